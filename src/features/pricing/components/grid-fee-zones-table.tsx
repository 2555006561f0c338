import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatCount, formatDecimal } from '../../../domain/format/locale-format.ts';
import { gridFeeRows, type GridFeeProblemWords } from '../../../domain/pricing/grid-fee-rows.ts';
import { useGridFeeZones } from '../api/list-grid-fee-zones.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { SidewaysTable } from '../../../components/sideways-table.tsx';

/** The problems' sentences in the language shown (the tier by its name there). */
const problemWords = (): GridFeeProblemWords => ({
  unnamed: t('pricing.problem.unnamed'),
  repeated: (dso, tier, count) =>
    t('pricing.problem.repeated', { dso, tier: tierName(tier), count, n: formatCount(count) }),
  empty: (dso, tier, windows, count) =>
    t('pricing.problem.empty', { dso, tier: tierName(tier), windows, count }),
});

const TIERS = ['low', 'standard', 'high'] as const;
const tierName = (tier: string): string =>
  (TIERS as readonly string[]).includes(tier)
    ? t(`pricing.tierName.${tier as (typeof TIERS)[number]}`)
    : tier;

/** How many of an answer's problems the warning spells out; the rest it counts. */
const PROBLEMS_SHOWN = 5;

/** "all year", or the months as runs: "Jan–Mar, Oct–Dec". */
export function monthsText(months: readonly number[]): string {
  const sorted = [...new Set(months)].filter((m) => m >= 1 && m <= 12).sort((a, b) => a - b);
  if (sorted.length === 12) return t('pricing.allYear');
  // The months' short names in the language shown, January first.
  const MONTHS = t('pricing.months').split(',');
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
  useT();
  const zones = useGridFeeZones();
  if (zones.status === 'loading')
    return <PlaceholderBlock height={160} aria-label={t('pricing.loadingWindows')} />;
  if (zones.status === 'error')
    return <LoadErrorAlert title={t('pricing.windowsLoadError')} error={zones.error} onRetry={zones.retry} />;
  if (zones.data.length === 0) return <Alert severity="info">{t('pricing.noWindows')}</Alert>;
  const { rows, problems } = gridFeeRows(zones.data, problemWords());
  return (
    <>
      {problems.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('pricing.problems')}
          {problems.slice(0, PROBLEMS_SHOWN).join(' ')}
          {problems.length > PROBLEMS_SHOWN
            ? t('pricing.moreProblems', { count: formatCount(problems.length - PROBLEMS_SHOWN) })
            : ''}
        </Alert>
      ) : null}
      <SidewaysTable label={t('pricing.gridFees')}>
        <Table size="small" aria-label={t('pricing.gridFees')}>
          <TableHead>
            <TableRow>
              {(['dso', 'zone', 'months', 'hours', 'ct'] as const).map((column) => (
                <TableCell key={column} component="th" scope="col" align={column === 'ct' ? 'right' : 'left'}>
                  {t(`pricing.column.${column}`)}
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
                <TableCell>{t(`pricing.tier.${zone.tier}`)}</TableCell>
                <TableCell>{monthsText(zone.months)}</TableCell>
                <TableCell>{zone.windows.map((w) => `${w.start}–${w.end}`).join(', ')}</TableCell>
                <TableCell align="right">{formatDecimal(zone.ctPerKwh, 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SidewaysTable>
    </>
  );
}
