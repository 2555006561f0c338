import { describe, expect, it } from 'vitest';
import type { FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import {
  filterStateFromSearchParams,
  filterStateToSearchParams,
  isFilterParam,
} from '../../../src/domain/filter-table/list-url.ts';

const parse = (query: string, problemCodes?: readonly string[]) =>
  filterStateFromSearchParams(new URLSearchParams(query), problemCodes ? { problemCodes } : {});

describe('filter state <-> URL search params', () => {
  it('writes repeated params in group order, dates as yyyy-MM-dd', () => {
    const state: FilterState = {
      ...EMPTY_FILTER_STATE,
      activation: ['HEMS_ONLINE', 'ACTIVE'],
      dates: { start: '2024-10-01', end: '2024-10-31' },
      fleets: ['North & South'],
      health: ['criticalVpp'],
      preparedStatus: 'IN_PROGRESS',
    };
    expect(filterStateToSearchParams(state).toString()).toBe(
      'activation_status=HEMS_ONLINE&activation_status=ACTIVE&prepared_status=IN_PROGRESS' +
        '&creation_start_date=2024-10-01&creation_end_date=2024-10-31&fleet=North+%26+South&health=criticalVpp',
    );
    expect(filterStateToSearchParams(EMPTY_FILTER_STATE).toString()).toBe('');
  });

  it('reads what it writes', () => {
    const state = parse(
      'current_status=INACTIVE&tso=not+available&tso=TenneT&readiness=NOT_READY&problem=SITE_OFFLINE_NOW',
    );
    expect(state).toEqual({
      ...EMPTY_FILTER_STATE,
      currentStatus: ['INACTIVE'],
      tso: ['not available', 'TenneT'],
      readiness: ['NOT_READY'],
      problems: ['SITE_OFFLINE_NOW'],
    });
    expect(filterStateToSearchParams(state).toString()).toBe(
      'current_status=INACTIVE&readiness=NOT_READY&tso=not+available&tso=TenneT&problem=SITE_OFFLINE_NOW',
    );
  });

  it('drops unknown params, unknown values, impossible dates and duplicates', () => {
    expect(
      parse(
        'page=2&sort=name&activation_status=HEMS_OFFLINE&activation_status=ONLINE&activation_status=HEMS_OFFLINE' +
          '&creation_start_date=2024-02-30&creation_end_date=2024-02-29&site_attribute=hasPv&site_attribute=hasSolar' +
          '&prepared_status=ACTIVATED&prepared_status=READY&prepared_status=COMPLETED&fleet=&fleet=%20&health=goodIot' +
          '&health=bestIot&problem=lower_case&trading_attribute=tradingEnabledFeedIn',
      ),
    ).toEqual({
      ...EMPTY_FILTER_STATE,
      activation: ['HEMS_OFFLINE'],
      dates: { start: null, end: '2024-02-29' },
      siteAttributes: ['hasPv'],
      preparedStatus: 'READY',
      health: ['goodIot'],
      tradingAttributes: ['tradingEnabledFeedIn'],
    });
  });

  it('drops the params of groups the screen does not offer', () => {
    const state = filterStateFromSearchParams(
      new URLSearchParams(
        'activation_status=HEMS_ONLINE&problem=SITE_OFFLINE_NOW&creation_start_date=2024-10-01',
      ),
      { groups: ['problems', 'tso'] },
    );
    expect(state).toEqual({ ...EMPTY_FILTER_STATE, problems: ['SITE_OFFLINE_NOW'] });
  });

  it('restricts problem codes to a given catalogue', () => {
    expect(
      parse('problem=SITE_OFFLINE_NOW&problem=PENDING_ACTIVATION', ['PENDING_ACTIVATION']).problems,
    ).toEqual(['PENDING_ACTIVATION']);
  });

  it('keeps the non-filter params it is given and replaces the filter params', () => {
    const current = new URLSearchParams('page=3&fleet=Old&text=abc');
    const next = filterStateToSearchParams({ fleets: ['New'] }, current);
    expect(next.toString()).toBe('page=3&text=abc&fleet=New');
    expect(isFilterParam('fleet')).toBe(true);
    expect(isFilterParam('page')).toBe(false);
  });
});
