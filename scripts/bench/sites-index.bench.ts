// The data half of a sites list interaction over every site, in Node: what the list computes for a filter toggle,
// a search and a sort at 10,000 and 100,000 sites, by the engine (matchingSites: search, collator sort, filterRows;
// what the list ran before its indexes) and by the indexes (SitesIndex.query, its ranks, search keys and masks built
// once up front, as the list builds them after the load). Also the indexes' build, in steps, and what a worker
// would have cost first: a structured clone of the collection (postMessage clones on the sending thread).
import { EMPTY_FILTER_STATE } from '../../src/domain/filters/filter-state.ts';
import {
  runSteps,
  searchKeySteps,
  siteNumberSteps,
  SitesIndex,
  sortRankSteps,
} from '../../src/domain/sites/sites-index.ts';
import type { SiteListRow } from '../../src/domain/sites/sites-row.ts';
import { SITE_SORT_KEYS, sortSites, type SiteSort } from '../../src/domain/sites/sites-sort.ts';
import type { SiteFilters } from '../../src/domain/sites/sites.list.ts';
import { matchingSites, matchingSitesIndexed } from '../../src/features/sites/hooks/use-sites-view.ts';
import { median, seededRandom } from './bench-stats.ts';

const SIZES = [10_000, 100_000];
const RUNS = 15;
const NOW = Date.parse('2026-10-31T12:00:00Z');

function sites(total: number): SiteListRow[] {
  const random = seededRandom(total);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const levels = ['good', 'moderate', 'critical'] as const;
  return Array.from({ length: total }, (_, n) => {
    const hex = n.toString(16).padStart(12, '0');
    const fleets = random() < 0.25 ? [] : [{ uuid: hex, name: pick(['Ruhr Flex', 'Spree Storage']) }];
    return {
      subscription: `0000000a-0000-4000-8000-${hex}`,
      siteUuid: `0000000b-0000-4000-8000-${hex}`,
      activationDate: random() < 0.3 ? null : new Date(NOW - random() * 3e10).toISOString(),
      gatewayId: `GW-${Math.floor(random() * 1e6)}`,
      online: random() < 0.5,
      status: pick(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const),
      userReference: `CUST-${Math.floor(random() * 1e6)}`,
      fleets,
      fleetsStr: fleets.length === 0 ? 'not linked to fleet' : fleets.map((fleet) => fleet.name).join(', '),
      created: new Date(NOW - random() * 3e10).toISOString(),
      timestamp: new Date(NOW - random() * 1e9).toISOString(),
      hasPv: random() < 0.5,
      hasBattery: random() < 0.3,
      hasEvse: random() < 0.2,
      hasHp: random() < 0.15,
      tradingEnabledSupply: random() < 0.5,
      tradingEnabledFeedIn: random() < 0.3,
      readyForForecastingLabel: 'READY',
      readyForOptimizationLabel: pick(['READY', 'NOT_READY'] as const),
      readyForTradingLabel: 'READY',
      health: { overall: pick(levels), iot: pick(levels), vpp: 'good' },
    } satisfies SiteListRow;
  });
}

/** Median of RUNS calls, each with the next input of `inputs` (cycled). */
function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const input = inputs[i % inputs.length] as T;
    const started = performance.now();
    run(input);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const f = (ms: number) => ms.toFixed(1).padStart(8);

const results: Record<string, number[]> = {};
for (const total of SIZES) {
  const rows = sites(total);
  const built = performance.now();
  const index = new SitesIndex(rows);
  index.setSearchKeys(runSteps(searchKeySteps(rows)));
  index.setSiteNumbers(runSteps(siteNumberSteps(rows)));
  const ranks = new Map(SITE_SORT_KEYS.map((key) => [key, runSteps(sortRankSteps(rows, key))] as const));
  for (const [key, value] of ranks) index.setRanks(key, value);
  const buildMs = performance.now() - built;
  const sort: SiteSort = { key: 'userReference', direction: 'asc' };
  // A filter toggle: one more group each time, over the list sorted by user reference.
  const toggles: SiteFilters[] = [
    { ...EMPTY_FILTER_STATE, siteAttributes: ['hasEvse'] },
    { ...EMPTY_FILTER_STATE, siteAttributes: ['hasEvse'], health: ['criticalIot'] },
    {
      ...EMPTY_FILTER_STATE,
      siteAttributes: ['hasEvse'],
      health: ['criticalIot'],
      activation: ['HEMS_ONLINE'],
    },
    { ...EMPTY_FILTER_STATE, health: ['criticalIot'], activation: ['HEMS_ONLINE'] },
    { ...EMPTY_FILTER_STATE, activation: ['HEMS_ONLINE'] },
  ];
  const texts = ['cust-1', 'cust-12', 'gw-3', '77', 'cust-4'];
  const sorts: SiteSort[] = [
    { key: 'userReference', direction: 'desc' },
    { key: 'gatewayId', direction: 'asc' },
    { key: 'timestamp', direction: 'desc' },
    { key: 'fleetsStr', direction: 'asc' },
    { key: 'created', direction: 'asc' },
  ];
  const rowsOf = (label: string, value: number) => (results[label] ??= []).push(value);
  const sorted = sortSites(rows, sort);
  rowsOf(
    'filter toggle, engine',
    // The list keeps its sorted rows across a filter change: the engine filters the sorted rows only.
    timeEach(toggles, (filters) => matchingSites(sorted, filters, '', null, NOW)),
  );
  rowsOf(
    'filter toggle, indexes',
    timeEach(toggles, (filters) => matchingSitesIndexed(index, filters, '', sort, NOW)),
  );
  rowsOf(
    'search, engine',
    timeEach(texts, (text) => matchingSites(rows, EMPTY_FILTER_STATE, text, sort, NOW)),
  );
  rowsOf(
    'search, indexes',
    timeEach(texts, (text) => matchingSitesIndexed(index, EMPTY_FILTER_STATE, text, sort, NOW)),
  );
  rowsOf(
    'sort, engine',
    timeEach(sorts, (by) => matchingSites(rows, EMPTY_FILTER_STATE, '', by, NOW)),
  );
  rowsOf(
    'sort, indexes (first time a direction is asked)',
    timeEach(sorts, (by) => {
      // A fresh index with the ranks: the counting sort of the direction runs, as on its first click.
      const fresh = new SitesIndex(rows);
      for (const [key, value] of ranks) fresh.setRanks(key, value);
      return fresh.query(EMPTY_FILTER_STATE, '', by, undefined);
    }),
  );
  rowsOf('indexes built, all keys (in steps, once)', buildMs);
  rowsOf(
    'structured clone of the collection (a worker hand-off)',
    timeEach([rows], (all) => structuredClone(all)),
  );
}

console.log(
  `\nmedian ms of ${RUNS} runs        ${SIZES.map((size) => size.toLocaleString('en').padStart(8)).join('')}   ratio`,
);
for (const [label, values] of Object.entries(results))
  console.log(
    `${label.padEnd(56)}${values.map(f).join('')}   ${((values[1] ?? 0) / (values[0] ?? 1)).toFixed(1)}×`,
  );
