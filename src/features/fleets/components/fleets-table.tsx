import { SearchIcon } from '../../../components/icons/search.tsx';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { fleetIdValues } from '../../../domain/sites/sites-fleets.ts';
import type { FleetsState } from '../api/get-fleets.ts';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** /fleet: the fleets as id (uuid) and value (name), each opening its sites. A quick filter narrows long lists. */
export function FleetsTable({ state }: { state: FleetsState }) {
  const t = useT();
  const [needle, setNeedle] = useState('');
  const rows = useMemo(() => (state.status === 'ready' ? fleetIdValues(state.data) : []), [state]);
  const shown = useMemo(() => {
    const text = needle.trim().toLowerCase();
    return text === ''
      ? rows
      : rows.filter((row) => row.value.toLowerCase().includes(text) || row.id.toLowerCase().includes(text));
  }, [rows, needle]);
  const keys = useMemo(() => rowKeys(shown, (row) => row.id), [shown]);

  if (state.status === 'error') {
    return <LoadErrorAlert title={t('fleets.loadError')} error={state.error} onRetry={state.retry} />;
  }
  if (state.status === 'ready' && rows.length === 0) {
    return (
      <MessagePanel titleAs="h2" titleVariant="h6" title={t('fleets.none')}>
        {t('fleets.noneText')}
      </MessagePanel>
    );
  }
  const loading = state.status === 'loading';
  return (
    <>
      <RateLimitWait retrying={state.retrying} />
      <TextField
        size="small"
        label={t('fleets.find')}
        value={needle}
        onChange={(event) => setNeedle(event.target.value)}
        disabled={loading}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {loading
          ? t('fleets.loading')
          : shown.length === rows.length
            ? t('fleets.count', { n: formatCount(rows.length) })
            : t('fleets.countOf', { n: formatCount(shown.length), total: formatCount(rows.length) })}
      </Typography>
      <DataTable
        label={t('fleets.tableLabel')}
        columns={[{ label: t('fleets.column.fleet') }, { label: t('fleets.column.id') }]}
        loading={loading}
        loadingLabel={t('fleets.loadingTable')}
        skeletonRows={5}
      >
        {shown.map((row, index) => (
          <TableRow key={keys[index]} hover>
            <TableCell>
              <TruncatedText
                to={paths.fleet({ fleet_uuid: row.id })}
                text={fleetName({ name: row.value })}
                maxWidth={480}
                sx={{ fontWeight: 500 }}
              />
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>{row.id}</TableCell>
          </TableRow>
        ))}
        {shown.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2}>
              <Typography color="text.secondary">{t('fleets.noMatch', { text: needle.trim() })}</Typography>
            </TableCell>
          </TableRow>
        ) : null}
      </DataTable>
    </>
  );
}
