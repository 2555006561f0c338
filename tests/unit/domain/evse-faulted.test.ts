// Faulted chargers: the one rule (isEvseFaulted over the derived status), the Status filter that narrows the charger
// lists by it on the server and in the URL, and the counts the fleet summary and the lists' "N faulted" link read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVSE_HANDLERS } from '../../../scripts/mock/areas/evses/evses.handlers.ts';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { filterEvsesByServerQuery } from '../../../src/domain/evse/evse-query.ts';
import {
  EVSE_DERIVED_STATUSES,
  evseDerivedStatus,
  isEvseFaulted,
} from '../../../src/domain/evse/evse-status.ts';
import type { ConnectorStatus, EvseRow } from '../../../src/domain/evse/evse-types.ts';
import { EVSE_LIST_CONFIG, evsesServerQuery } from '../../../src/domain/evse/evses.list.ts';
import { faultedEvsesSearch, withFaultedOnly } from '../../../src/domain/evse/faulted-evses.ts';
import { listStateFromSearchParams } from '../../../src/domain/filter-table/list-url.ts';
import { filterChips } from '../../../src/domain/filter-table/chip-list.ts';

const STATUSES: readonly ConnectorStatus[] = [
  'Available',
  'Preparing',
  'Charging',
  'SuspendedEVSE',
  'SuspendedEV',
  'Finishing',
  'Reserved',
  'Unavailable',
  'Faulted',
];

const data = createDataset();
const rows = data.evses.map((record) => record.detail.evse);

/** A dataset charger with drawn connectivity and connector statuses (the rest of the row as generated). */
const chargerArb = fc
  .record({
    base: fc.constantFrom(...rows),
    online: fc.boolean(),
    statuses: fc.array(fc.constantFrom(...STATUSES), { maxLength: 4 }),
  })
  .map(({ base, online, statuses }): EvseRow => ({
    ...base,
    connectivity: online ? 'EVSE_ONLINE' : 'EVSE_OFFLINE',
    connectors: statuses.map((status, index) => ({
      connectorId: index + 1,
      status,
      errorCode: status === 'Faulted' ? 'InternalError' : 'NoError',
      statusSince: '2026-10-01T00:00:00Z',
    })),
  }));

