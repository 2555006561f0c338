import { useMemo, useState } from 'react';
import { applyFilters } from '../../../domain/filter-table/apply-filters.ts';
import type { PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { NO_PREPARED_FILTER, usePreparedFilter, type PreparedFilter } from './use-prepared-filter.ts';
import { usePreparedInstallations } from '../api/get-prepared-installations.ts';
import { useSkeletonDelay } from './use-skeleton-delay.ts';

/** DESIGN §6: no list puts more than ~100 rows in the DOM. */
export const PREPARED_PAGE_SIZE = 50;

/** The screen's state machine (SPEC §4): loading, loaded, filter dialog, 300 ms skeletons, one open row. */
export function usePreparedInstallationsScreen(hemsId: string) {
  const installations = usePreparedInstallations(hemsId);
  const loading = installations.status === 'loading';
  // SPEC §8: after a failed load the list stays unset.
  const rows = installations.data;
  const { applied, setApplied, page, setPage } = usePreparedFilter();
  const skeleton = useSkeletonDelay();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<PreparedFilter>(NO_PREPARED_FILTER);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const filtered = useMemo<readonly PreparedInstallation[] | undefined>(
    () => (rows === undefined ? undefined : applyFilters(rows, applied)),
    [rows, applied],
  );
  const pageCount = filtered === undefined ? 0 : Math.max(1, Math.ceil(filtered.length / PREPARED_PAGE_SIZE));
  const currentPage = Math.min(page, Math.max(pageCount, 1));
  const pageRows = filtered?.slice((currentPage - 1) * PREPARED_PAGE_SIZE, currentPage * PREPARED_PAGE_SIZE);

  const changeFilter = (next: PreparedFilter) => {
    // Back to page 1 with it (the list controller's rule).
    setApplied(next);
    skeleton.start();
  };

  return {
    /** The query behind the list: when it was loaded, and a refresh. */
    installations,
    /** Skeleton rows instead of the list: first load, and 300 ms after every filter change. */
    showSkeleton: loading || skeleton.pending,
    /** undefined after a failed load (the list stays unset). */
    filtered,
    pageRows,
    pageCount,
    page: currentPage,
    setPage,
    applied,
    removeChip: changeFilter,
    dialog: {
      open: dialogOpen,
      draft,
      openDialog: () => {
        setDraft(applied);
        setDialogOpen(true);
      },
      setDraft,
      cancel: () => setDialogOpen(false),
      apply: () => {
        setDialogOpen(false);
        changeFilter(draft);
      },
      reset: () => {
        setDialogOpen(false);
        setDraft(NO_PREPARED_FILTER);
        changeFilter(NO_PREPARED_FILTER);
      },
    },
    expanded,
    toggle: (uuid: string, open: boolean) => setExpanded(open ? uuid : null),
    opened,
    open: setOpened,
    close: () => setOpened(null),
  };
}
