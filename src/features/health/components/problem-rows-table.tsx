import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { FILTER_DATE_FORMAT } from '../../../domain/constants.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { problemTitle, severityOf } from '../../../domain/problems.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/statuses.ts';
import type { ProblemRow } from '../api/list-problem-rows.ts';
import { HealthLevels } from './health-levels.tsx';
import { SeverityIndicator } from './severity-indicator.tsx';

export interface ProblemRowsTableProps {
  /** One page of rows: the caller paginates, so the DOM never holds the whole list. */
  rows: readonly ProblemRow[];
  /** Accessible name of the table. */
  label: string;
}

function since(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, `${FILTER_DATE_FORMAT} HH:mm`) : value;
}

function assets(row: ProblemRow): string {
  const names = [
    row.hasPv ? 'PV' : null,
    row.hasBattery ? 'Battery' : null,
    row.hasEvse ? 'EVSE' : null,
    row.hasHp ? 'HP' : null,
  ].filter((name) => name !== null);
  return names.length > 0 ? names.join(', ') : 'none';
}

function trading(row: ProblemRow): string {
  const names = [
    row.tradingEnabledSupply ? 'Supply' : null,
    row.tradingEnabledFeedIn ? 'Feed-in' : null,
  ].filter((name) => name !== null);
  return names.length > 0 ? names.join(', ') : 'none';
}

const head = ['Site', 'Problem', 'Since', 'Health', 'Master data', 'TSO', 'Assets', 'Trading'];

export function ProblemRowsTable({ rows, label }: ProblemRowsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((name) => (
              <TableCell key={name} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.siteUuid}:${row.problemName}:${index}`} hover sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.site({ subUuid: row.subscription })}
                  sx={{ fontWeight: 600, display: 'inline-block', minHeight: 24 }}
                >
                  {row.userReference}
                </Link>
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {problemTitle(row.problemName)}
                </Typography>
                <SeverityIndicator severity={severityOf(row.problemName)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{since(row.since)}</TableCell>
              <TableCell>
                <HealthLevels health={row.health} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box>Forecasting: {READINESS_LABEL_TEXT[row.readyForForecastingLabel]}</Box>
                <Box>Optimization: {READINESS_LABEL_TEXT[row.readyForOptimizationLabel]}</Box>
                <Box>Trading: {READINESS_LABEL_TEXT[row.readyForTradingLabel]}</Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tsoOf(row)}</TableCell>
              <TableCell>{assets(row)}</TableCell>
              <TableCell>{trading(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
