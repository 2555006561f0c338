import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveSchedule } from '../../../src/domain/evse/composite-schedule.ts';
import { evseProblemsOf, isOfflineTooLong } from '../../../src/domain/evse/evse-problems.ts';
import { filterEvsesByServerQuery } from '../../../src/domain/evse/evse-query.ts';
import { evsesServerQuery, EVSE_LIST_CONFIG } from '../../../src/domain/evse/evses.list.ts';
import { evseDerivedStatus } from '../../../src/domain/evse/evse-status.ts';
import type { ChargepointModel, ChargingProfile, EvseRow } from '../../../src/domain/evse/evse-types.ts';
import { firmwareSupportOf } from '../../../src/domain/evse/firmware-support.ts';
import { INITIAL_LIST_STATE } from '../../../src/domain/lists/list-state.ts';
import { listStateFromSearchParams } from '../../../src/domain/filter-table/list-url.ts';
import { allSites, createDataset } from '../../../scripts/mock/data/dataset.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 1, 12);
const MODELS: ChargepointModel[] = [
  {
    vendor: 'Alfen',
    model: 'Eve Single Pro-line',
    firmwareVersions: ['6.5.0-4245'],
    ocppVersions: ['1.6'],
    minCurrent: 6,
    maxCurrent: 32,
  },
];

function row(overrides: Partial<EvseRow> = {}): EvseRow {
  return {
    evseUuid: '00000000-0000-4000-8000-000000000001',
    uniqueIdentifier: 'ALF-1',
    displayName: 'Garage',
    connectivity: 'EVSE_ONLINE',
    lastConnection: new Date(NOW).toISOString(),
    vendor: 'Alfen',
    model: 'Eve Single Pro-line',
    firmwareVersion: '6.5.0-4245',
    connectors: [
      { connectorId: 1, status: 'Available', errorCode: 'NoError', statusSince: '2026-10-01T00:00:00Z' },
    ],
    site: {
      subscription: '00000000-0000-4000-8000-000000000002',
      siteUuid: '00000000-0000-4000-8000-000000000003',
      userReference: 'CUST-1',
    },
    gateway: {
      installationUuid: '00000000-0000-4000-8000-000000000004',
      hemsLogicalId: 'E3DC-1',
      hemGatewayId: 'S10-1',
    },
    problems: [],
    ...overrides,
  };
}
const connectors = (...statuses: EvseRow['connectors'][number]['status'][]) =>
  statuses.map((status, i) => ({
    connectorId: i + 1,
    status,
    errorCode: 'NoError' as const,
    statusSince: '2026-10-01T00:00:00Z',
  }));

describe('firmware support (one rule, the models list)', () => {
  it('supported, unsupported firmware of a listed model, unknown model; vendor and model ignore case and blanks', () => {
    expect(firmwareSupportOf(row(), MODELS)).toBe('SUPPORTED');
    expect(firmwareSupportOf(row({ vendor: ' alfen ', model: 'EVE SINGLE PRO-LINE' }), MODELS)).toBe(
      'SUPPORTED',
    );
    expect(firmwareSupportOf(row({ firmwareVersion: '5.8.1' }), MODELS)).toBe('UNSUPPORTED_FIRMWARE');
    expect(firmwareSupportOf(row({ model: 'Home' }), MODELS)).toBe('UNKNOWN_MODEL');
    expect(firmwareSupportOf(row(), [])).toBe('UNKNOWN_MODEL');
  });
});

describe('EVSE problems (SPEC §4, §9)', () => {
  it('offline for more than 6 hours, at the boundary and not before', () => {
    const offline = (ago: number) =>
      row({ connectivity: 'EVSE_OFFLINE', lastConnection: new Date(NOW - ago).toISOString() });
    expect(isOfflineTooLong(offline(6 * HOUR), NOW)).toBe(false);
    expect(isOfflineTooLong(offline(6 * HOUR + 1000), NOW)).toBe(true);
    expect(isOfflineTooLong(row({ lastConnection: new Date(NOW - 48 * HOUR).toISOString() }), NOW)).toBe(
      false,
    );
    expect(isOfflineTooLong(row({ connectivity: 'EVSE_OFFLINE', lastConnection: 'garbage' }), NOW)).toBe(
      false,
    );
  });

  it('property: a charger has the unsupported code exactly when it is not supported, the offline code exactly when offline > 6 h', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 30 * 24 * HOUR }),
        fc.constantFrom('6.5.0-4245', '5.8.1', ''),
        fc.constantFrom('Eve Single Pro-line', 'Home'),
        (online, ago, firmwareVersion, model) => {
          const evse = row({
            connectivity: online ? 'EVSE_ONLINE' : 'EVSE_OFFLINE',
            lastConnection: new Date(NOW - ago).toISOString(),
            firmwareVersion,
            model,
          });
          const codes = evseProblemsOf(evse, MODELS, NOW);
          expect(codes.includes('EVSE_UNSUPPORTED_FIRMWARE_MODEL')).toBe(
            firmwareSupportOf(evse, MODELS) !== 'SUPPORTED',
          );
          expect(codes.includes('EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS')).toBe(!online && ago > 6 * HOUR);
        },
      ),
    );
  });
});

