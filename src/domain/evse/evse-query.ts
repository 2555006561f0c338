import type { EvseServerQuery } from './evses.list.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { EVSE_FILTER_GROUPS } from './evse.filters.ts';
import { evseDerivedStatus } from './evse-status.ts';
import { firmwareSupportOf } from './firmware-support.ts';
import { wentOfflineWithin } from '../filters/offline-window.ts';
import type { ChargepointModel, EvseRow } from './evse-types.ts';

/*
 * What a server does with the chargers call's query (the query itself is the charger lists' module,
 * domain/evse/evses.list.ts) — the reference rule the data-backed mock answers with, built on the filter engine's
 * own row tests so that the server and the chips agree.
 *
 * | wire parameter | on the screen | rule |
 * | --- | --- | --- |
 * | `text` | search box | unique identifier, display name or the site's user reference contains it, ignoring case |
 * | `connectivity` | Connectivity | `connectivity` is one of them |
 * | `status` | Status | the derived status (`evseDerivedStatus`, domain/evse/evse-status.ts) is one of them |
 * | `firmware_support` | Firmware Support | the support state against the charge-point models list is one of them |
 * | `problems` | EVSE Problems | the charger has one of the codes |
 * | `fleet` | (the fleet's routes) | the charger's site is linked to the fleet |
 * | `fleets` | Fleets | the charger's site is linked to one of the fleet uuids (the screen sends every fleet whose name contains a chosen name) |
 * | `offline` | Went offline | `EVSE_OFFLINE` and its last connection at or after `now` minus the window (6h, 24h, 7d): filters/offline-window.ts |
 * | `sort` | Last connection column | `-lastConnection` newest first (default), `lastConnection` oldest first |
 */

export type { EvseServerQuery };

/** A charger as the server filters it: its row plus its support state. */
interface FilterableEvse<R extends EvseRow> {
  readonly row: R;
  readonly connectivity: string;
  readonly evseStatus: string;
  readonly firmwareSupport: string;
  readonly evseProblems: readonly string[];
}

/**
 * The server's half: narrows by every parameter but `page` and `fleet` (the caller scopes by fleet), then sorts by
 * last connection. Stable: ties keep the input order. A charger carries no fleets: `fleetsOf` gives its site's fleet
 * uuids (the server knows its sites). `now` is the server's clock (ms since epoch), read by `offline` alone: without
 * it no charger is in a window.
 */
export function filterEvsesByServerQuery<R extends EvseRow>(
  rows: readonly R[],
  query: EvseServerQuery,
  models: readonly ChargepointModel[],
  fleetsOf: (row: R) => readonly string[] = () => [],
  now: number = Number.NaN,
): R[] {
  const needle = normalizeSearchText(query.text ?? '').toLowerCase();
  const chosenFleets = query.fleets ?? [];
  const inFleets =
    chosenFleets.length === 0
      ? rows
      : rows.filter((row) => fleetsOf(row).some((uuid) => chosenFleets.includes(uuid)));
  const window = query.offline;
  const recent =
    window === undefined
      ? inFleets
      : inFleets.filter((row) =>
          wentOfflineWithin(
            window,
            { offline: row.connectivity === 'EVSE_OFFLINE', since: row.lastConnection },
            now,
          ),
        );
  const searched =
    needle === ''
      ? recent
      : recent.filter(
          (row) =>
            row.uniqueIdentifier.toLowerCase().includes(needle) ||
            row.displayName.toLowerCase().includes(needle) ||
            (row.site?.userReference.toLowerCase().includes(needle) ?? false),
        );
  const filterable: FilterableEvse<R>[] = searched.map((row) => ({
    row,
    connectivity: row.connectivity,
    evseStatus: evseDerivedStatus(row),
    firmwareSupport: firmwareSupportOf(row, models),
    evseProblems: row.problems,
  }));
  // The charger groups' own row tests (AND across groups, as the engine applies them).
  const tests = [
    EVSE_FILTER_GROUPS.connectivity.test(query.connectivity ?? []),
    EVSE_FILTER_GROUPS.evseStatus.test(query.status ?? []),
    EVSE_FILTER_GROUPS.firmwareSupport.test(query.firmware_support ?? []),
    EVSE_FILTER_GROUPS.evseProblems.test(query.problems ?? []),
  ].filter((test) => test !== null);
  const kept = filterable.filter((entry) => tests.every((test) => test(entry))).map((entry) => entry.row);
  const direction = query.sort === 'lastConnection' ? 1 : -1;
  return kept
    .map((row, index) => ({ row, index, at: Date.parse(row.lastConnection) }))
    .sort((a, b) => direction * (a.at - b.at) || a.index - b.index)
    .map((entry) => entry.row);
}
