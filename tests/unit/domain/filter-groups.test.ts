import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFilters } from '../../../src/domain/filter-table/apply-filters.ts';
import { filterChips, removeFilterChip } from '../../../src/domain/filter-table/chip-list.ts';
import {
  ENGINE_ORDER,
  FILTER_GROUPS,
  FILTER_GROUP_TABLE,
} from '../../../src/domain/filter-table/filter-groups.ts';
import { PANEL_SECTIONS, type FilterGroupSpec } from '../../../src/domain/filters/group-kinds.ts';
import type { DateFilter, FilterGroup, FilterState } from '../../../src/domain/filters/filter-state.ts';
import { DATE_FIELDS, EMPTY_FILTER_STATE, isActiveValue } from '../../../src/domain/filters/filter-state.ts';
import {
  filterStateFromSearchParams,
  filterStateToSearchParams,
} from '../../../src/domain/filter-table/list-url.ts';
import { groupValueArbs } from '../../arbitraries/filter-cases.ts';
import { sitesServerQuery } from '../../../src/domain/sites/sites-query.ts';
import { SITE_FILTER_GROUPS, SITES_LIST_MODULE } from '../../../src/domain/sites/sites.list.ts';

// The filter-group table: every group declared once, and every consumer driven by it.

const groupsOfTable = Object.keys(FILTER_GROUP_TABLE).sort();

