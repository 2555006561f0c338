import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../domain/format/locale-format.ts';
import type { CsvExportButtonProps } from './csv-export-options.ts';
import { useCsvExport, type CsvExportState } from './use-csv-export.ts';

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

/**
 * "Export CSV" once it has been asked for (csv-export-button.tsx loads it on the first click, and the first run starts
 * at once): its progress with a cancel, and its outcome (announced politely).
 */
export function CsvExportPanel<R, C>({ what, disabled = false, ...options }: CsvExportButtonProps<R, C>) {
  const csv = useCsvExport(options, true);
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
        <Button variant="outlined" onClick={csv.start} disabled={disabled}>
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
