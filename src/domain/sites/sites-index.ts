import { compileTests, dedupesSites } from '../filters/row-filter.ts';
import type { RowTestContext } from '../filters/row-tests.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import type { SiteListRow } from './sites-row.ts';
import { SITES_LIST_MODULE, type SiteFilters } from './sites.list.ts';
import { compareSiteSortValues, siteSortValue, type SiteSort, type SiteSortKey } from './sites-sort.ts';

/*
 * Precomputed indexes over one complete collection of sites, so that searching, sorting and filtering it costs a few
 * passes over typed arrays instead of a collator sort and a filter of every row per interaction. The answer is the
 * one `matchingSites` gives (search, then the stable sort, then the filter engine with its readiness dedupe):
 *
 * - sort: per key a rank of every row (equal values share a rank; a missing value has none), computed once by a
 *   merge sort that can stop after any comparison; an order is then a counting sort of the ranks in either
 *   direction (equal ranks keep the input order, missing values last), linear in the rows;
 * - search: the lower-case texts the search reads, kept per row, and the last search's match mask (typing on
 *   narrows it: only the rows the shorter text matched are tested);
 * - filters: one match mask per active group and value, kept for the groups not changed by the next click.
 *
 * The expensive parts run in steps (`*Steps` generators yield every few thousand operations), so a caller can spread
 * them over idle slices of the main thread; each also runs to its end at once when needed right away.
 */

/** The rank of a row whose sort value is missing (it sorts last in both directions). */
export const NO_RANK = 0xffffffff;

/** Every sort key's ranks: equal values share a rank, `distinct` ranks in all (0 … distinct-1), NO_RANK for none. */
export interface SortRanks {
  readonly ranks: Uint32Array;
  readonly distinct: number;
}

/** How many comparisons or rows a step does before it yields. */
const STEP = 2048;

/** Stable bottom-up merge sort of `items` by `compare`, yielding every STEP comparisons. */
function* mergeSortSteps(
  items: Uint32Array,
  compare: (a: number, b: number) => number,
): Generator<undefined, Uint32Array> {
  const n = items.length;
  let source: Uint32Array = items;
  let target: Uint32Array = new Uint32Array(n);
  let budget = STEP;
  for (let width = 1; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high) {
        const a = source[i] as number;
        const b = source[j] as number;
        if (compare(a, b) <= 0) {
          target[k++] = a;
          i++;
        } else {
          target[k++] = b;
          j++;
        }
        if (--budget === 0) {
          budget = STEP;
          yield;
        }
      }
      while (i < middle) target[k++] = source[i++] as number;
      while (j < high) target[k++] = source[j++] as number;
    }
    [source, target] = [target, source];
  }
  return source;
}

/** The ranks of `rows` under `key`, in steps (the values are read in steps too: a date parse per row). */
export function* sortRankSteps(
  rows: readonly SiteListRow[],
  key: SiteSortKey,
): Generator<undefined, SortRanks> {
  const n = rows.length;
  const values: (string | number | null)[] = new Array<string | number | null>(n);
  let present = 0;
  for (let i = 0; i < n; i++) {
    const value = siteSortValue(rows[i] as SiteListRow, key);
    values[i] = value;
    if (value !== null) present++;
    if (i % STEP === STEP - 1) yield;
  }
  const items = new Uint32Array(present);
  for (let i = 0, k = 0; i < n; i++) if (values[i] !== null) items[k++] = i;
  const at = (i: number) => values[i] as string | number;
  const sorted = yield* mergeSortSteps(items, (a, b) => compareSiteSortValues(at(a), at(b)));
  const ranks = new Uint32Array(n).fill(NO_RANK);
  let rank = -1;
  for (let k = 0; k < sorted.length; k++) {
    const i = sorted[k] as number;
    if (k === 0 || compareSiteSortValues(at(sorted[k - 1] as number), at(i)) !== 0) rank++;
    ranks[i] = rank;
    if (k % STEP === STEP - 1) yield;
  }
  return { ranks, distinct: rank + 1 };
}

