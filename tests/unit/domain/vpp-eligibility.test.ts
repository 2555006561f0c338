// The VPP eligibility rule (src/domain/vpp/vpp-eligibility.ts): what blocks a site, its enrolment
// state, what enrolling and withdrawing do, and the pool — with properties: eligibility never enrols a blocked site,
// the pool's totals are the sum of its enrolled sites, enrol then withdraw puts the pool back where it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enrol,
  enrolmentState,
  flexiblePowerKw,
  storageKwh,
  vppBlockers,
  vppPool,
  withdraw,
  type VppAssets,
  type VppEnrolmentRecord,
  type VppPoolSite,
  type VppSiteFacts,
} from '../../../src/domain/vpp/vpp-eligibility.ts';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const AT = '2026-11-01T12:00:00Z';
const tenth = fc.integer({ min: 0, max: 300 }).map((n) => n / 10);

const assetsArb: fc.Arbitrary<VppAssets> = fc.record(
  {
    pv: fc.record({ peakPowerKw: tenth }),
    battery: fc.record({ capacityKwh: tenth, maxPowerKw: tenth }),
    heatPump: fc.record({ maxPowerKw: tenth }),
    chargers: fc.array(fc.record({ maxPowerKw: tenth }), { maxLength: 3 }),
  },
  { requiredKeys: ['chargers'] },
);

const factsArb: fc.Arbitrary<VppSiteFacts> = fc.record({
  status: fc.constantFrom('ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'),
  lastSeen: fc.integer({ min: 0, max: 48 * 3_600_000 }).map((age) => new Date(NOW - age).toISOString()),
  readyForTradingLabel: fc.constantFrom('READY', 'NOT_READY', 'MISSING_MASTER_DATA'),
  tso: fc.option(fc.constantFrom('TenneT', 'Amprion', ''), { nil: undefined }),
  tradingEnabledSupply: fc.boolean(),
  tradingEnabledFeedIn: fc.boolean(),
  vppHealth: fc.constantFrom('good', 'moderate', 'critical'),
  problems: fc.subarray(['SITE_NOT_OPTIMIZABLE', 'PV_FORECAST_DEVIATION', 'SITE_OFFLINE_NOW']),
  assets: assetsArb,
});

const recordArb: fc.Arbitrary<VppEnrolmentRecord | null> = fc.option(
  fc.record({ enrolled: fc.boolean(), changedAt: fc.constant('2026-10-01T00:00:00Z') }),
  { nil: null },
);

const READY: VppSiteFacts = {
  status: 'ACTIVE',
  lastSeen: new Date(NOW - 60_000).toISOString(),
  readyForTradingLabel: 'READY',
  tso: 'TenneT',
  tradingEnabledSupply: true,
  tradingEnabledFeedIn: false,
  vppHealth: 'good',
  problems: [],
  assets: { battery: { capacityKwh: 10, maxPowerKw: 5 }, chargers: [] },
};

describe('vppBlockers', () => {
  it('finds nothing for an active, fresh, trading-ready site with a battery', () => {
    expect(vppBlockers(READY, NOW)).toEqual([]);
  });

  it('names each thing that blocks, in the catalogue order', () => {
    const blocked: VppSiteFacts = {
      ...READY,
      status: 'INACTIVE',
      assets: { pv: { peakPowerKw: 8 }, chargers: [] },
      readyForTradingLabel: 'MISSING_MASTER_DATA',
      tso: undefined,
      tradingEnabledSupply: false,
      vppHealth: 'critical',
      lastSeen: new Date(NOW - 7 * 3_600_000).toISOString(),
      problems: ['SITE_IOT_STATUS_UNHEALTHY_NOW'],
    };
    expect(vppBlockers(blocked, NOW)).toEqual([
      'SITE_NOT_ACTIVATED',
      'NO_FLEXIBLE_ASSET',
      'NOT_READY_FOR_TRADING',
      'TSO_MISSING',
      'TRADING_DISABLED',
      'VPP_HEALTH_CRITICAL',
      'TELEMETRY_STALE',
      'BLOCKING_PROBLEM',
    ]);
  });

  it('treats data older than 6 hours, or an unreadable date, as stale', () => {
    expect(vppBlockers({ ...READY, lastSeen: new Date(NOW - 6 * 3_600_000).toISOString() }, NOW)).toEqual([]);
    expect(vppBlockers({ ...READY, lastSeen: new Date(NOW - 6 * 3_600_001).toISOString() }, NOW)).toEqual([
      'TELEMETRY_STALE',
    ]);
    expect(vppBlockers({ ...READY, lastSeen: 'not a date' }, NOW)).toEqual(['TELEMETRY_STALE']);
  });
});

describe('flexibility', () => {
  it('adds battery, chargers and heat pump power in tenths; PV is not flexible', () => {
    const assets: VppAssets = {
      pv: { peakPowerKw: 9.9 },
      battery: { capacityKwh: 10.1, maxPowerKw: 5.1 },
      heatPump: { maxPowerKw: 2.2 },
      chargers: [{ maxPowerKw: 11 }, { maxPowerKw: 3.7 }],
    };
    expect(flexiblePowerKw(assets)).toBe(22);
    expect(storageKwh(assets)).toBe(10.1);
  });
});

