import type { paths } from '../../api/schema.gen.ts';
import { applyFilters } from '../filters/apply-filters.ts';
import type { ListConfig, ListState } from '../list-state.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { firmwareSupportOf } from './firmware-support.ts';
import type { ChargepointModel, EvseRow } from './evse-types.ts';

/*
 * The charger lists' state and the chargers call (issue #20): one ListConfig for every charger list, the query a
 * state makes, and what a server does with that query — the reference rule the data-backed mock answers with, built
 * on the filter engine's own row tests so that the server and the chips agree.
 *
 * | wire parameter | on the screen | rule |
 * | --- | --- | --- |
 * | `text` | search box | unique identifier, display name or the site's user reference contains it, ignoring case |
 * | `connectivity` | Connectivity | `connectivity` is one of them |
 * | `firmware_support` | Firmware Support | the support state against the charge-point models list is one of them |
 * | `problems` | EVSE Problems | the charger has one of the codes |
 * | `fleet` | (the fleet's routes) | the charger's site is linked to the fleet |
 * | `sort` | Last connection column | `-lastConnection` newest first (default), `lastConnection` oldest first |
 */

export type EvseServerQuery = NonNullable<paths['/ui/v1/evses']['get']['parameters']['query']>;
export type EvseSortKey = 'lastConnection';

export const EVSE_LIST_CONFIG: ListConfig<EvseSortKey> = Object.freeze({
  groups: ['connectivity', 'firmwareSupport', 'evseProblems'] as const,
  sortKeys: ['lastConnection'] as const,
});

const sorted = <T extends string>(values: readonly T[]) =>
  values.length === 0 ? undefined : [...values].sort();

/** The chargers call's query for a list state (page included); `fleet` scopes it to one fleet's sites. */
export function evsesServerQuery(state: ListState<EvseSortKey>, fleet?: string): EvseServerQuery {
  const query: EvseServerQuery = {};
  if (state.page > 1) query.page = state.page;
  const text = normalizeSearchText(state.text);
  if (text !== '') query.text = text;
  const connectivity = sorted(state.filters.connectivity);
  if (connectivity) query.connectivity = connectivity;
  const support = sorted(state.filters.firmwareSupport);
  if (support) query.firmware_support = support;
  const problems = sorted(state.filters.evseProblems);
  if (problems) query.problems = problems;
  if (fleet !== undefined) query.fleet = fleet;
  if (state.sort?.direction === 'asc') query.sort = 'lastConnection';
  return query;
}

/** A charger as the server filters it: its row plus its support state. */
interface FilterableEvse<R extends EvseRow> {
  readonly row: R;
  readonly connectivity: string;
  readonly firmwareSupport: string;
  readonly evseProblems: readonly string[];
}

/**
 * The server's half: narrows by every parameter but `page` and `fleet` (the caller scopes by fleet, which needs the
 * sites), then sorts by last connection. Stable: ties keep the input order.
 */
export function filterEvsesByServerQuery<R extends EvseRow>(
  rows: readonly R[],
  query: EvseServerQuery,
  models: readonly ChargepointModel[],
): R[] {
  const needle = normalizeSearchText(query.text ?? '').toLowerCase();
  const searched =
    needle === ''
      ? rows
      : rows.filter(
          (row) =>
            row.uniqueIdentifier.toLowerCase().includes(needle) ||
            row.displayName.toLowerCase().includes(needle) ||
            (row.site?.userReference.toLowerCase().includes(needle) ?? false),
        );
  const filterable: FilterableEvse<R>[] = searched.map((row) => ({
    row,
    connectivity: row.connectivity,
    firmwareSupport: firmwareSupportOf(row, models),
    evseProblems: row.problems,
  }));
  const kept = applyFilters(filterable, {
    connectivity: query.connectivity ?? [],
    firmwareSupport: query.firmware_support ?? [],
    evseProblems: query.problems ?? [],
  }).map((entry) => entry.row);
  const direction = query.sort === 'lastConnection' ? 1 : -1;
  return kept
    .map((row, index) => ({ row, index, at: Date.parse(row.lastConnection) }))
    .sort((a, b) => direction * (a.at - b.at) || a.index - b.index)
    .map((entry) => entry.row);
}
