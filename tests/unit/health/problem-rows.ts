import type { components } from '../../../src/api/schema.gen.ts';

export type ProblemRow = components['schemas']['ProblemRow'];

const uuid = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A schema-valid problem row for site `n`; the subscription uuid differs from the site uuid on purpose. */
export function problemRow(
  n: number,
  problemName: ProblemRow['problemName'],
  overrides: Partial<ProblemRow> = {},
): ProblemRow {
  return {
    siteUuid: uuid('a', n),
    subscription: uuid('b', n),
    userReference: `CUST-${String(n).padStart(4, '0')}`,
    problemName,
    since: '2026-10-01T08:30:00Z',
    hasPv: false,
    hasBattery: false,
    hasEvse: false,
    hasHp: false,
    tradingEnabledSupply: false,
    tradingEnabledFeedIn: false,
    readyForForecastingLabel: 'NOT_READY',
    readyForOptimizationLabel: 'NOT_READY',
    readyForTradingLabel: 'NOT_READY',
    health: { overall: 'good', iot: 'good', vpp: 'good' },
    ...overrides,
  };
}

export const subscriptionOf = (n: number) => uuid('b', n);