describe('enrolment', () => {
  it('states: enrolled by its record, else blocked, else withdrawn or eligible', () => {
    expect(enrolmentState(['TRADING_DISABLED'], { enrolled: true, changedAt: AT })).toBe('enrolled');
    expect(enrolmentState(['TRADING_DISABLED'], { enrolled: false, changedAt: AT })).toBe('blocked');
    expect(enrolmentState([], { enrolled: false, changedAt: AT })).toBe('withdrawn');
    expect(enrolmentState([], null)).toBe('eligible');
  });

  it('never enrols a blocked site, and says why', () => {
    fc.assert(
      fc.property(factsArb, recordArb, (facts, record) => {
        const blockers = vppBlockers(facts, NOW);
        const change = enrol(blockers, record, AT);
        if (change.ok) expect(blockers).toEqual([]);
        if (blockers.length > 0 && record?.enrolled !== true) {
          expect(change).toEqual({ ok: false, errorId: 'VPP_SITE_BLOCKED', blockers });
        }
      }),
    );
  });

  it('refuses to enrol an enrolled site or to withdraw one that is not', () => {
    expect(enrol([], { enrolled: true, changedAt: AT }, AT)).toMatchObject({
      errorId: 'VPP_ALREADY_ENROLLED',
    });
    expect(withdraw([], null, AT)).toMatchObject({ errorId: 'VPP_NOT_ENROLLED' });
    expect(withdraw([], { enrolled: false, changedAt: AT }, AT)).toMatchObject({
      errorId: 'VPP_NOT_ENROLLED',
    });
  });
});

const poolSiteArb: fc.Arbitrary<VppPoolSite> = fc.record({
  tso: fc.constantFrom('50Hertz', 'Amprion', 'TenneT', 'not available'),
  state: fc.constantFrom('enrolled', 'eligible', 'blocked', 'withdrawn'),
  assets: assetsArb,
});

const inTenths = (value: number) => Math.round(value * 10);

describe('vppPool', () => {
  it('totals equal the sum over the enrolled sites, and the sum over the TSOs', () => {
    fc.assert(
      fc.property(fc.array(poolSiteArb, { maxLength: 40 }), (sites) => {
        const pool = vppPool(sites);
        const enrolled = sites.filter((site) => site.state === 'enrolled');
        expect(pool.total.sites).toBe(enrolled.length);
        expect(inTenths(pool.total.flexiblePowerKw)).toBe(
          enrolled.reduce((sum, site) => sum + inTenths(flexiblePowerKw(site.assets)), 0),
        );
        expect(inTenths(pool.total.storageKwh)).toBe(
          enrolled.reduce((sum, site) => sum + inTenths(storageKwh(site.assets)), 0),
        );
        expect(pool.byTso.reduce((sum, tso) => sum + inTenths(tso.flexiblePowerKw), 0)).toBe(
          inTenths(pool.total.flexiblePowerKw),
        );
        expect(pool.byTso.reduce((sum, tso) => sum + tso.sites, 0)).toBe(pool.total.sites);
        expect(pool.eligible + pool.blocked + pool.withdrawn + pool.total.sites).toBe(sites.length);
      }),
    );
  });

  it('enrol then withdraw returns the pool to where it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(factsArb, recordArb), { maxLength: 20 }),
        assetsArb.filter((assets) => flexiblePowerKw(assets) > 0),
        fc.constantFrom('TenneT', 'Amprion'),
        (others, assets, tso) => {
          // An eligible site among any others: the one enrolled and withdrawn.
          const world: [VppSiteFacts, VppEnrolmentRecord | null][] = [
            ...others,
            [{ ...READY, assets, tso }, null],
          ];
          const records = world.map(([, record]) => record);
          const poolOf = () =>
            vppPool(
              world.map(([facts], index) => ({
                tso: facts.tso || 'not available',
                state: enrolmentState(vppBlockers(facts, NOW), records[index]),
                assets: facts.assets,
              })),
            );
          const index = world.length - 1;
          const blockers = vppBlockers(world[index]![0], NOW);
          const before = poolOf();
          const enrolled = enrol(blockers, records[index], AT);
          expect(enrolled.ok).toBe(true);
          if (!enrolled.ok) return;
          records[index] = enrolled.record;
          const during = poolOf();
          expect(during.total.sites).toBe(before.total.sites + 1);
          expect(inTenths(during.total.flexiblePowerKw)).toBe(
            inTenths(before.total.flexiblePowerKw) + inTenths(flexiblePowerKw(world[index]![0].assets)),
          );
          const withdrawn = withdraw(blockers, records[index], AT);
          expect(withdrawn.ok).toBe(true);
          if (!withdrawn.ok) return;
          records[index] = withdrawn.record;
          const after = poolOf();
          expect(after.byTso).toEqual(before.byTso);
          expect(after.total).toEqual(before.total);
        },
      ),
    );
  });
});
