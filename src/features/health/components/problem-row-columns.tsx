import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { paths } from '../../../config/paths.ts';
import { displayDateAndTime } from '../../../domain/format/date-display.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { severityOf } from '../../../domain/problems/problems.ts';
import { problemName, readinessText } from '../../../components/problem-words.ts';
import { t } from '../../../i18n/i18n.ts';
import type { ProblemWireRow as ProblemRow } from '../api/list-problem-rows.ts';
import { HealthLevels } from './health-levels.tsx';
import { assetsText, tradingText } from './problem-row-cells.ts';
import { ProblemExplainLink } from './problem-explain-link.tsx';
import { SeverityIndicator } from './severity-indicator.tsx';

/** A cell's lines kept on one line each: the columns of two or three short values. */
const lines = { whiteSpace: 'nowrap' } as const;

/**
 * The problem lists' columns on the kit's list screen (stable ids): the site and its problem, since when, the three
 * health values, the master data readiness and the site details. The rows come in the server's order (no sort).
 */
export const problemColumns = (): readonly ListColumn<ProblemRow, never>[] => [
  {
    id: 'siteAndProblem',
    label: t('health.column.siteAndProblem'),
    cell: (row) => (
      <Box sx={{ minWidth: 170 }}>
        <TruncatedText
          to={paths.site({ subUuid: row.subscription })}
          text={row.userReference}
          maxWidth={260}
          sx={{ fontWeight: 600, minHeight: 24 }}
        />
        <Typography variant="body2">{problemName(row.problemName)}</Typography>
        <ProblemExplainLink row={row} />
        <SeverityIndicator severity={severityOf(row.problemName)} />
      </Box>
    ),
  },
  {
    id: 'since',
    label: t('health.column.since'),
    cell: (row) => {
      const [day, time] = displayDateAndTime(row.since);
      return (
        <Box sx={lines}>
          <Box>{day}</Box>
          <Box sx={{ color: 'text.secondary' }}>{time}</Box>
        </Box>
      );
    },
  },
  { id: 'health', label: t('health.column.health'), cell: (row) => <HealthLevels health={row.health} /> },
  {
    id: 'masterData',
    label: t('health.column.masterData'),
    // Its values may wrap ("Optimization: Missing Master Data"): the five columns then fit beside the filter panel at
    // 1280 px with the kit's cell padding.
    cell: (row) => (
      <Box>
        <Box>{t('health.forecasting', { value: readinessText(row.readyForForecastingLabel) })}</Box>
        <Box>{t('health.optimization', { value: readinessText(row.readyForOptimizationLabel) })}</Box>
        <Box>{t('health.trading', { value: readinessText(row.readyForTradingLabel) })}</Box>
      </Box>
    ),
  },
  {
    id: 'siteDetails',
    label: t('health.column.siteDetails'),
    cell: (row) => (
      <Box sx={{ minWidth: 140 }}>
        <TruncatedText text={t('health.tso', { value: tsoOf(row) })} maxWidth={240} />
        <Box>{t('health.assets', { value: assetsText(row) })}</Box>
        <Box>{t('health.trading', { value: tradingText(row) })}</Box>
      </Box>
    ),
  },
];
