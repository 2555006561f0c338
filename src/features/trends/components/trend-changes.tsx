import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { formatChange, type ChangeTone } from '../../../domain/trends/period-change.ts';
import { metricLabel, type TrendSnapshot } from '../../../domain/trends/trend-metrics.ts';
import { periodChanges } from '../../../domain/trends/trend-view.ts';

const TONE: Readonly<Record<ChangeTone, { color: string; word: string }>> = {
  better: { color: 'success.main', word: 'better' },
  worse: { color: 'error.main', word: 'worse' },
  neutral: { color: 'text.secondary', word: '' },
};

/** Every figure at the end of the range against the end of the period before it. */
export function TrendChanges({ last, previous }: { last: TrendSnapshot; previous: TrendSnapshot | null }) {
  const changes = periodChanges(last, previous);
  if (!previous || changes.length === 0)
    return (
      <Typography color="text.secondary">
        The period before this range is older than the kept history: there is nothing to compare with.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Change against the previous period">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Figure
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {last.live ? `Today (${last.date})` : last.date}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {previous.date}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Change
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(({ metric, change }) => {
          const tone = TONE[change.tone];
          const label = metric.kind === 'problem' ? problemTitle(metric.code) : metricLabel(metric);
          return (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{formatCount(change.current)}</TableCell>
              <TableCell align="right">{formatCount(change.previous)}</TableCell>
              <TableCell align="right" sx={{ color: tone.color, whiteSpace: 'nowrap' }}>
                {formatChange(change)}
                {tone.word === '' ? null : ` · ${tone.word}`}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
