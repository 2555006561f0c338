import { useCallback, useMemo, useState } from 'react';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { filterRows } from '../../../domain/filters/row-filter.ts';
import type { FiltersOf } from '../../../domain/lists/list-state.ts';
import { PREPARED_LIST_MODULE } from '../../../domain/install/prepared.list.ts';
import type { PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { usePreparedInstallations } from '../api/get-prepared-installations.ts';
import { useSkeletonDelay } from './use-skeleton-delay.ts';

/** The one filter group of this screen (SPEC §2: the single-choice prepared status). */
export type PreparedFilter = FiltersOf<'preparedStatus'>;

export const NO_PREPARED_FILTER: PreparedFilter = Object.freeze({ preparedStatus: null });

/** DESIGN §6: no list puts more than ~100 rows in the DOM. */
export const PREPARED_PAGE_SIZE = 50;

/** The screen's state machine (SPEC §4): loading, loaded, filter dialog, 300 ms skeletons, one open row. */
export function usePreparedInstallationsScreen(hemsId: string) {
  const installations = usePreparedInstallations(hemsId);
  const loading = installations.status === 'loading';
  // SPEC §8: after a failed load the list stays unset.
  const rows = installations.data;
  // The applied filter and the page live in the URL (the kit's list controller), so a filtered list can be shared
  // and survives a reload; filter groups this screen does not offer are dropped.
  const list = useListScreen(PREPARED_LIST_MODULE);
  const { preparedStatus } = list.url.state.filters;
  const page = list.url.state.page;
  const applied = useMemo(() => ({ preparedStatus }), [preparedStatus]);
  const { setFilters } = list;
  const setApplied = useCallback((next: PreparedFilter) => setFilters(next), [setFilters]);
  const skeleton = useSkeletonDelay();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<PreparedFilter>(NO_PREPARED_FILTER);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const filtered = useMemo<readonly PreparedInstallation[] | undefined>(
    () => (rows === undefined ? undefined : filterRows(PREPARED_LIST_MODULE.list.table, rows, applied)),
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
    /** The list's state in the URL (the kit's list screen reads it). */
    list,
    /** The query behind the list: when it was loaded, and a refresh. */
    installations,
    /** Skeleton rows instead of the list: first load, and 300 ms after every filter change. */
    showSkeleton: loading || skeleton.pending,
    /** undefined after a failed load (the list stays unset). */
    filtered,
    pageRows,
    pageCount,
    page: currentPage,
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
