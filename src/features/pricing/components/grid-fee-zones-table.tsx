import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatDecimal } from '../../../domain/format/locale-format.ts';
import { gridFeeRows } from '../../../domain/pricing/grid-fee-rows.ts';
import { useGridFeeZones, type GridFeeZone } from '../api/list-grid-fee-zones.ts';

const TIER_LABELS: Readonly<Record<GridFeeZone['tier'], string>> = {
  low: 'Low (NT)',
  standard: 'Standard (ST)',
  high: 'High (HT)',
};

/** How many of an answer's problems the warning spells out; the rest it counts. */
const PROBLEMS_SHOWN = 5;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "all year", or the months as runs: "Jan–Mar, Oct–Dec". */
export function monthsText(months: readonly number[]): string {
  const sorted = [...new Set(months)].filter((m) => m >= 1 && m <= 12).sort((a, b) => a - b);
  if (sorted.length === 12) return 'All year';
  const runs: [number, number][] = [];
  for (const month of sorted) {
    const run = runs.at(-1);
    if (run && run[1] === month - 1) run[1] = month;
    else runs.push([month, month]);
  }
  return runs.map(([a, b]) => (a === b ? MONTHS[a - 1] : `${MONTHS[a - 1]}–${MONTHS[b - 1]}`)).join(', ');
}

/** §14a EnWG module 3: each DSO's tariff windows for controllable devices. */
export function GridFeeZonesTable() {
  const zones = useGridFeeZones();
  if (zones.status === 'loading')
    return <Skeleton variant="rounded" height={160} aria-label="Loading the grid-fee windows" />;
  if (zones.status === 'error')
    return (
      <LoadErrorAlert title="Could not load the grid-fee windows" error={zones.error} onRetry={zones.retry} />
    );
  if (zones.data.length === 0)
    return <Alert severity="info">No DSO has published time-variable grid fees.</Alert>;
  const { rows, problems } = gridFeeRows(zones.data);
  return (
    <>
      {problems.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {'These windows cannot all be applied as published: '}
          {problems.slice(0, PROBLEMS_SHOWN).join(' ')}
          {problems.length > PROBLEMS_SHOWN
            ? ` And ${String(problems.length - PROBLEMS_SHOWN)} more like these.`
            : ''}
        </Alert>
      ) : null}
      <Table size="small" aria-label="Time-variable grid fees (§14a EnWG, module 3)">
        <TableHead>
          <TableRow>
            {['DSO', 'Zone', 'Months', 'Hours (local)', 'ct/kWh'].map((title) => (
              <TableCell key={title} component="th" scope="col" align={title === 'ct/kWh' ? 'right' : 'left'}>
                {title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, zone }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {zone.dso}
              </TableCell>
              <TableCell>{TIER_LABELS[zone.tier]}</TableCell>
              <TableCell>{monthsText(zone.months)}</TableCell>
              <TableCell>{zone.windows.map((w) => `${w.start}–${w.end}`).join(', ')}</TableCell>
              <TableCell align="right">{formatDecimal(zone.ctPerKwh, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