/** The row order of `sort` from its ranks: a stable counting sort (ties in input order, missing values last). */
export function orderFromRanks({ ranks, distinct }: SortRanks, ascending: boolean): Uint32Array {
  const n = ranks.length;
  const bucketOf = (rank: number) => (rank === NO_RANK ? distinct : ascending ? rank : distinct - 1 - rank);
  const starts = new Uint32Array(distinct + 2);
  for (let i = 0; i < n; i++) starts[bucketOf(ranks[i] as number) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1] as number;
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[starts[bucketOf(ranks[i] as number)]!++] = i;
  return order;
}

/** The lower-case texts the search reads, one array per field (the fields of `searchSites`). */
export interface SearchKeys {
  readonly gatewayId: readonly string[];
  readonly userReference: readonly string[];
  readonly subscription: readonly string[];
}

export function* searchKeySteps(rows: readonly SiteListRow[]): Generator<undefined, SearchKeys> {
  const n = rows.length;
  const gatewayId = new Array<string>(n);
  const userReference = new Array<string>(n);
  const subscription = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i] as SiteListRow;
    gatewayId[i] = row.gatewayId.toLowerCase();
    userReference[i] = row.userReference.toLowerCase();
    subscription[i] = row.subscription.toLowerCase();
    if (i % STEP === STEP - 1) yield;
  }
  return { gatewayId, userReference, subscription };
}

/** Each row's site as a small number (the same `siteUuid`, the same number; -1 without one). */
export function* siteNumberSteps(rows: readonly SiteListRow[]): Generator<undefined, Int32Array> {
  const numbers = new Int32Array(rows.length);
  const seen = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const uuid = (rows[i] as SiteListRow).siteUuid;
    if (uuid === undefined) numbers[i] = -1;
    else {
      let number = seen.get(uuid);
      if (number === undefined) {
        number = seen.size;
        seen.set(uuid, number);
      }
      numbers[i] = number;
    }
    if (i % STEP === STEP - 1) yield;
  }
  return numbers;
}

