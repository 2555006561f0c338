import { describe, expect, it } from 'vitest';
import { chipLabel, filterChips, removeFilterChip } from '../../../src/domain/filter-table/chip-list.ts';
import type { FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';

const state: FilterState = {
  ...EMPTY_FILTER_STATE,
  activation: ['HEMS_ONLINE', 'AUTO_ACTIVATED'],
  currentStatus: ['INACTIVE'],
  installationStatus: ['ACTIVATED', 'COMPLETED', 'READY', 'IN_PROGRESS'],
  dates: { start: '2024-10-01', end: '2024-10-31' },
  fleets: ['North'],
  siteAttributes: ['hasEvse', 'hasHp', 'hasPv', 'hasBattery'],
  tradingAttributes: ['tradingEnabledSupply', 'tradingEnabledFeedIn'],
  readiness: ['MISSING_MASTER_DATA'],
  tso: ['not available'],
  problems: ['SITE_OFFLINE_NOW'],
  health: ['goodOverall', 'moderateIot', 'criticalVpp'],
};

describe('filter chips', () => {
  it('labels every chosen value as SPEC §5 and §4 show them, in group order', () => {
    expect(filterChips(state).map((chip) => chip.label)).toEqual([
      'HEMS Online',
      'Activation: Auto-Activated',
      'Status: Inactive',
      'Activated',
      'Completed',
      'Ready',
      'In-Progress',
      '2024/10/01 – 2024/10/31',
      'Fleet: North',
      'has EVSE',
      'has HP',
      'has PV',
      'has Battery',
      'Trading Enabled Supply',
      'Trading Enabled FeedIn',
      'Master Data: Missing Master Data',
      'TSO: not available',
      'SITE_OFFLINE_NOW',
      'Site Health Status: Good',
      'IoT Health: Moderate',
      'VPP Health: Critical',
    ]);
  });

  it('labels a single date, from either side, as that date', () => {
    const label = (start: string | null, end: string | null) =>
      filterChips({ dates: { start, end } }).map((chip) => chip.label);
    expect(label('2024-10-27', null)).toEqual(['2024/10/27']);
    expect(label(null, '2024-10-27')).toEqual(['2024/10/27']);
    expect(label('2024-10-27', '2024-10-27')).toEqual(['2024/10/27']);
    expect(label(null, null)).toEqual([]);
  });

  it('uses the caller’s problem labels', () => {
    const chips = filterChips(
      { problems: ['SITE_OFFLINE_NOW'] },
      { problemLabel: (code) => `Problem ${code}` },
    );
    expect(chips).toEqual([
      {
        key: 'problems:SITE_OFFLINE_NOW',
        group: 'problems',
        value: 'SITE_OFFLINE_NOW',
        label: 'Problem SITE_OFFLINE_NOW',
      },
    ]);
  });

  it('has unique keys', () => {
    const keys = filterChips(state).map((chip) => chip.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('removes exactly the chip’s value; the date chip clears both dates; the prepared status clears', () => {
    const chips = filterChips({ ...state, preparedStatus: 'READY' });
    const hp = chips.find((chip) => chip.label === 'has HP')!;
    expect(removeFilterChip(state, hp).siteAttributes).toEqual(['hasEvse', 'hasPv', 'hasBattery']);
    expect(removeFilterChip(state, hp).fleets).toBe(state.fleets);
    const dates = chips.find((chip) => chip.group === 'dates')!;
    expect(removeFilterChip(state, dates).dates).toEqual({ start: null, end: null });
    const prepared = chips.find((chip) => chip.group === 'preparedStatus')!;
    expect(removeFilterChip({ ...state, preparedStatus: 'READY' }, prepared).preparedStatus).toBeNull();
  });

  it('leaves a partial state without that group untouched', () => {
    const partial = { fleets: ['North'] };
    expect(removeFilterChip(partial, { group: 'tso', value: 'x' })).toBe(partial);
  });

  it('falls back to the raw value for values outside the catalogues', () => {
    expect(chipLabel('currentStatus', 'UNKNOWN')).toBe('UNKNOWN');
    expect(chipLabel('health', 'greatIot')).toBe('greatIot');
  });
});
