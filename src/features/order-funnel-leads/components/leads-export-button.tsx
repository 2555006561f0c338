import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadFile } from '../../../components/download-file.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { browserTimeZone, csvDialect } from '../../../domain/format/csv.ts';
import {
  LEADS_EXPORT_STARTED_COLUMN,
  leadsExportFileName,
  leadsExportForReader,
} from '../../../domain/sales/lead-export.ts';
import type { LeadsView } from '../../../domain/sales/leads-view.ts';
import { t } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { loadScreenWords } from '../../../i18n/screen-areas.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useExportLeads } from '../api/leads-calls.ts';

/** The words of the file's columns, in the order of the server's header (LEADS_EXPORT_HEADER). */
const HEADER_KEYS: readonly MessageKey[] = [
  'csv.leads.lead',
  'csv.leads.started',
  'csv.leads.lastStep',
  'csv.leads.channel',
  'csv.leads.postcode',
  'csv.leads.tariff',
  'csv.leads.status',
  'csv.leads.assignee',
  'csv.leads.name',
  'csv.leads.email',
  'csv.leads.phone',
];

/** The server's file saved as the lists' exports are: the person's dialect, local instants, their words. */
async function saveForReader(file: Blob): Promise<void> {
  const [text] = await Promise.all([file.text(), loadScreenWords('csv')]);
  const zone = browserTimeZone();
  const header = HEADER_KEYS.map((key, index) =>
    index === LEADS_EXPORT_STARTED_COLUMN ? t('csv.zonedHeader', { header: t(key), zone }) : t(key),
  );
  downloadFile(leadsExportFileName(new Date()), leadsExportForReader(text, header, zone, csvDialect()));
}

/**
 * "Export CSV" of the order-funnel leads (leads:export): ONE audited server call that answers the
 * consented leads' contacts for the list's filters as CSV (exportLeads); the file is saved with the server's cells —
 * no contact is ever put together in the browser — written again in the person's CSV dialect, with local instants
 * and their words in the header, as every other export. Progress while it runs; a failure says what happened.
 */
export function LeadsExportButton({ view }: { view: LeadsView }) {
  const t = useT();
  const exporting = useExportLeads();
  const run = () => exporting.mutate(view, { onSuccess: (file) => void saveForReader(file) });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', alignSelf: 'center' }}>
      <Button variant="outlined" onClick={run} disabled={exporting.isPending}>
        {t('leads.export')}
      </Button>
      {exporting.isPending ? (
        <LinearProgress aria-label={t('leads.exporting')} sx={{ width: '100%' }} />
      ) : null}
      {exporting.isSuccess ? (
        <Typography variant="caption" role="status">
          {t('leads.exported')}
        </Typography>
      ) : null}
      {exporting.error ? (
        <LoadErrorAlert title={t('leads.exportFailed')} error={exporting.error} onRetry={run} />
      ) : null}
    </Stack>
  );
}