describe('the faulted rule', () => {
  it('faulted: online with a Faulted connector; offline (stale statuses) or without a Faulted connector is not', () => {
    const [base] = rows;
    if (base === undefined) throw new Error('the dataset has chargers');
    const at = (connectivity: EvseRow['connectivity'], ...statuses: ConnectorStatus[]): EvseRow => ({
      ...base,
      connectivity,
      connectors: statuses.map((status, index) => ({
        connectorId: index + 1,
        status,
        errorCode: 'NoError',
        statusSince: '2026-10-01T00:00:00Z',
      })),
    });
    expect(isEvseFaulted(at('EVSE_ONLINE', 'Charging', 'Faulted'))).toBe(true);
    expect(isEvseFaulted(at('EVSE_ONLINE', 'Faulted'))).toBe(true);
    expect(isEvseFaulted(at('EVSE_OFFLINE', 'Faulted'))).toBe(false);
    expect(isEvseFaulted(at('EVSE_ONLINE', 'Available', 'Unavailable'))).toBe(false);
    expect(isEvseFaulted(at('EVSE_ONLINE'))).toBe(false);
  });

  it('property: faulted exactly when online and a connector reports Faulted, and then the derived status says so', () => {
    fc.assert(
      fc.property(chargerArb, (charger) => {
        const expected =
          charger.connectivity === 'EVSE_ONLINE' &&
          charger.connectors.some((connector) => connector.status === 'Faulted');
        expect(isEvseFaulted(charger)).toBe(expected);
        expect(evseDerivedStatus(charger) === 'faulted').toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('the dataset holds faulted chargers, and chargers that are not', () => {
    const faulted = rows.filter(isEvseFaulted).length;
    expect(faulted).toBeGreaterThan(0);
    expect(faulted).toBeLessThan(rows.length);
  });
});

describe('the Status filter', () => {
  it('the URL says it as evse_status; unknown values and offline (the Connectivity filter) are dropped; the chip names it', () => {
    const state = listStateFromSearchParams(
      new URLSearchParams('evse_status=faulted&evse_status=bogus&evse_status=offline&evse_status=charging'),
      EVSE_LIST_CONFIG,
    );
    expect(state.filters.evseStatus).toEqual(['faulted', 'charging']);
    expect(evsesServerQuery(state, 'f')).toEqual({ status: ['charging', 'faulted'], fleet: 'f' });
    expect(filterChips(state.filters).map((chip) => chip.label)).toEqual([
      'Status: Faulted',
      'Status: Charging',
    ]);
  });

  it('the faulted link keeps the search and the other groups, with Faulted alone in Status; the card’s search is Faulted only', () => {
    const state = listStateFromSearchParams(
      new URLSearchParams('q=ALF&connectivity=EVSE_ONLINE&evse_status=charging&page=3'),
      EVSE_LIST_CONFIG,
    );
    const faulted = { ...state, page: 1, filters: withFaultedOnly(state.filters) };
    expect(evsesServerQuery(faulted, 'f')).toEqual({
      text: 'ALF',
      connectivity: ['EVSE_ONLINE'],
      status: ['faulted'],
      fleet: 'f',
    });
    expect(faultedEvsesSearch()).toBe('?evse_status=faulted');
    const opened = listStateFromSearchParams(new URLSearchParams(faultedEvsesSearch()), EVSE_LIST_CONFIG);
    expect(evsesServerQuery(opened, 'f')).toEqual({ status: ['faulted'], fleet: 'f' });
  });

  it('property: the server keeps exactly the chargers whose derived status is chosen, ANDed with connectivity', () => {
    fc.assert(
      fc.property(
        fc.array(chargerArb, { maxLength: 30 }),
        fc.subarray([...EVSE_DERIVED_STATUSES]),
        fc.subarray(['EVSE_ONLINE', 'EVSE_OFFLINE'] as const),
        (chargers, status, connectivity) => {
          const kept = filterEvsesByServerQuery(chargers, { status, connectivity }, data.chargepointModels);
          const passes = (charger: EvseRow) =>
            (status.length === 0 || status.includes(evseDerivedStatus(charger))) &&
            (connectivity.length === 0 || connectivity.includes(charger.connectivity));
          expect(new Set(kept)).toEqual(new Set(chargers.filter(passes)));
          expect(kept.length).toBe(chargers.filter(passes).length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: status=faulted keeps exactly the faulted chargers', () => {
    fc.assert(
      fc.property(fc.array(chargerArb, { maxLength: 30 }), (chargers) => {
        const kept = filterEvsesByServerQuery(chargers, { status: ['faulted'] }, data.chargepointModels);
        expect(new Set(kept)).toEqual(new Set(chargers.filter(isEvseFaulted)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the mock’s faulted counts', () => {
  const request = (query: string, pathParams: Record<string, string> = {}) => ({
    method: 'GET',
    operationId: '',
    collection: 'evses',
    pathParams,
    query: new URLSearchParams(query),
    body: undefined,
    actor: 'staff@example.com',
  });

  it('every fleet’s summary counts its faulted chargers as the chargers call with fleet and status=faulted answers', () => {
    let anyFaulted = false;
    for (const fleet of data.fleets) {
      const summary = EVSE_HANDLERS.getFleetEvseSummary!(request('', { fleetUuid: fleet.uuid }), data, {
        problemOrder: [],
      });
      const listed = EVSE_HANDLERS.listEvses!(request(`fleet=${fleet.uuid}&status=faulted`), data, {
        problemOrder: [],
      });
      const { faulted, total } = summary.body as { faulted: number; total: number };
      const { countTotal, evses } = listed.body as { countTotal: number; evses: EvseRow[] };
      expect(faulted).toBe(countTotal);
      expect(faulted).toBeLessThanOrEqual(total);
      expect(evses.every(isEvseFaulted)).toBe(true);
      anyFaulted ||= faulted > 0;
    }
    expect(anyFaulted).toBe(true);
  });
});
