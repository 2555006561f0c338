import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadFile } from '../../../components/download-file.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { leadsExportFileName } from '../../../domain/sales/lead-export.ts';
import type { LeadsView } from '../../../domain/sales/leads-view.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useExportLeads } from '../api/leads-calls.ts';

/**
 * "Export CSV" of the order-funnel leads (leads:export): ONE audited server call that answers the
 * consented leads' contacts for the list's filters as CSV (exportLeads); the file is saved as the server wrote it —
 * no contact is ever put together in the browser. Progress while it runs; a failure says what happened.
 */
export function LeadsExportButton({ view }: { view: LeadsView }) {
  const t = useT();
  const exporting = useExportLeads();
  const run = () =>
    exporting.mutate(view, { onSuccess: (csv) => downloadFile(leadsExportFileName(new Date()), csv) });
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
