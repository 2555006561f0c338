import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../domain/locale-format.ts';
import { CSV_EXPORT_CAP, type CsvExport } from '../hooks/use-csv-export.ts';

/** "Export CSV" with its progress, its outcome and a cancel while it runs (announced politely). */
export function CsvExportButton({ csv, what }: { csv: CsvExport; what: string }) {
  const { state } = csv;
  const message =
    state.status === 'running'
      ? `Exporting ${what}: ${formatCount(state.rows)} rows so far…`
      : state.status === 'done'
        ? state.capped
          ? `Exported the first ${formatCount(CSV_EXPORT_CAP)} rows only (the export is capped): narrow the filter to get the rest.`
          : `Exported ${formatCount(state.rows)} rows.`
        : state.status === 'error'
          ? `The export failed after ${state.rows} rows: ${state.error.message}. Nothing was saved; try again.`
          : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {state.status === 'running' ? (
        <Button onClick={csv.cancel}>Cancel export</Button>
      ) : (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={csv.start}>
          Export CSV
        </Button>
      )}
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        color={state.status === 'error' ? 'error' : undefined}
      >
        {message}
      </Typography>
    </Stack>
  );
}
