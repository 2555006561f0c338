import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { CsvExportButtonProps } from './csv-export-options.ts';
import { withLoadTimeout } from './with-load-timeout.ts';
import { useT } from '../i18n/display-preferences.ts';
import { loadScreenWords } from '../i18n/screen-areas.ts';

// The export itself (the walk with its progress and cancel, the CSV writer, the download) loads on the first click:
// every list route carries only this button (DESIGN §6 route JS). No icon: the Download icon would be one more chunk on each route. A chunk that
// stalls ends in the route's load-failure page after 120 s (SPEC §9).
const CsvExportPanel = lazy(
  withLoadTimeout(() =>
    // Its words come with it: the panel never draws before they are there.
    Promise.all([import('./csv-export-panel.tsx'), loadScreenWords('csv')]).then(([module]) => ({
      default: module.CsvExportPanel as ComponentType<CsvExportButtonProps<unknown, unknown>>,
    })),
  ),
);

/**
 * A list's "Export CSV": every row of what its filters show, on every page, with progress and cancel, capped, in the
 * CSV dialect of the person's regional format (src/components/use-csv-export.ts, src/domain/format/csv.ts).
 */
export function CsvExportButton<R, C>(props: CsvExportButtonProps<R, C>) {
  const [asked, setAsked] = useState(false);
  const t = useT();
  const button = (loading: boolean) => (
    <Button variant="outlined" onClick={() => setAsked(true)} disabled={loading || props.disabled === true}>
      {t('lists.exportCsv')}
    </Button>
  );
  if (!asked) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <CsvExportPanel {...(props as CsvExportButtonProps<unknown, unknown>)} />
    </Suspense>
  );
}
