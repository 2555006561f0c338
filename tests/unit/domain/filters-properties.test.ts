import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFilters } from '../../../src/domain/filter-table/apply-filters.ts';
import { filterChips, removeFilterChip } from '../../../src/domain/filter-table/chip-list.ts';
import type { FilterableRow } from '../../../src/domain/filters/filter-row.ts';
import type { FilterGroup, FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import {
  filterStateFromSearchParams,
  filterStateToSearchParams,
} from '../../../src/domain/filter-table/list-url.ts';
import {
  INSTALLATION_GROUPS,
  SITE_GROUPS,
  filterCaseArb,
  filterStateArb,
  groupValueArbs,
  installationRowArb,
  siteRowArb,
} from '../../arbitraries/filter-cases.ts';
import type { FilterCase } from '../../arbitraries/filter-cases.ts';

/** Run counts, reported in the closing note. */
const RUNS = { engine: 400, url: 400, ratios: 200 } as const;

// ---------------------------------------------------------------------------------------------------------------
// The naive reference: SPEC §5's sentences (with DESIGN §3's reading), one by one, sharing nothing with the engine.
// ---------------------------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
/** "Date filters compare whole dates": the local calendar date of the instant (TZ is pinned to Europe/Berlin). */
function wholeLocalDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function referenceFilter(rows: readonly FilterableRow[], s: FilterState): FilterableRow[] {
  const passes = (row: FilterableRow): boolean => {
    // "Filters combine with AND across groups"; within a group any choice will do (DESIGN §3).
    // "Online and offline filters match the online flag"; ACTIVE / AUTO_ACTIVATED match the status (DESIGN §3).
    if (
      s.activation.length > 0 &&
      !s.activation.some((choice) =>
        choice === 'HEMS_ONLINE'
          ? row.online === true
          : choice === 'HEMS_OFFLINE'
            ? row.online === false
            : row.status === choice,
      )
    )
      return false;
    if (s.currentStatus.length > 0 && !s.currentStatus.some((choice) => row.status === choice)) return false;
    if (s.installationStatus.length > 0 && !s.installationStatus.some((choice) => row.status === choice))
      return false;
    if (s.preparedStatus !== null && row.status !== s.preparedStatus) return false;
    // "A single date means equality; a start and end date means an inclusive range" (on `created`).
    if (s.dates.start !== null || s.dates.end !== null) {
      if (row.created === undefined) return false;
      const day = wholeLocalDate(row.created);
      if (s.dates.start !== null && s.dates.end !== null) {
        if (!(s.dates.start <= day && day <= s.dates.end)) return false;
      } else if (day !== (s.dates.start ?? s.dates.end)) return false;
    }
    // "The fleet filter matches if the fleet string contains the chosen name."
    if (s.fleets.length > 0 && !s.fleets.some((name) => (row.fleetsStr ?? '').indexOf(name) !== -1))
      return false;
    if (s.siteAttributes.length > 0 && !s.siteAttributes.some((attribute) => row[attribute] === true))
      return false;
    if (s.tradingAttributes.length > 0 && !s.tradingAttributes.some((attribute) => row[attribute] === true))
      return false;
    // "The TSO filter treats a missing TSO as 'not available'."
    if (s.tso.length > 0 && !s.tso.includes(row.tso === undefined ? 'not available' : row.tso!)) return false;
    // "Filtering by problem matches problemName."
    if (s.problems.length > 0 && !s.problems.some((code) => row.problemName === code)) return false;
    // Health keys: level + dimension, e.g. criticalIot = health.iot is critical.
    if (
      s.health.length > 0 &&
      !s.health.some((key) => {
        const dimension = key.endsWith('Overall') ? 'overall' : key.endsWith('Iot') ? 'iot' : 'vpp';
        return row.health !== undefined && key.startsWith(row.health[dimension]);
      })
    )
      return false;
    // "… matches if any of the forecasting, optimization or trading readiness labels equals the choice …"
    if (
      s.readiness.length > 0 &&
      !s.readiness.some(
        (choice) =>
          row.readyForForecastingLabel === choice ||
          row.readyForOptimizationLabel === choice ||
          row.readyForTradingLabel === choice,
      )
    )
      return false;
    return true;
  };
  const kept = rows.filter(passes);
  if (s.readiness.length === 0) return kept;
  // "… with duplicates removed by siteUuid": the first row of each site stays (DESIGN §3).
  return kept.filter((row, index) => kept.findIndex((other) => other.siteUuid === row.siteUuid) === index);
}

// ---------------------------------------------------------------------------------------------------------------

function only(state: FilterState, group: FilterGroup): FilterState {
  return { ...EMPTY_FILTER_STATE, [group]: state[group] };
}

function activeOf(c: FilterCase): FilterGroup[] {
  return c.groups.filter((group) => filterChips(only(c.state, group)).length > 0);
}

function isSubsequence(part: readonly unknown[], whole: readonly unknown[]): boolean {
  let at = 0;
  for (const item of part) {
    at = whole.indexOf(item, at);
    if (at === -1) return false;
    at += 1;
  }
  return true;
}

describe('filter engine properties (fast-check)', () => {
  it('each group alone keeps roughly a third of the rows, so no property below is vacuous', () => {
    const ratios = new Map<string, number[]>();
    const sample = (label: string, groups: readonly FilterGroup[], rowArb: fc.Arbitrary<FilterableRow>) => {
      for (const group of groups) {
        const cases = fc.sample(
          fc.tuple(fc.array(rowArb, { minLength: 30, maxLength: 30 }), groupValueArbs[group]),
          {
            numRuns: RUNS.ratios,
            seed: 42,
          },
        );
        const kept = cases.map(
          ([rows, value]) =>
            applyFilters(rows, { ...EMPTY_FILTER_STATE, [group]: value }).length / rows.length,
        );
        ratios.set(`${label} ${group}`, kept);
      }
    };
    sample('site', SITE_GROUPS, siteRowArb);
    sample('installation', INSTALLATION_GROUPS, installationRowArb);
    const lines: string[] = [];
    for (const [name, kept] of ratios) {
      const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
      lines.push(`${name.padEnd(32)} mean kept ${(100 * mean).toFixed(1)}%`);
      expect(mean, name).toBeGreaterThan(0.2);
      expect(mean, name).toBeLessThan(0.5);
    }
    console.info(`Filter group match ratios (${RUNS.ratios} samples of 30 rows each):\n${lines.join('\n')}`);
  });

  it('typical states are neither empty nor keep everything', () => {
    const cases = fc.sample(filterCaseArb, { numRuns: RUNS.engine, seed: 7 });
    const informative = cases.filter((c) => {
      const kept = applyFilters(c.rows, c.state).length;
      return activeOf(c).length >= 2 && kept > 0 && kept < c.rows.length;
    });
    console.info(
      `Cases with >= 2 active groups and a proper, non-empty result: ${informative.length}/${cases.length}`,
    );
    expect(informative.length / cases.length).toBeGreaterThan(0.2);
  });

  it('agrees with the naive reference implementation of SPEC §5', () => {
    fc.assert(
      fc.property(filterCaseArb, (c) => {
        expect(applyFilters(c.rows, c.state)).toEqual(referenceFilter(c.rows, c.state));
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('keeps a subsequence of the input (same row objects, same order)', () => {
    fc.assert(
      fc.property(filterCaseArb, (c) => {
        expect(isSubsequence(applyFilters(c.rows, c.state), c.rows)).toBe(true);
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('returns every row for the empty state', () => {
    fc.assert(
      fc.property(filterCaseArb, (c) => {
        const result = applyFilters(c.rows, EMPTY_FILTER_STATE);
        expect(result).toEqual(c.rows);
        expect(result).not.toBe(c.rows);
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('without readiness, equals the intersection of single-group results in any group order', () => {
    const caseWithOrder = filterCaseArb
      .filter((c) => c.state.readiness.length === 0)
      .chain((c) => {
        const active = activeOf(c);
        return fc.tuple(
          fc.constant(c),
          fc.shuffledSubarray(active, { minLength: active.length, maxLength: active.length }),
        );
      });
    fc.assert(
      fc.property(caseWithOrder, ([c, order]) => {
        const intersection = order.reduce<readonly FilterableRow[]>((kept, group) => {
          const alone = new Set(applyFilters(c.rows, only(c.state, group)));
          return kept.filter((row) => alone.has(row));
        }, c.rows);
        const reordered = Object.fromEntries(order.map((group) => [group, c.state[group]]));
        expect(applyFilters(c.rows, c.state)).toEqual(intersection);
        expect(applyFilters(c.rows, reordered)).toEqual(intersection);
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('adding a group never grows the result', () => {
    const caseWithExtra = filterCaseArb
      .filter((c) => activeOf(c).length < c.groups.length)
      .chain((c) => {
        const inactive = c.groups.filter((group) => !activeOf(c).includes(group));
        return fc
          .constantFrom(...inactive)
          .chain((group) => groupValueArbs[group].map((value) => ({ c, group, value })));
      });
    fc.assert(
      fc.property(caseWithExtra, ({ c, group, value }) => {
        const before = applyFilters(c.rows, c.state);
        const after = applyFilters(c.rows, { ...c.state, [group]: value });
        expect(after.length).toBeLessThanOrEqual(before.length);
        if (c.state.readiness.length === 0 && group !== 'readiness') {
          expect(isSubsequence(after, before)).toBe(true);
        } else {
          // The readiness dedupe may keep a later row of a site whose first row the new group removed.
          const sitesBefore = new Set(before.map((row) => row.siteUuid));
          expect(after.every((row) => sitesBefore.has(row.siteUuid))).toBe(true);
        }
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(filterCaseArb, (c) => {
        const once = applyFilters(c.rows, c.state);
        expect(applyFilters(once, c.state)).toEqual(once);
      }),
      { numRuns: RUNS.engine },
    );
  });

  it('removing a chip restores the result from before it was added', () => {
    fc.assert(
      fc.property(filterCaseArb, fc.nat(), (c, pick) => {
        const chips = filterChips(c.state);
        fc.pre(chips.length > 0);
        const chip = chips[pick % chips.length]!;
        const without = removeFilterChip(c.state, chip);
        // Rebuild "before" independently: the same choices minus the chip's value.
        const before: FilterState =
          chip.group === 'dates'
            ? { ...c.state, dates: { start: null, end: null } }
            : chip.group === 'preparedStatus'
              ? { ...c.state, preparedStatus: null }
              : {
                  ...c.state,
                  [chip.group]: (c.state[chip.group] as string[]).filter((v) => v !== chip.value),
                };
        expect(without).toEqual(before);
        expect(filterChips(without).map((x) => x.key)).toEqual(
          chips.filter((x) => x !== chip).map((x) => x.key),
        );
        expect(applyFilters(c.rows, without)).toEqual(applyFilters(c.rows, before));
      }),
      { numRuns: RUNS.engine },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

const anyState = filterStateArb([...SITE_GROUPS, 'installationStatus', 'preparedStatus'], 12);

/** Values a URL may carry for a filter param that are not valid for it. */
const malformedArb = fc.oneof(
  fc.constantFrom(
    ['activation_status', 'ONLINE'],
    ['current_status', 'active'],
    ['installation_status', 'DONE'],
    ['prepared_status', 'ACTIVATED'],
    ['creation_start_date', '2024-02-30'],
    ['creation_end_date', '2024/10/27'],
    ['creation_start_date', ''],
    ['fleet', '   '],
    ['site_attribute', 'hasSolar'],
    ['trading_attribute', 'supply'],
    ['readiness', 'ready'],
    ['tso', ''],
    ['problem', 'not a code'],
    ['health', 'goodEverything'],
  ),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([name, value]) => [`x_${name}`, value]),
);

describe('URL state properties (fast-check)', () => {
  it('round-trips every state losslessly', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const params = filterStateToSearchParams(state);
        expect(filterStateFromSearchParams(new URLSearchParams(params.toString()))).toEqual(state);
      }),
      { numRuns: RUNS.url },
    );
  });

  it('drops unknown and malformed params wherever they appear, and keeps non-filter params when asked', () => {
    fc.assert(
      fc.property(anyState, fc.array(fc.tuple(malformedArb, fc.nat())), (state, junk) => {
        const entries = [...filterStateToSearchParams(state)];
        for (const [[name, value], at] of junk) entries.splice(at % (entries.length + 1), 0, [name, value]);
        const dirty = new URLSearchParams(entries);
        expect(filterStateFromSearchParams(new URLSearchParams(dirty.toString()))).toEqual(state);
        const rewritten = filterStateToSearchParams(state, dirty);
        const kept = [...rewritten].filter(([name]) => name.startsWith('x_'));
        expect(kept).toEqual([...dirty].filter(([name]) => name.startsWith('x_')));
      }),
      { numRuns: RUNS.url },
    );
  });
});
