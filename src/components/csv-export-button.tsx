import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../domain/locale-format.ts';
import type { CsvExport, CsvExportState } from './use-csv-export.ts';

function messageOf(state: CsvExportState, what: string): string {
  switch (state.status) {
    case 'running':
      return state.total === null
        ? `Exporting ${what}: ${formatCount(state.rows)} rows so far…`
        : `Exporting ${what}: ${formatCount(state.rows)} of ${formatCount(state.total)} rows…`;
    case 'done':
      if (!state.capped) return `Exported ${formatCount(state.rows)} rows.`;
      return state.rows === state.cap
        ? `Exported the first ${formatCount(state.cap)} rows only (the export is capped at ${formatCount(state.cap)} rows): narrow the filters to get the rest.`
        : `Exported ${formatCount(state.rows)} rows, found in the first ${formatCount(state.cap)} only (the export is capped at ${formatCount(state.cap)} rows): narrow the filters to get the rest.`;
    case 'cancelled':
      return 'Export cancelled; nothing was saved.';
    case 'error':
      return `The export failed after ${formatCount(state.rows)} rows: ${state.error.message}. Nothing was saved; try again.`;
    default:
      return '';
  }
}

export interface CsvExportButtonProps {
  csv: CsvExport;
  /** For the messages: 'the sites', 'the history log'. */
  what: string;
  /** Off while the list has nothing to export yet (loading, failed). */
  disabled?: boolean;
}

/** "Export CSV" with its progress, its outcome and a cancel while it runs (announced politely). */
export function CsvExportButton({ csv, what, disabled = false }: CsvExportButtonProps) {
  const { state } = csv;
  const value =
    state.status === 'running' && state.total !== null && state.total > 0
      ? Math.min(100, Math.round((state.rows / state.total) * 100))
      : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {state.status === 'running' ? (
        <>
          <Button onClick={csv.cancel}>Cancel export</Button>
          <LinearProgress
            aria-label={`Exporting ${what}`}
            variant={value === null ? 'indeterminate' : 'determinate'}
            {...(value === null ? {} : { value })}
            sx={{ width: 96, height: 6, borderRadius: 3 }}
          />
        </>
      ) : (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={csv.start} disabled={disabled}>
          Export CSV
        </Button>
      )}
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        color={state.status === 'error' ? 'error' : undefined}
      >
        {messageOf(state, what)}
      </Typography>
    </Stack>
  );
}
