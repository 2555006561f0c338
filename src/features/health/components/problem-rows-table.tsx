import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths.ts';
import { displayDateAndTime } from '../../../domain/format/date-display.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { problemTitle, severityOf } from '../../../domain/problems/problems.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
import type { ProblemWireRow as ProblemRow } from '../api/list-problem-rows.ts';
import { HealthLevels } from './health-levels.tsx';
import { assetsText, tradingText } from './problem-row-cells.ts';
import { ProblemExplainLink } from './problem-explain-link.tsx';
import { SeverityIndicator } from './severity-indicator.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';

export interface ProblemRowsTableProps {
  /** One page of rows: the caller paginates, so the DOM never holds the whole list. */
  rows: readonly ProblemRow[];
  /** Accessible name of the table. */
  label: string;
}

const head = ['Site and problem', 'Since', 'Health', 'Master data', 'Site details'];
// Compact horizontal padding: five columns of two or three lines fit beside the filter panel at 1280 px.
const cell = { px: 1, verticalAlign: 'top' } as const;

export function ProblemRowsTable({ rows, label }: ProblemRowsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((name) => (
              <TableCell key={name} sx={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const [day, time] = displayDateAndTime(row.since);
            return (
              <TableRow key={`${row.siteUuid}:${row.problemName}:${index}`} hover>
                <TableCell sx={{ ...cell, minWidth: 170 }}>
                  <TruncatedText
                    to={paths.site({ subUuid: row.subscription })}
                    text={row.userReference}
                    maxWidth={260}
                    sx={{ fontWeight: 600, minHeight: 24 }}
                  />
                  <Typography variant="body2">{problemTitle(row.problemName)}</Typography>
                  <ProblemExplainLink row={row} />
                  <SeverityIndicator severity={severityOf(row.problemName)} />
                </TableCell>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  <Box>{day}</Box>
                  <Box sx={{ color: 'text.secondary' }}>{time}</Box>
                </TableCell>
                <TableCell sx={cell}>
                  <HealthLevels health={row.health} />
                </TableCell>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  <Box>Forecasting: {READINESS_LABEL_TEXT[row.readyForForecastingLabel]}</Box>
                  <Box>Optimization: {READINESS_LABEL_TEXT[row.readyForOptimizationLabel]}</Box>
                  <Box>Trading: {READINESS_LABEL_TEXT[row.readyForTradingLabel]}</Box>
                </TableCell>
                <TableCell sx={{ ...cell, minWidth: 140 }}>
                  <TruncatedText text={`TSO: ${tsoOf(row)}`} maxWidth={240} />
                  <Box>Assets: {assetsText(row)}</Box>
                  <Box>Trading: {tradingText(row)}</Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
