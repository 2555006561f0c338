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
 * appears twice there, under Master data and under Site details); `Since` as local date and time.
 */
export const PROBLEM_CSV_COLUMNS: readonly CsvColumn<ProblemRow>[] = [
  { header: () => t('csv.problems.userReference'), cell: (row) => row.userReference },
  { header: () => t('csv.problems.problem'), cell: (row) => problemTitle(row.problemName) },
  { header: () => t('csv.problems.problemCode'), cell: (row) => row.problemName },
  { header: () => t('csv.problems.severity'), cell: (row) => SEVERITY_LABELS[severityOf(row.problemName)] },
  { header: () => t('csv.problems.since'), instant: true, cell: (row) => row.since },
  ...HEALTH_DIMENSIONS.map((dimension): CsvColumn<ProblemRow> => ({
    header: DIMENSION_LABELS[dimension],
    cell: (row) => LEVEL_LABELS[row.health[dimension]],
  })),
  {
    header: () => t('csv.problems.forecasting'),
    cell: (row) => READINESS_LABEL_TEXT[row.readyForForecastingLabel],
  },
  {
    header: () => t('csv.problems.optimization'),
    cell: (row) => READINESS_LABEL_TEXT[row.readyForOptimizationLabel],
  },
  {
    header: () => t('csv.problems.tradingMasterData'),
    cell: (row) => READINESS_LABEL_TEXT[row.readyForTradingLabel],
  },
  { header: () => t('csv.problems.tso'), cell: (row) => tsoOf(row) },
  { header: () => t('csv.problems.assets'), cell: (row) => assetsText(row) },
  { header: () => t('csv.problems.tradingSiteDetails'), cell: (row) => tradingText(row) },
  { header: () => t('csv.problems.fleets'), cell: (row) => row.fleetsStr },
  { header: () => t('csv.problems.subscription'), cell: (row) => row.subscription },
];