describe('the filter-group table', () => {
  it('has exactly one entry per member of the filter state (a member without a group fails here)', () => {
    expect(Object.keys(EMPTY_FILTER_STATE).sort()).toEqual(groupsOfTable);
    expect([...FILTER_GROUPS].sort()).toEqual(groupsOfTable);
    expect([...ENGINE_ORDER].sort()).toEqual(groupsOfTable);
  });

  it('each group has its own URL params, an empty value equal to the empty state’s, and a known panel section', () => {
    const seen = new Map<string, FilterGroup>();
    for (const group of FILTER_GROUPS) {
      const spec = FILTER_GROUP_TABLE[group];
      expect(spec.empty).toEqual(EMPTY_FILTER_STATE[group]);
      expect(PANEL_SECTIONS).toContain(spec.section);
      expect(spec.legend).not.toBe('');
      for (const param of spec.params) {
        expect(seen.get(param), `${param} of ${group}`).toBeUndefined();
        seen.set(param, group);
      }
      // An empty value writes no param, makes no chip and tests nothing.
      expect(spec.serialize(spec.empty as never)).toEqual([]);
      expect(spec.chipValues(spec.empty as never)).toEqual([]);
      expect(spec.test(spec.empty as never)).toBeNull();
    }
  });

  it('the sites list module names exactly the SPEC §7 parameters of the sites call for its server groups', () => {
    const server = SITE_FILTER_GROUPS.flatMap((group) => {
      const server = SITES_LIST_MODULE.server[group];
      return server === null ? [] : [[group, server.params]];
    });
    expect(Object.fromEntries(server)).toEqual({
      activation: ['activation_status'],
      currentStatus: ['current_status'],
      dates: ['creation_start_date', 'creation_end_date'],
      fleets: ['fleets'],
      // Ours, not SPEC §7's: marked `x-source: proposed` on the call.
      offline: ['offline'],
    });
  });

  it('a value is active by its kind (the list engine’s rule) exactly when its group makes chips', () => {
    for (const group of FILTER_GROUPS) {
      const spec = FILTER_GROUP_TABLE[group] as FilterGroupSpec<FilterState[typeof group]>;
      expect(isActiveValue(spec.empty)).toBe(false);
      fc.assert(
        fc.property(groupValueArbs[group], (value) => {
          expect(isActiveValue(value)).toBe(spec.chipValues(value).length > 0);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('every fixed option of a group parses back from the URL', () => {
    for (const group of FILTER_GROUPS) {
      const spec = FILTER_GROUP_TABLE[group];
      for (const option of spec.options ?? []) {
        if (group === 'dates') continue;
        const state = filterStateFromSearchParams(
          new URLSearchParams([[spec.params[0] ?? '', option.value]]),
        );
        expect(filterChips(state).map((chip) => chip.value)).toEqual([option.value]);
      }
    }
  });
});

describe('dates by Created, Activated or Last seen (SPEC §3 client-side filter fields)', () => {
  const row = (created: string, activationDate: string | null, timestamp: string) => ({
    created,
    activationDate,
    timestamp,
  });
  const rows = [
    row('2026-02-01T08:00:00Z', '2026-03-05T10:00:00Z', '2026-10-31T12:00:00Z'),
    row('2026-03-05T08:00:00Z', null, '2026-11-01T12:00:00Z'),
    row('2026-02-02T08:00:00Z', '2026-03-06T10:00:00Z', '2026-10-31T20:00:00Z'),
  ];
  const on = (dates: DateFilter) => applyFilters(rows, { dates });

  it('compares the chosen field as a whole local date; `created` stays the default', () => {
    expect(on({ start: '2026-03-05', end: null })).toEqual([rows[1]]);
    expect(on({ start: '2026-03-05', end: null, field: 'activationDate' })).toEqual([rows[0]]);
    expect(on({ start: '2026-03-05', end: '2026-03-06', field: 'activationDate' })).toEqual([
      rows[0],
      rows[2],
    ]);
    // A row without the field (never activated) never matches a date on it.
    expect(on({ start: '2026-01-01', end: '2026-12-31', field: 'activationDate' })).not.toContain(rows[1]);
    expect(on({ start: '2026-10-31', end: null, field: 'timestamp' })).toEqual([rows[0], rows[2]]);
  });

  it('the field is in the URL (left out for created), in the chip, and cleared with the chip', () => {
    const state: FilterState = {
      ...EMPTY_FILTER_STATE,
      dates: { start: '2026-10-31', end: null, field: 'timestamp' },
    };
    const params = filterStateToSearchParams(state);
    expect(params.toString()).toBe('creation_start_date=2026-10-31&date_field=timestamp');
    expect(filterStateFromSearchParams(params)).toEqual(state);
    const [chip] = filterChips(state);
    expect(chip?.label).toBe('Last seen: 2026/10/31');
    expect(removeFilterChip(state, chip as never).dates).toEqual({ start: null, end: null });
    const created = filterStateToSearchParams({ dates: { start: '2026-10-31', end: null } });
    expect(created.toString()).toBe('creation_start_date=2026-10-31');
  });

  it('a field alone, or an unknown one, is dropped from the URL', () => {
    expect(filterStateFromSearchParams(new URLSearchParams('date_field=timestamp')).dates).toEqual({
      start: null,
      end: null,
    });
    expect(
      filterStateFromSearchParams(new URLSearchParams('creation_end_date=2026-01-02&date_field=bogus')).dates,
    ).toEqual({ start: null, end: '2026-01-02' });
  });

  it('only `created` goes to the server; the other fields are filtered by the client alone', () => {
    expect(sitesServerQuery({ dates: { start: '2026-03-05', end: null } }, '', [])).toEqual({
      creation_start_date: '2026-03-05',
      creation_end_date: '2026-03-05',
    });
    expect(
      sitesServerQuery({ dates: { start: '2026-03-05', end: null, field: 'activationDate' } }, '', []),
    ).toEqual({});
  });

  it('property: parse ∘ serialize is the identity for every field and any dates', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.option(day), fc.option(day), fc.constantFrom(...DATE_FIELDS), (start, end, field) => {
        const dates: DateFilter =
          field === 'created' || (start === null && end === null) ? { start, end } : { start, end, field };
        const state = { ...EMPTY_FILTER_STATE, dates };
        expect(filterStateFromSearchParams(filterStateToSearchParams(state))).toEqual(state);
      }),
    );
  });
});
