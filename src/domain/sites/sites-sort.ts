import { SITE_STATUSES } from './statuses.ts';
import type { SiteListRow } from './sites-row.ts';

/** The columns a sites list can be sorted by (the subscription uuid is not: its order means nothing). */
export const SITE_SORT_KEYS = [
  'userReference',
  'gatewayId',
  'status',
  'online',
  'timestamp',
  'activationDate',
  'created',
  'fleetsStr',
] as const;
export type SiteSortKey = (typeof SITE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface SiteSort {
  readonly key: SiteSortKey;
  readonly direction: SortDirection;
}

export function isSiteSortKey(value: string): value is SiteSortKey {
  return (SITE_SORT_KEYS as readonly string[]).includes(value);
}

/** Dates read best newest first; text and status from the top of the alphabet or catalogue. */
export function defaultDirection(key: SiteSortKey): SortDirection {
  return key === 'timestamp' || key === 'activationDate' || key === 'created' ? 'desc' : 'asc';
}

/** Clicking a column: a new column starts in its default direction, the same column flips. */
export function nextSort(current: SiteSort | null, key: SiteSortKey): SiteSort {
  if (current?.key !== key) return { key, direction: defaultDirection(key) };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const STATUS_RANK = new Map<string, number>(SITE_STATUSES.map((status, index) => [status, index]));

/** What a row is sorted by under `key`: a number (status rank, online, a date's ms) or a text; null when missing. */
export type SiteSortValue = string | number | null;

export function siteSortValue(row: SiteListRow, key: SiteSortKey): SiteSortValue {
  switch (key) {
    case 'status':
      return STATUS_RANK.get(row.status) ?? SITE_STATUSES.length;
    case 'online':
      return row.online ? 1 : 0;
    case 'timestamp':
    case 'activationDate':
    case 'created': {
      const text = row[key];
      if (text === null || text === undefined) return null;
      const ms = Date.parse(text);
      return Number.isNaN(ms) ? null : ms;
    }
    default:
      return row[key];
  }
}

/** The ascending order of two present values (numbers by value, texts by the collator, numeric and case-blind). */
export function compareSiteSortValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * The rows in the chosen order; equal rows keep their input (server) order. Missing values (a site not activated
 * yet) come last in both directions, so flipping the direction never buries the real values under them. Without a
 * sort the input array itself is returned.
 */
export function sortSites(rows: readonly SiteListRow[], sort: SiteSort | null): readonly SiteListRow[] {
  if (sort === null) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Decorate once: 10k rows sort in a few milliseconds when no comparison parses a date.
  const decorated = rows.map((row, index) => ({ row, index, value: siteSortValue(row, sort.key) }));
  decorated.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.index - b.index;
      return a.value === null ? 1 : -1;
    }
    const order = compareSiteSortValues(a.value, b.value);
    return order === 0 ? a.index - b.index : sign * order;
  });
  return decorated.map((entry) => entry.row);
}

/** A sort as one comparable text ('' for none), e.g. to memoise on it. */
export function siteSortToken(sort: SiteSort | null): string {
  return sort === null ? '' : `${sort.key}:${sort.direction}`;
}

export function siteSortFromToken(token: string): SiteSort | null {
  const [key = '', direction] = token.split(':');
  return isSiteSortKey(key) ? { key, direction: direction === 'desc' ? 'desc' : 'asc' } : null;
}
