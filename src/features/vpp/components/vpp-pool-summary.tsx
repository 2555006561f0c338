import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatCount, formatQuantity } from '../../../domain/format/locale-format.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useVppPool } from '../api/get-vpp-pool.ts';

/** The pool by TSO: enrolled sites, flexible power and storage, and the totals they add up to. */
export function VppPoolSummary() {
  const t = useT();
  const pool = useVppPool();
  const columns = [
    { label: t('vpp.pool.tso') },
    { label: t('vpp.pool.sites'), align: 'right' },
    { label: t('vpp.pool.power'), align: 'right' },
    { label: t('vpp.pool.storage'), align: 'right' },
  ] as const;
  const data = pool.data;
  if (pool.status === 'error')
    return <LoadErrorAlert title={t('vpp.pool.failed')} error={pool.error} onRetry={pool.retry} />;
  return (
    <Stack spacing={1} component="section" aria-labelledby="vpp-pool-title">
      <Typography id="vpp-pool-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('vpp.pool.title')}
      </Typography>
      {data !== undefined ? (
        <Typography variant="body2" role="status" data-testid="vpp-pool-counts">
          {t('vpp.pool.counts', {
            eligible: formatCount(data.eligible),
            withdrawn: formatCount(data.withdrawn),
            blocked: formatCount(data.blocked),
          })}
        </Typography>
      ) : null}
      <DataTable
        label={t('vpp.pool.title')}
        columns={columns}
        loading={data === undefined}
        loadingLabel={t('vpp.pool.loading')}
        skeletonRows={3}
      >
        {data !== undefined && data.byTso.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4}>{t('vpp.pool.empty')}</TableCell>
          </TableRow>
        ) : null}
        {keyed(data?.byTso ?? [], (entry) => entry.tso).map(([key, entry]) => (
          <TableRow key={key}>
            <TableCell>{entry.tso}</TableCell>
            <TableCell align="right">{formatCount(entry.sites)}</TableCell>
            <TableCell align="right">{formatQuantity(entry.flexiblePowerKw, 'kW')}</TableCell>
            <TableCell align="right">{formatQuantity(entry.storageKwh, 'kWh')}</TableCell>
          </TableRow>
        ))}
        {data !== undefined ? (
          <TableRow data-testid="vpp-pool-total">
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('vpp.pool.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCount(data.total.sites)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="vpp-pool-total-power">
              {formatQuantity(data.total.flexiblePowerKw, 'kW')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatQuantity(data.total.storageKwh, 'kWh')}
            </TableCell>
          </TableRow>
        ) : null}
      </DataTable>
    </Stack>
  );
}
