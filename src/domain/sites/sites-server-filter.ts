import {
  activationTest,
  datesTest,
  offlineWindowTest,
  statusTest,
  type RowTest,
} from '../filters/row-tests.ts';
import type { SitesServerQuery } from './sites.list.ts';
import type { SiteRow } from './sites-row.ts';
import { searchSites } from './sites-search.ts';

/**
 * What a server does with the sites call's query (SPEC §7): the reference semantics the data-backed mock answers
 * with and a backend is asked to follow. It uses the engine's own row tests, so a server and the screen agree:
 *
 * | wire parameter | on the screen | rule |
 * | --- | --- | --- |
 * | `text` | search box | gateway id, user reference or subscription contains it, ignoring case |
 * | `activation_status` | Activation Status | HEMS_ONLINE/HEMS_OFFLINE match `online`, ACTIVE/AUTO_ACTIVATED `status`; OR |
 * | `current_status` | Current Status | `status` is one of them |
 * | `creation_start_date`, `creation_end_date` | Date (Created) | whole `yyyy-MM-dd` days in the server's time zone, inclusive; one date alone means that day |
 * | `fleets` | Fleets | fleet **uuids** on the wire, fleet names on screen: a site matches when one of its fleets has one of the uuids |
 * | `offline` | Went offline | offline and last seen at or after `now` minus the window (6h, 24h, 7d): filters/offline-window.ts |
 *
 * The screen sends the uuid of every fleet whose name contains a chosen name (serverFleetUuids), so a server may
 * answer more rows than the screen keeps, never fewer; the engine then applies every group on the client. `now` is
 * the server's clock (ms since epoch), read by `offline` alone.
 */
export function filterSitesByServerQuery<R extends SiteRow>(
  rows: readonly R[],
  query: SitesServerQuery,
  now: number,
): R[] {
  const tests: RowTest[] = [];
  const activation = activationTest(query.activation_status);
  if (activation) tests.push(activation);
  const status = statusTest(query.current_status);
  if (status) tests.push(status);
  const dates = datesTest({
    start: query.creation_start_date ?? null,
    end: query.creation_end_date ?? null,
  });
  if (dates) tests.push(dates);
  const offline = offlineWindowTest(query.offline === undefined ? [] : [query.offline], { now });
  if (offline) tests.push(offline);
  const fleets = query.fleets;
  const searched = searchSites(rows, query.text ?? '');
  return searched.filter(
    (row) =>
      tests.every((test) => test(row)) &&
      (fleets === undefined ||
        fleets.length === 0 ||
        row.fleets.some((fleet) => fleets.includes(fleet.uuid))),
  );
}
