import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../domain/format/locale-format.ts';
import type { CsvExportButtonProps } from './csv-export-options.ts';
import { useCsvExport, type CsvExportState } from './use-csv-export.ts';
import { useT } from '../i18n/display-preferences.ts';
import { t } from '../i18n/i18n.ts';
import { errorText } from '../i18n/error-text.ts';
import { ProgressLine } from './progress-line.tsx';

function messageOf(state: CsvExportState, what: string): string {
  switch (state.status) {
    case 'running':
      return state.total === null
        ? t('csv.exportingSoFar', { what, rows: formatCount(state.rows) })
        : t('csv.exportingOf', { what, rows: formatCount(state.rows), total: formatCount(state.total) });
    case 'done':
      if (!state.capped) return t('csv.exported', { rows: formatCount(state.rows) });
      return state.rows === state.cap
        ? t('csv.exportedCapped', { cap: formatCount(state.cap) })
        : t('csv.exportedFoundCapped', { rows: formatCount(state.rows), cap: formatCount(state.cap) });
    case 'cancelled':
      return t('csv.exportCancelled');
    case 'error':
      return t('csv.exportFailed', { rows: formatCount(state.rows), message: errorText(state.error) });
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
  useT();
  const { state } = csv;
  const value =
    state.status === 'running' && state.total !== null && state.total > 0
      ? Math.min(100, Math.round((state.rows / state.total) * 100))
      : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {state.status === 'running' ? (
        <>
          <Button onClick={csv.cancel}>{t('csv.cancelExport')}</Button>
          <ProgressLine
            aria-label={t('csv.exporting', { what })}
            value={value}
            sx={{ width: 96, height: 6, borderRadius: 3 }}
          />
        </>
      ) : (
        <Button variant="outlined" onClick={csv.start} disabled={disabled}>
          {t('lists.exportCsv')}
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
