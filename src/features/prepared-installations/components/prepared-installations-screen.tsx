import { FilterListIcon } from '../../../components/icons/filter-list.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { loadedRows } from '../../../components/csv-export-options.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { LoadingRow } from '../../../components/loading-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePreparedInstallationsScreen } from '../hooks/use-prepared-installations-screen.ts';
import { PREPARED_CSV_COLUMNS } from './prepared-csv.ts';
import { PreparedInstallationRow } from './prepared-installation-row.tsx';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import { PREPARED_LIST_MODULE } from '../../../domain/install/prepared.list.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const SKELETON_ROWS = 5;

// The filter panel brings the whole kit (date pickers included) although this screen uses one section of it: it
// loads when the dialog is first opened, which keeps it out of the screen's first load. A chunk that stalls ends in
// the load-failure page after 120 s (SPEC §9).
const PreparedFilterDialog = lazy(
  withLoadTimeout(() =>
    import('./prepared-filter-dialog.tsx').then((module) => ({ default: module.PreparedFilterDialog })),
  ),
);

// One installation's dialog (MUI's Dialog, Modal and focus trap) loads when a row is first opened, or at once when the
// link names one.
const PreparedInstallationDialog = lazy(
  withLoadTimeout(() =>
    import('./prepared-installation-dialog.tsx').then((module) => ({
      default: module.PreparedInstallationDialog,
    })),
  ),
);

export interface PreparedInstallationsScreenProps {
  /** The HEMS provider key of the URL; shown as the subtitle. */
  hemsId: string;
  /** Where the back button goes (SPEC §2: /hems). */
  backTo: string;
}

/**
 * SPEC §2 "Prepared Installations screen", on the kit's list screen: its rows are accordions (the screen's own
 * body in the table slot), its filter the "Filter Sites" dialog, its chips hand focus back to the Filter button and
 * show the 300 ms skeletons, and a failed load is ignored silently (SPEC §8), so the kit shows no load failure.
 */
export function PreparedInstallationsScreen({ hemsId, backTo }: PreparedInstallationsScreenProps) {
  const t = useT();
  const screen = usePreparedInstallationsScreen(hemsId);
  const { dialog, filtered, pageRows, list } = screen;
  const pageKeys = rowKeys(pageRows ?? [], (installation) => installation.uuid);
  // Mounted from the first opening on, so it can play its closing transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  // The installation dialog, too, stays mounted from its first opening on (its closing transition).
  const [installationWanted, setInstallationWanted] = useState(false);
  if (screen.opened !== null && !installationWanted) setInstallationWanted(true);
  const loaded = !screen.showSkeleton && filtered !== undefined;
  const body = screen.showSkeleton ? (
    <Box>
      <RateLimitWait retrying={screen.installations.retrying} />
      <Skeleton variant="text" width={140} sx={{ mb: 1 }} aria-hidden />
      <Paper variant="outlined" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <LoadingRow key={index} label={t('install.prepared.loading')} />
        ))}
      </Paper>
    </Box>
  ) : // After a failed load nothing is shown (false, not null: null would let the kit draw its own table).
  filtered === undefined ? (
    false
  ) : (
    <Box aria-label={t('install.prepared.list')} role="list">
      {pageRows?.map((installation, index) => (
        <Box role="listitem" key={pageKeys[index]}>
          <PreparedInstallationRow
            installation={installation}
            expanded={screen.expanded === installation.uuid}
            onToggle={screen.toggle}
            onOpen={screen.open}
          />
        </Box>
      ))}
    </Box>
  );
  return (
    <>
      <PageHeader title={t('install.prepared.title')} subtitle={hemsId} backTo={backTo} />
      <ListScreen
        list={list}
        query={{ ...screen.installations, error: null }}
        rows={loaded ? pageRows : undefined}
        rowId={(installation) => installation.uuid}
        columns={[]}
        table={{ label: t('install.prepared.list'), loadingLabel: t('install.prepared.loading') }}
        what={t('install.prepared.what')}
        errorTitle={t('install.prepared.failed')}
        // One call answers the whole list: the export is every installation the filter lets through.
        csv={
          loaded && filtered.length > 0 ? (
            <CsvExportButton
              name={`prepared-installations-${hemsId}`}
              columns={PREPARED_CSV_COLUMNS}
              fetchPage={loadedRows(filtered)}
              what={t('install.prepared.csvWhat')}
            />
          ) : undefined
        }
        empty={{ icon: null, title: t('install.prepared.notFound'), text: '' }}
        pages={
          <ListPages
            list={list}
            label={t('install.prepared.pages')}
            page={screen.page}
            pageCount={screen.pageCount}
            description=""
          />
        }
        slots={{
          toolbarStart: (
            <Button
              ref={filterButton}
              variant="outlined"
              startIcon={<FilterListIcon />}
              onClick={() => {
                setDialogWanted(true);
                dialog.openDialog();
              }}
            >
              {t('install.prepared.filter')}
            </Button>
          ),
          beforeBody: (
            <>
              <FilterChips
                table={PREPARED_LIST_MODULE.list.table}
                value={screen.applied}
                onChange={screen.removeChip}
                triggerRef={filterButton}
              />
              {loaded ? (
                <Typography role="status">
                  {t('install.prepared.count', { n: formatCount(filtered.length) })}
                </Typography>
              ) : null}
            </>
          ),
          message:
            loaded && filtered.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('install.prepared.notFound')}</Typography>
              </Paper>
            ) : null,
          table: body,
        }}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PreparedFilterDialog
            open={dialog.open}
            draft={dialog.draft}
            onDraftChange={dialog.setDraft}
            onCancel={dialog.cancel}
            onApply={dialog.apply}
            onReset={dialog.reset}
          />
        </Suspense>
      ) : null}
      {installationWanted ? (
        <Suspense fallback={null}>
          <PreparedInstallationDialog uuid={screen.opened} onClose={screen.close} />
        </Suspense>
      ) : null}
    </>
  );
}
