import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { DIMENSION_LABELS, HEALTH_DIMENSIONS, LEVEL_LABELS } from '../../../domain/health/health.ts';
import { problemTitle, SEVERITY_LABELS, severityOf } from '../../../domain/problems/problems.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
import { t } from '../../../i18n/i18n.ts';
import type { ProblemRow, ProblemWireRow } from '../api/list-problem-rows.ts';

/** A problem row's assets as the table writes them: 'PV, Battery', or 'none'. */
export function assetsText(row: ProblemWireRow): string {
  const names = [
    row.hasPv ? t('health.asset.pv') : null,
    row.hasBattery ? t('health.asset.battery') : null,
    row.hasEvse ? t('health.asset.evse') : null,
    row.hasHp ? t('health.asset.hp') : null,
  ].filter((name) => name !== null);
  return names.length > 0 ? names.join(', ') : t('health.none');
}

/** The trading a site has enabled, as the table writes it: 'Supply, Feed-in', or 'none'. */
export function tradingText(row: ProblemWireRow): string {
  const names = [
    row.tradingEnabledSupply ? t('health.supply') : null,
    row.tradingEnabledFeedIn ? t('health.feedIn') : null,
  ].filter((name) => name !== null);
  return names.length > 0 ? names.join(', ') : t('health.none');
}

/**
 * The problem lists' export: what each table cell shows, one value a column, named as the table labels it ('Trading'
 * appears twice there, under Master data and under Site details); `Since` stays ISO 8601.
 */
export const PROBLEM_CSV_COLUMNS: readonly CsvColumn<ProblemRow>[] = [
  { header: 'User reference', cell: (row) => row.userReference },
  { header: 'Problem', cell: (row) => problemTitle(row.problemName) },
  { header: 'Problem code', cell: (row) => row.problemName },
  { header: 'Severity', cell: (row) => SEVERITY_LABELS[severityOf(row.problemName)] },
  { header: 'Since', cell: (row) => row.since },
  ...HEALTH_DIMENSIONS.map((dimension): CsvColumn<ProblemRow> => ({
    header: DIMENSION_LABELS[dimension],
    cell: (row) => LEVEL_LABELS[row.health[dimension]],
  })),
  { header: 'Forecasting', cell: (row) => READINESS_LABEL_TEXT[row.readyForForecastingLabel] },
  { header: 'Optimization', cell: (row) => READINESS_LABEL_TEXT[row.readyForOptimizationLabel] },
  { header: 'Trading (master data)', cell: (row) => READINESS_LABEL_TEXT[row.readyForTradingLabel] },
  { header: 'TSO', cell: (row) => tsoOf(row) },
  { header: 'Assets', cell: (row) => assetsText(row) },
  { header: 'Trading (site details)', cell: (row) => tradingText(row) },
  { header: 'Fleets', cell: (row) => row.fleetsStr },
  { header: 'Subscription', cell: (row) => row.subscription },
];
