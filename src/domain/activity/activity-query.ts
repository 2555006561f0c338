/*
 * The activity log's query: what the server filters by (person, operation, target text, a time
 * window) and pages by. One rule for both sides: the mock's handler filters with `matchesActivity`, and the screen
 * builds its request with the log's list module (domain/activity/activity.list.ts) from the list state in the URL.
 */
import type { DateFilter } from '../filters/filter-state.ts';

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityQuery {
  readonly page: number;
  readonly person?: string;
  readonly operation?: string;
  readonly target?: string;
  /** ISO instants: at or after `since`, before `until`. */
  readonly since?: string;
  readonly until?: string;
}

/** What an entry is matched on (the spec's ActivityEntry, the fields the filters read). */
export interface ActivityMatchable {
  readonly at: string;
  readonly actor: string;
  readonly operationId: string;
  readonly target: { readonly kind: string; readonly key: string; readonly label: string };
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * Whether an entry passes the log's filters. The target text matches a part of the recorded kind, key or label, or
 * of any of `identifiers`: what the server knows the target by now (a charger's OCPP identity, its site's customer
 * number …), which it offers only for a target the caller may read.
 */
export function matchesActivity(
  entry: ActivityMatchable,
  query: Omit<ActivityQuery, 'page'>,
  identifiers: readonly string[] = [],
): boolean {
  if (query.person !== undefined && query.person !== '' && entry.actor !== query.person) return false;
  if (query.operation !== undefined && query.operation !== '' && entry.operationId !== query.operation)
    return false;
  const at = Date.parse(entry.at);
  if (query.since !== undefined && !(at >= Date.parse(query.since))) return false;
  if (query.until !== undefined && !(at < Date.parse(query.until))) return false;
  const text = folded(query.target ?? '');
  if (text !== '') {
    const { kind, key, label } = entry.target;
    if (![kind, key, label, ...identifiers].some((field) => folded(field).includes(text))) return false;
  }
  return true;
}

/** The URL params of the activity list that are not the shared list state (q = target text, page). */
export const ACTIVITY_PARAMS = { person: 'person', operation: 'operation', from: 'from', to: 'to' } as const;

export interface ActivityFilters {
  readonly person: string;
  readonly operation: string;
  readonly target: string;
  /** Local dates (yyyy-MM-dd), inclusive. */
  readonly dates: DateFilter;
}

/** `assignStaffRole` → `Assign staff role`: an operation's name for people. */
export function operationLabel(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