/** Runs a step generator to its end at once. */
export function runSteps<T>(steps: Generator<undefined, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/** How many group masks an index keeps (the least recently used go first): a few clicks' worth. */
const KEPT_MASKS = 48;

const TABLE = SITES_LIST_MODULE.list.table;

/** The search, sort and filter indexes of one collection; `query` answers as `matchingSites` does. */
export class SitesIndex {
  readonly rows: readonly SiteListRow[];
  private readonly ranks = new Map<SiteSortKey, SortRanks>();
  private readonly orders = new Map<string, Uint32Array>();
  private readonly masks = new Map<string, Uint8Array>();
  private searchKeys: SearchKeys | null = null;
  private siteNumbers: Int32Array | null = null;
  private lastSearch: { readonly needle: string; readonly mask: Uint8Array } | null = null;

  constructor(rows: readonly SiteListRow[]) {
    this.rows = rows;
  }

  hasRanks(key: SiteSortKey): boolean {
    return this.ranks.has(key);
  }

  setRanks(key: SiteSortKey, ranks: SortRanks): void {
    if (ranks.ranks.length === this.rows.length) this.ranks.set(key, ranks);
  }

  hasSearchKeys(): boolean {
    return this.searchKeys !== null;
  }

  setSearchKeys(keys: SearchKeys): void {
    this.searchKeys = keys;
  }

  hasSiteNumbers(): boolean {
    return this.siteNumbers !== null;
  }

  setSiteNumbers(numbers: Int32Array): void {
    this.siteNumbers = numbers;
  }

  /** Whether `query` with this sort answers without sorting first (its ranks are there, or there is no sort). */
  canSort(sort: SiteSort | null): boolean {
    return sort === null || this.ranks.has(sort.key);
  }

  /** The row order of `sort` (null: the input order); ranks that are not there yet are computed at once. */
  private order(sort: SiteSort | null): Uint32Array | null {
    if (sort === null) return null;
    const token = `${sort.key}:${sort.direction}`;
    let order = this.orders.get(token);
    if (order === undefined) {
      let ranks = this.ranks.get(sort.key);
      if (ranks === undefined) {
        ranks = runSteps(sortRankSteps(this.rows, sort.key));
        this.ranks.set(sort.key, ranks);
      }
      order = orderFromRanks(ranks, sort.direction === 'asc');
      this.orders.set(token, order);
    }
    return order;
  }

  /** Which rows the search text matches (null: every row, no search). */
  private searchMask(text: string): Uint8Array | null {
    const needle = normalizeSearchText(text).toLowerCase();
    if (needle === '') return null;
    if (this.lastSearch?.needle === needle) return this.lastSearch.mask;
    const keys = (this.searchKeys ??= runSteps(searchKeySteps(this.rows)));
    const n = this.rows.length;
    const mask = new Uint8Array(n);
    // A longer text matches only rows the shorter one matched: test those alone.
    const narrower =
      this.lastSearch !== null && needle.includes(this.lastSearch.needle) ? this.lastSearch.mask : null;
    const { gatewayId, userReference, subscription } = keys;
    for (let i = 0; i < n; i++) {
      if (narrower !== null && narrower[i] === 0) continue;
      if (
        (gatewayId[i] as string).includes(needle) ||
        (userReference[i] as string).includes(needle) ||
        (subscription[i] as string).includes(needle)
      )
        mask[i] = 1;
    }
    this.lastSearch = { needle, mask };
    return mask;
  }

  /** Each active group's match mask, in the engine's order (the cheapest groups first). */
  private groupMasks(filters: SiteFilters, context: RowTestContext | undefined): Uint8Array[] {
    const clock = context === undefined ? '' : String(context.now);
    return compileTests(TABLE, filters, context).map(({ group, test }) => {
      const key = `${group}\u0000${JSON.stringify(filters[group])}\u0000${clock}`;
      let mask = this.masks.get(key);
      if (mask === undefined) {
        mask = new Uint8Array(this.rows.length);
        for (let i = 0; i < this.rows.length; i++) if (test(this.rows[i] as SiteListRow)) mask[i] = 1;
        if (this.masks.size >= KEPT_MASKS) this.masks.delete(this.masks.keys().next().value as string);
      } else this.masks.delete(key);
      this.masks.set(key, mask);
      return mask;
    });
  }

  /** Every row the search and filters keep, in the sort's order: what `matchingSites` answers for these inputs. */
  query(
    filters: SiteFilters,
    text: string,
    sort: SiteSort | null,
    context: RowTestContext | undefined,
  ): SiteListRow[] {
    const order = this.order(sort);
    const search = this.searchMask(text);
    const masks = this.groupMasks(filters, context);
    const dedupe = dedupesSites(TABLE, filters);
    const numbers = dedupe ? (this.siteNumbers ??= runSteps(siteNumberSteps(this.rows))) : null;
    const seen = dedupe ? new Uint8Array(this.rows.length) : null;
    const rows = this.rows;
    const n = rows.length;
    const maskCount = masks.length;
    const kept: SiteListRow[] = [];
    next: for (let p = 0; p < n; p++) {
      const i = order === null ? p : (order[p] as number);
      if (search !== null && search[i] === 0) continue;
      for (let m = 0; m < maskCount; m++) if ((masks[m] as Uint8Array)[i] === 0) continue next;
      if (numbers !== null && seen !== null) {
        const site = numbers[i] as number;
        if (site !== -1) {
          if (seen[site] === 1) continue;
          seen[site] = 1;
        }
      }
      kept.push(rows[i] as SiteListRow);
    }
    return kept;
  }
}
