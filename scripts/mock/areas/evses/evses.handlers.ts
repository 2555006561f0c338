// The chargers' data-backed answers: the lists filter and page with the screen's own rules
// (src/domain/evse/evse-query.ts), the history log is generated per charger and cursor-paged, the fleet summary
// counts without listing. Listed by its area, evses.area.ts by operationId.
import { filterEvsesByServerQuery } from '../../../../src/domain/evse/evse-query.ts';
import { EVSES_LIST_MODULE } from '../../../../src/domain/evse/evses.list.ts';
import { EVSE_HISTORY_LIST_MODULE } from '../../../../src/domain/evse/evse-history.list.ts';
import { readRequest } from '../../../../src/domain/lists/list-module.ts';
import { EVSE_PROBLEM_CODES } from '../../../../src/domain/evse/evse-catalogue.ts';
import { isEvseFaulted } from '../../../../src/domain/evse/evse-status.ts';
import type { EvseEvent, EvseEventType } from '../../../../src/domain/evse/evse-types.ts';
import type { EvseRecord } from './evses.fixtures.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import { allSites, datasetNow, runningNow, type Dataset } from '../../data/dataset.ts';
import { cursorAfter, generateEvseHistory, isAfterCursor } from './evses.history.ts';
import type { DataAnswer, DataHandler } from '../../data/data-handler.ts';
import { listQueryOf } from '../../data/query-params.ts';

export const notFound = (what: string): DataAnswer => ({
  status: 404,
  body: { message: `${what} not found`, status: 404, errorId: 'NOT_FOUND' },
});

/** The instant the dataset's reference date reads as. */
export const nowOf = datasetNow;

/** The subscriptions of the sites linked to a fleet. */
function fleetSubscriptions(data: Dataset, fleetUuid: string): Set<string> {
  return new Set(
    allSites(data)
      .filter(({ site }) => site.fleets.some((fleet) => fleet.uuid === fleetUuid))
      .map(({ site }) => site.subscription),
  );
}

function evseRows(data: Dataset, fleetUuid: string | undefined) {
  const rows = data.evses.map((record) => record.detail.evse);
  if (fleetUuid === undefined) return rows;
  const subscriptions = fleetSubscriptions(data, fleetUuid);
  return rows.filter((row) => row.site !== null && subscriptions.has(row.site.subscription));
}

/** A charger's fleets: those of its site. */
function evseFleets(data: Dataset): (row: { site: { subscription: string } | null }) => readonly string[] {
  const bySubscription = new Map(
    allSites(data).map(({ site }) => [site.subscription, site.fleets.map((fleet) => fleet.uuid)]),
  );
  return (row) => (row.site === null ? [] : (bySubscription.get(row.site.subscription) ?? []));
}

export const findEvse = (data: Dataset, uuid: string | undefined) =>
  data.evses.find((record) => record.detail.evse.evseUuid === uuid);

const HISTORY_LIMIT = 50;

/** The log: what staff did since the mock started, then the generated events (none before the charger was added). */
function historyOf(record: EvseRecord, now: number): EvseEvent[] {
  const generated = generateEvseHistory(record, now);
  const { addedAt } = record;
  return [
    ...(record.recorded ?? []),
    ...(addedAt === undefined ? generated : generated.filter((event) => event.timestamp >= addedAt)),
  ];
}

/**
 * One page of the chargers call's answer (listEvses, and listYourEvses over the caller's customers' chargers: `keep`):
 * narrowed by every parameter the charger lists' module declares, with the screen's own rule.
 */
export function evsesAnswer(
  data: Dataset,
  query: URLSearchParams,
  keep: (row: EvseRecord['detail']['evse']) => boolean = () => true,
): DataAnswer {
  const { page, fleet, ...serverQuery } = listQueryOf(EVSES_LIST_MODULE, query);
  const matching = filterEvsesByServerQuery(
    evseRows(data, fleet).filter(keep),
    serverQuery,
    data.chargepointModels,
    evseFleets(data),
    runningNow(data),
  );
  return {
    status: 200,
    body: {
      evses: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
      page,
      countPages: Math.ceil(matching.length / LIST_PAGE_SIZE),
      countTotal: matching.length,
    },
  };
}

export const EVSE_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listEvses: ({ query }, data) => evsesAnswer(data, query),

  getEvse: ({ pathParams }, data) => {
    const record = findEvse(data, pathParams.evseUuid);
    return record ? { status: 200, body: record.detail } : notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
  },

  listEvseChargingProfiles: ({ pathParams }, data) => {
    const record = findEvse(data, pathParams.evseUuid);
    return record
      ? { status: 200, body: { profiles: record.profiles } }
      : notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
  },

  // Newest first; `from`/`to` are whole UTC days, inclusive; the cursor names the last event of the page before.
  listEvseHistory: ({ pathParams, query }, data) => {
    const record = findEvse(data, pathParams.evseUuid);
    if (!record) return notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
    const read = readRequest(EVSE_HISTORY_LIST_MODULE.params, query);
    const { limit = HISTORY_LIMIT, from, to, cursor } = read;
    const types = new Set<EvseEventType>(read.types);
    const fromMs = from === undefined ? -Infinity : Date.parse(`${from}T00:00:00Z`);
    const toMs = to === undefined ? Infinity : Date.parse(`${to}T00:00:00Z`) + 86_400_000;
    const matching = historyOf(record, nowOf(data)).filter((event) => {
      const at = Date.parse(event.timestamp);
      return (
        (types.size === 0 || types.has(event.type)) &&
        at >= fromMs &&
        at < toMs &&
        (cursor === undefined || isAfterCursor(event, cursor))
      );
    });
    const events = matching.slice(0, limit);
    const last = events.at(-1);
    return {
      status: 200,
      body: matching.length > limit && last ? { events, nextCursor: cursorAfter(last) } : { events },
    };
  },

  listChargepointModels: (_request, data) => ({ status: 200, body: { models: data.chargepointModels } }),

  getFleetEvseSummary: ({ pathParams }, data) => {
    const fleetUuid = pathParams.fleetUuid ?? '';
    if (!data.fleets.some((fleet) => fleet.uuid === fleetUuid)) return notFound(`Fleet ${fleetUuid}`);
    const rows = evseRows(data, fleetUuid);
    const online = rows.filter((row) => row.connectivity === 'EVSE_ONLINE').length;
    return {
      status: 200,
      body: {
        fleetUuid,
        total: rows.length,
        online,
        offline: rows.length - online,
        faulted: rows.filter(isEvseFaulted).length,
        problems: EVSE_PROBLEM_CODES.map((code) => ({
          code,
          count: rows.filter((row) => row.problems.includes(code)).length,
        })),
      },
    };
  },
};
