import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatCount, formatQuantity } from '../../../domain/format/locale-format.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useVppPool } from '../api/get-vpp-pool.ts';

const COLUMNS = [
  { label: 'TSO' },
  { label: 'Enrolled sites', align: 'right' },
  { label: 'Flexible power', align: 'right' },
  { label: 'Storage', align: 'right' },
] as const;

/** The pool by TSO: enrolled sites, flexible power and storage, and the totals they add up to. */
export function VppPoolSummary() {
  const pool = useVppPool();
  const data = pool.data;
  if (pool.status === 'error')
    return <LoadErrorAlert title="Could not load the pool" error={pool.error} onRetry={pool.retry} />;
  return (
    <Stack spacing={1} component="section" aria-labelledby="vpp-pool-title">
      <Typography id="vpp-pool-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Pool by TSO
      </Typography>
      {data !== undefined ? (
        <Typography variant="body2" role="status" data-testid="vpp-pool-counts">
          {`${formatCount(data.eligible)} eligible, not enrolled · ${formatCount(data.withdrawn)} withdrawn · ${formatCount(data.blocked)} blocked`}
        </Typography>
      ) : null}
      <DataTable
        label="Pool by TSO"
        columns={COLUMNS}
        loading={data === undefined}
        loadingLabel="Loading the pool"
        skeletonRows={3}
      >
        {data !== undefined && data.byTso.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4}>No site is enrolled yet: the pool is empty.</TableCell>
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
              Total
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
