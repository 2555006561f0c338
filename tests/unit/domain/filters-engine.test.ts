import { describe, expect, it } from 'vitest';
import { applyFilters } from '../../../src/domain/filter-table/apply-filters.ts';
import type { FilterableRow } from '../../../src/domain/filters/filter-row.ts';
import type { FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';

// Hand-computed cases. Local times are Europe/Berlin: CEST (+2) until 2024-10-27 03:00, CET (+1) after.
const good = { overall: 'good', iot: 'good', vpp: 'good' } as const;
const r1: FilterableRow = {
  siteUuid: 'A',
  online: true,
  status: 'ACTIVE',
  created: '2024-10-26T22:30:00.000Z', // 27th 00:30 local
  fleetsStr: 'North, South',
  hasPv: true,
  hasBattery: false,
  hasEvse: false,
  hasHp: false,
  tradingEnabledSupply: false,
  tradingEnabledFeedIn: false,
  tso: 'TenneT',
  readyForForecastingLabel: 'READY',
  readyForOptimizationLabel: 'READY',
  readyForTradingLabel: 'READY',
  health: good,
  problemName: 'SITE_OFFLINE_NOW',
};
const r2: FilterableRow = {
  ...r1,
  online: false,
  status: 'AUTO_ACTIVATED',
  created: '2024-10-27T22:59:59Z', // 27th 23:59:59 local
  fleetsStr: 'Northeast',
  hasPv: false,
  hasBattery: true,
  tso: undefined,
  readyForForecastingLabel: 'NOT_READY',
  readyForTradingLabel: 'NOT_READY',
  health: { overall: 'moderate', iot: 'critical', vpp: 'good' },
  problemName: 'PV_FORECAST_DEVIATION',
};
const r3: FilterableRow = {
  ...r1,
  siteUuid: 'B',
  status: 'INACTIVE',
  created: '2024-10-27T23:00:00.000Z', // 28th 00:00 local
  fleetsStr: 'not linked to fleet',
  hasPv: false,
  hasEvse: true,
  hasHp: true,
  tradingEnabledSupply: true,
  tso: null,
  readyForForecastingLabel: 'NOT_READY',
  readyForOptimizationLabel: 'NOT_READY',
  readyForTradingLabel: 'NOT_READY',
  health: { overall: 'critical', iot: 'good', vpp: 'moderate' },
};
const r4: FilterableRow = {
  ...r1,
  siteUuid: 'C',
  online: false,
  created: '2024-10-26T21:59:59.999Z', // 26th 23:59:59.999 local
  fleetsStr: 'South',
  hasPv: false,
  tradingEnabledFeedIn: true,
  tso: 'Amprion',
  readyForForecastingLabel: 'MISSING_MASTER_DATA',
  readyForOptimizationLabel: 'MISSING_MASTER_DATA',
  readyForTradingLabel: 'MISSING_MASTER_DATA',
  health: { overall: 'good', iot: 'moderate', vpp: 'critical' },
  problemName: 'SITE_NOT_OPTIMIZABLE',
};
const r5: FilterableRow = {
  ...r1,
  siteUuid: 'B',
  created: '2024-10-27T01:30:00+02:00', // 27th 01:30 local, written with an offset
  fleetsStr: 'West',
  tso: '',
  readyForForecastingLabel: 'NOT_READY',
  readyForOptimizationLabel: 'NOT_READY',
  readyForTradingLabel: 'READY',
  health: { overall: 'good', iot: 'critical', vpp: 'critical' },
  problemName: 'SITE_NOT_OPTIMIZABLE',
};
const r6: FilterableRow = {
  ...r4,
  siteUuid: 'D',
  online: true,
  created: '2024-10-25T10:00:00Z',
  fleetsStr: 'North',
  tradingEnabledSupply: true,
  tso: 'TenneT',
  health: { overall: 'moderate', iot: 'good', vpp: 'good' },
  problemName: 'ACTIVE_FC_INCOMPLETE',
};
const rows = [r1, r2, r3, r4, r5, r6];
const names = new Map(rows.map((row, i) => [row, `r${i + 1}`]));

function keep(state: Partial<FilterState>, input: readonly FilterableRow[] = rows): string[] {
  return applyFilters(input, { ...EMPTY_FILTER_STATE, ...state }).map((row) => names.get(row) ?? '?');
}

describe('applyFilters on hand-computed cases', () => {
  it('runs in the pinned time zone', () => {
    expect(new Date('2024-10-26T22:30:00Z').getHours(), 'TZ must be Europe/Berlin (vite.config.ts)').toBe(0);
  });

  it('returns a copy of every row for the empty state', () => {
    const result = applyFilters(rows, EMPTY_FILTER_STATE);
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
    expect(applyFilters(rows, {})).toEqual(rows);
  });

  it('compares whole local dates of `created`: one date is equality, two an inclusive range', () => {
    expect(keep({ dates: { start: '2024-10-27', end: null } })).toEqual(['r1', 'r2', 'r5']);
    expect(keep({ dates: { start: null, end: '2024-10-26' } })).toEqual(['r4']);
    expect(keep({ dates: { start: '2024-10-26', end: '2024-10-27' } })).toEqual(['r1', 'r2', 'r4', 'r5']);
    expect(keep({ dates: { start: '2024-10-28', end: '2024-10-28' } })).toEqual(['r3']);
    expect(keep({ dates: { start: '2024-10-28', end: '2024-10-26' } })).toEqual([]);
  });

  it('matches nothing for a malformed date rather than ignoring it', () => {
    expect(keep({ dates: { start: '2024-13-01', end: null } })).toEqual([]);
  });

  it('matches fleets by substring of fleetsStr', () => {
    expect(keep({ fleets: ['North'] })).toEqual(['r1', 'r2', 'r6']);
    expect(keep({ fleets: ['Northeast', 'West'] })).toEqual(['r2', 'r5']);
  });

  it("treats a missing TSO (absent, null or empty) as 'not available'", () => {
    expect(keep({ tso: ['not available'] })).toEqual(['r2', 'r3', 'r5']);
    expect(keep({ tso: ['TenneT', 'not available'] })).toEqual(['r1', 'r2', 'r3', 'r5', 'r6']);
  });

  it('matches online/offline on `online` and ACTIVE/AUTO_ACTIVATED on `status`, OR within the group', () => {
    expect(keep({ activation: ['HEMS_OFFLINE'] })).toEqual(['r2', 'r4']);
    expect(keep({ activation: ['HEMS_ONLINE', 'AUTO_ACTIVATED'] })).toEqual(['r1', 'r2', 'r3', 'r5', 'r6']);
    expect(keep({ currentStatus: ['ACTIVE'] })).toEqual(['r1', 'r4', 'r5', 'r6']);
  });

  it('matches site and trading attributes', () => {
    expect(keep({ siteAttributes: ['hasPv', 'hasHp'] })).toEqual(['r1', 'r3', 'r5']);
    expect(keep({ tradingAttributes: ['tradingEnabledSupply'] })).toEqual(['r3', 'r6']);
  });

  it('matches readiness on any of the three labels, then keeps the first row of each site', () => {
    expect(keep({ readiness: ['READY'] })).toEqual(['r1', 'r5']);
    expect(keep({ readiness: ['NOT_READY', 'MISSING_MASTER_DATA'] })).toEqual(['r2', 'r3', 'r4', 'r6']);
  });

  it('dedupes after the other groups, so a site is kept through a later row', () => {
    expect(keep({ readiness: ['READY'], problems: ['PV_FORECAST_DEVIATION'] })).toEqual(['r2']);
  });

  it('matches problems on problemName and the nine health keys on their dimension', () => {
    expect(keep({ problems: ['SITE_OFFLINE_NOW'] })).toEqual(['r1', 'r3']);
    expect(keep({ health: ['criticalIot', 'goodVpp'] })).toEqual(['r1', 'r2', 'r5', 'r6']);
    expect(keep({ health: ['criticalOverall'] })).toEqual(['r3']);
  });

  it('ANDs across groups', () => {
    expect(
      keep({
        activation: ['HEMS_ONLINE'],
        siteAttributes: ['hasPv'],
        dates: { start: '2024-10-27', end: null },
      }),
    ).toEqual(['r1', 'r5']);
    expect(keep({ activation: ['HEMS_ONLINE'], tso: ['not available'] })).toEqual(['r3', 'r5']);
  });

  it('filters prepared-installation rows by installation status and the single prepared status', () => {
    const installations: FilterableRow[] = [
      { status: 'READY', created: '2024-10-27T10:00:00Z' },
      { status: 'IN_PROGRESS', created: '2024-10-28T10:00:00Z' },
      { status: 'COMPLETED', created: '2024-10-28T10:00:00Z' },
      { status: 'ACTIVATED', created: '2024-10-29T10:00:00Z' },
    ];
    const statuses = (state: Partial<FilterState>) =>
      applyFilters(installations, state).map((row) => row.status);
    expect(statuses({ preparedStatus: 'READY' })).toEqual(['READY']);
    expect(statuses({ installationStatus: ['COMPLETED', 'ACTIVATED'] })).toEqual(['COMPLETED', 'ACTIVATED']);
    expect(
      statuses({ installationStatus: ['COMPLETED', 'ACTIVATED'], dates: { start: '2024-10-28', end: null } }),
    ).toEqual(['COMPLETED']);
  });
});
