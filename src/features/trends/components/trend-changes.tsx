import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { formatChange, type ChangeTone } from '../../../domain/trends/period-change.ts';
import type { TrendMetric, TrendSnapshot } from '../../../domain/trends/trend-metrics.ts';
import { periodChanges } from '../../../domain/trends/trend-view.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { SidewaysTable } from '../../../components/sideways-table.tsx';

const TONE: Readonly<Record<ChangeTone, { color: string; word: () => string }>> = {
  better: { color: 'success.main', word: () => t('trends.better') },
  worse: { color: 'error.main', word: () => t('trends.worse') },
  neutral: { color: 'text.secondary', word: () => '' },
};

/** A figure's name in the language shown (a problem's is the problem catalogue's title). */
function metricName(metric: TrendMetric): string {
  switch (metric.kind) {
    case 'problem':
      return problemTitle(metric.code);
    case 'health':
      return t('trends.dimensionLevel', {
        dimension: t(`trends.dimension.${metric.dimension}`),
        level: t(`trends.level.${metric.level}`),
      });
    default:
      return t(`trends.metric.${metric.kind}`);
  }
}

/** Every figure at the end of the range against the end of the period before it. */
export function TrendChanges({ last, previous }: { last: TrendSnapshot; previous: TrendSnapshot | null }) {
  useT();
  const changes = periodChanges(last, previous);
  if (!previous || changes.length === 0)
    return <Typography color="text.secondary">{t('trends.nothingToCompare')}</Typography>;
  return (
    <SidewaysTable label={t('trends.changeTable')}>
      <Table size="small" aria-label={t('trends.changeTable')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('trends.figure')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {last.live ? t('trends.todayOn', { date: last.date }) : last.date}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {previous.date}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('trends.change')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map(({ metric, change }) => {
            const tone = TONE[change.tone];
            const label = metricName(metric);
            const word = tone.word();
            return (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{formatCount(change.current)}</TableCell>
                <TableCell align="right">{formatCount(change.previous)}</TableCell>
                <TableCell align="right" sx={{ color: tone.color, whiteSpace: 'nowrap' }}>
                  {formatChange(change, undefined, t('trends.new'))}
                  {word === '' ? null : ` · ${word}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </SidewaysTable>
  );
}