describe('derived status', () => {
  it('offline wins, then a fault, then a session, then a free connector, else unavailable', () => {
    expect(evseDerivedStatus(row({ connectivity: 'EVSE_OFFLINE', connectors: connectors('Charging') }))).toBe(
      'offline',
    );
    expect(evseDerivedStatus(row({ connectors: connectors('Charging', 'Faulted') }))).toBe('faulted');
    expect(evseDerivedStatus(row({ connectors: connectors('Available', 'SuspendedEV') }))).toBe('charging');
    expect(evseDerivedStatus(row({ connectors: connectors('Unavailable', 'Available') }))).toBe('available');
    expect(evseDerivedStatus(row({ connectors: connectors('Reserved', 'Unavailable') }))).toBe('unavailable');
    expect(evseDerivedStatus(row({ connectors: [] }))).toBe('unavailable');
  });
});

describe('effective schedule (OCPP composite)', () => {
  const charger = { maxCurrent: 32, phases: 3 };
  const profile = (overrides: Partial<ChargingProfile>): ChargingProfile => ({
    chargingProfileId: 1,
    stackLevel: 0,
    purpose: 'TxDefaultProfile',
    kind: 'Absolute',
    startSchedule: new Date(NOW).toISOString(),
    chargingRateUnit: 'A',
    periods: [{ startPeriod: 0, limit: 16 }],
    source: 'HEMS_OPTIMISER',
    deliveryState: 'ACCEPTED',
    updatedAt: new Date(NOW).toISOString(),
    ...overrides,
  });

  it('no profile: the charger maximum for the whole window', () => {
    expect(effectiveSchedule([], charger, NOW, NOW + 24 * HOUR)).toEqual([
      { start: NOW, end: NOW + 24 * HOUR, limitA: 32, profileId: null },
    ]);
  });

  it('the grid cap in W limits the default profile, converted at 230 V per phase; a daily profile repeats', () => {
    const daily = profile({
      kind: 'Recurring',
      recurrencyKind: 'Daily',
      startSchedule: new Date(NOW - 10 * 24 * HOUR).toISOString(),
      periods: [
        { startPeriod: 0, limit: 16 },
        { startPeriod: 18 * 3600, limit: 10 },
      ],
    });
    const cap = profile({
      chargingProfileId: 2,
      purpose: 'ChargePointMaxProfile',
      chargingRateUnit: 'W',
      kind: 'Absolute',
      periods: [{ startPeriod: 0, limit: 4140 }],
      duration: 2 * 3600,
      source: 'GRID_OPERATOR',
    });
    const periods = effectiveSchedule([daily, cap], charger, NOW, NOW + 24 * HOUR);
    expect(periods[0]).toEqual({ start: NOW, end: NOW + 2 * HOUR, limitA: 6, profileId: 2 });
    expect(periods[1]).toMatchObject({ start: NOW + 2 * HOUR, limitA: 16, profileId: 1 });
    // The recurrence starts at 12:00 UTC every day: its second period (after 18 h) runs from 06:00 to 12:00.
    expect(periods.find((p) => p.limitA === 10)).toMatchObject({
      start: NOW + 18 * HOUR,
      end: NOW + 24 * HOUR,
    });
  });

  it('a TxProfile overrides the default; the highest stack level wins; rejected profiles do not count', () => {
    const base = profile({ stackLevel: 0, periods: [{ startPeriod: 0, limit: 16 }] });
    const higher = profile({ chargingProfileId: 2, stackLevel: 3, periods: [{ startPeriod: 0, limit: 12 }] });
    const tx = profile({
      chargingProfileId: 3,
      purpose: 'TxProfile',
      periods: [{ startPeriod: 0, limit: 20 }],
      duration: 3600,
    });
    const rejected = profile({
      chargingProfileId: 4,
      purpose: 'ChargePointMaxProfile',
      deliveryState: 'REJECTED',
      periods: [{ startPeriod: 0, limit: 1 }],
    });
    const periods = effectiveSchedule([base, higher, tx, rejected], charger, NOW, NOW + 4 * HOUR);
    expect(periods.map((p) => [p.limitA, p.profileId])).toEqual([
      [20, 3],
      [12, 2],
    ]);
  });

  it('property: periods tile the window without gaps and never exceed the charger maximum', () => {
    const arbProfile = fc.record({
      chargingProfileId: fc.integer({ min: 1, max: 50 }),
      stackLevel: fc.integer({ min: 0, max: 5 }),
      purpose: fc.constantFrom('ChargePointMaxProfile', 'TxDefaultProfile', 'TxProfile'),
      kind: fc.constantFrom('Absolute', 'Recurring', 'Relative'),
      recurrencyKind: fc.constantFrom('Daily', 'Weekly'),
      startSchedule: fc.integer({ min: -48, max: 24 }).map((h) => new Date(NOW + h * HOUR).toISOString()),
      chargingRateUnit: fc.constantFrom('A', 'W'),
      periods: fc.array(
        fc.record({
          startPeriod: fc.integer({ min: 0, max: 86_400 }),
          limit: fc.integer({ min: 0, max: 40_000 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      source: fc.constant('HEMS_OPTIMISER'),
      deliveryState: fc.constantFrom('ACCEPTED', 'PENDING'),
      updatedAt: fc.constant(new Date(NOW).toISOString()),
    }) as fc.Arbitrary<ChargingProfile>;
    fc.assert(
      fc.property(fc.array(arbProfile, { maxLength: 5 }), (profiles) => {
        const periods = effectiveSchedule(profiles, charger, NOW, NOW + 24 * HOUR);
        expect(periods[0]?.start).toBe(NOW);
        expect(periods.at(-1)?.end).toBe(NOW + 24 * HOUR);
        periods.forEach((p, i) => {
          expect(p.end).toBeGreaterThan(p.start);
          if (i > 0) expect(p.start).toBe(periods[i - 1]!.end);
          expect(p.limitA).toBeLessThanOrEqual(charger.maxCurrent);
          expect(Number.isFinite(p.limitA)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the chargers call: list state → query → server rule', () => {
  const data = createDataset();
  const rows = data.evses.map((record) => record.detail.evse);

  it('a list URL makes the query the server filters by; malformed params are dropped', () => {
    const state = listStateFromSearchParams(
      new URLSearchParams(
        'connectivity=EVSE_OFFLINE&connectivity=bogus&firmware=UNKNOWN_MODEL&evse_problem=X&q=%20ALF%20&sort=lastConnection&dir=asc&page=2',
      ),
      EVSE_LIST_CONFIG,
    );
    expect(evsesServerQuery(state, 'f')).toEqual({
      page: 2,
      text: 'ALF',
      connectivity: ['EVSE_OFFLINE'],
      firmware_support: ['UNKNOWN_MODEL'],
      fleet: 'f',
      sort: 'lastConnection',
    });
    expect(evsesServerQuery(INITIAL_LIST_STATE, undefined)).toEqual({});
  });

  it('property: every kept charger passes every chosen group, every dropped one fails one; newest first by default', () => {
    fc.assert(
      fc.property(
        fc.subarray(['EVSE_ONLINE', 'EVSE_OFFLINE'] as const),
        fc.subarray(['SUPPORTED', 'UNSUPPORTED_FIRMWARE', 'UNKNOWN_MODEL'] as const),
        fc.subarray(['EVSE_UNSUPPORTED_FIRMWARE_MODEL', 'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS'] as const),
        fc.constantFrom('', 'alf', 'CUST-', 'garage'),
        (connectivity, support, problems, text) => {
          const query = { connectivity, firmware_support: support, problems, text };
          const kept = filterEvsesByServerQuery(rows, query, data.chargepointModels);
          const passes = (r: EvseRow) =>
            (connectivity.length === 0 || connectivity.includes(r.connectivity)) &&
            (support.length === 0 || support.includes(firmwareSupportOf(r, data.chargepointModels))) &&
            (problems.length === 0 || r.problems.some((code) => problems.includes(code))) &&
            [r.uniqueIdentifier, r.displayName, r.site?.userReference ?? ''].some((f) =>
              f.toLowerCase().includes(text.toLowerCase()),
            );
          expect(new Set(kept)).toEqual(new Set(rows.filter(passes)));
          const times = kept.map((r) => Date.parse(r.lastConnection));
          expect(times).toEqual([...times].sort((a, b) => b - a));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the Fleets filter: chosen names go on the wire as the uuids of every fleet whose name contains one; the server keeps the chargers of their sites', () => {
    const sites = allSites(data).map(({ site }) => site);
    const fleets = [...new Map(sites.flatMap((site) => site.fleets).map((f) => [f.uuid, f])).values()];
    const fleet = fleets[0];
    if (fleet === undefined) throw new Error('the dataset has fleets');
    const state = listStateFromSearchParams(new URLSearchParams([['fleet', fleet.name]]), EVSE_LIST_CONFIG);
    const uuids = fleets
      .filter((f) => f.name.includes(fleet.name))
      .map((f) => f.uuid)
      .sort();
    expect(evsesServerQuery(state, undefined, fleets)).toEqual({ fleets: uuids });
    // A name no fleet has cannot be said in uuids: nothing is sent for it.
    expect(evsesServerQuery(state, undefined, [])).toEqual({});
    const fleetsBySubscription = new Map(
      sites.map((site) => [site.subscription, site.fleets.map((f) => f.uuid)]),
    );
    const fleetsOf = (row: EvseRow) =>
      row.site === null ? [] : (fleetsBySubscription.get(row.site.subscription) ?? []);
    const kept = filterEvsesByServerQuery(rows, { fleets: uuids }, data.chargepointModels, fleetsOf);
    const expected = rows.filter((row) => fleetsOf(row).some((uuid) => uuids.includes(uuid)));
    expect(kept.length).toBeGreaterThan(0);
    expect(new Set(kept)).toEqual(new Set(expected));
    expect(kept.length).toBeLessThan(rows.length);
  });
});
