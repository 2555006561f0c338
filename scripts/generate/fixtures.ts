import type { components } from '../../src/api/schema.gen.ts';
import { createPrng } from './prng.ts';
import type { Prng } from './prng.ts';
import { FAR_FUTURE_EXP, signJwt } from './jwt.ts';
import {
  buildEvseFixtures,
  MODELS,
  UNKNOWN_MODELS,
  type EvseFixtures,
} from '../mock/areas/evses/evses.fixtures.ts';
import { startGatewayWorld, type GatewayFixtures } from '../mock/areas/gateways/gateways.fixtures.ts';
import { SURNAMES } from './names.ts';
import { gatewayLink } from './world-connectivity.ts';
import { buildStaffWorld, type StaffWorld } from '../mock/areas/access/staff.fixtures.ts';
import {
  assignOwnership,
  plantDuplicates,
  type InstallOwnership,
} from '../mock/areas/install/install.fixtures.ts';
import { assignAccountOwners, type AccountOwners } from '../mock/areas/access/account-owners.fixtures.ts';

type Schemas = components['schemas'];
export type Fleet = Schemas['Fleet'];
export type SiteRow = Schemas['SiteRow'];
export type ProblemRow = Schemas['ProblemRow'];
export type ProblemCode = Schemas['ProblemCode'];
export type HealthLevel = Schemas['HealthLevel'];
export type ReadinessLabel = Schemas['ReadinessLabel'];
export type PreparedInstallation = Schemas['PreparedInstallationSource'];
export type HemsProvider = Schemas['HemsProvider'];

export const DEFAULT_SEED = 20261101;
/** Every date in the fixtures is relative to this instant, never to the clock. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1, 0, 0, 0);
export const PAGE_SIZE = 50;

/** How many pages of PAGE_SIZE rows `total` rows make. */
export function pageCount(total: number): number {
  return Math.ceil(total / PAGE_SIZE);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Dates spread over the two years before the reference date. */
const SPAN = 730 * DAY;

/** SPEC §4: the 13 codes of the site-problems list. */
export const SITE_PROBLEM_CODES = [
  'AUTO_ACTIVATED_FOR_MORE_14_DAYS',
  'OFFLINE_SINCE_MORE_THAN_6_HOURS',
  'SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5',
  'ACTIVE_FC_INCOMPLETE',
  'CONSUMPTION_FC_DEVIATION',
  'PV_FORECAST_DEVIATION',
  'SITE_NOT_OPTIMIZABLE',
  'POSSIBLY_INCORRECT_MASTERDATA_PV',
  'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
  'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
  'SITE_OFFLINE_NOW',
  'SITE_IOT_STATUS_UNHEALTHY_NOW',
  'SITE_HAS_UNREGISTERED_EVSE',
] as const satisfies readonly ProblemCode[];
export const INSTALLATION_PROBLEM_CODES = [
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
] as const satisfies readonly ProblemCode[];
/** In neither list: they appear only in a site's detail (`getSite` problems). */
export const EVSE_PROBLEM_CODES = [
  'EVSE_UNSUPPORTED_FIRMWARE_MODEL',
  'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS',
] as const satisfies readonly ProblemCode[];

export const TSOS = ['50Hertz', 'Amprion', 'TenneT', 'TransnetBW'] as const;
export const HEALTH_LEVELS = ['good', 'moderate', 'critical'] as const satisfies readonly HealthLevel[];
export const READINESS_LABELS = [
  'READY',
  'NOT_READY',
  'MISSING_MASTER_DATA',
] as const satisfies readonly ReadinessLabel[];
export const INSTALLATION_STATUSES = [
  'IN_PROGRESS',
  'READY',
  'COMPLETED',
  'ACTIVATED',
] as const satisfies readonly PreparedInstallation['status'][];

export interface ProviderProfile {
  id: string;
  name: string;
  sites: readonly [number, number];
  installations: readonly [number, number];
  gatewayPrefix: string;
  gatewayDigits: number;
  hemsPrefix: string;
  gatewayTypes: readonly string[];
}

/** Site counts are never a multiple of 50, so every provider has a partly filled last page. */
export const PROVIDERS: readonly ProviderProfile[] = [
  {
    id: 'sonnen',
    name: 'sonnen',
    sites: [101, 124],
    installations: [24, 30],
    gatewayPrefix: 'SB',
    gatewayDigits: 6,
    hemsPrefix: 'SONNEN',
    gatewayTypes: ['sonnenBatterie 10', 'sonnenBatterie 10 performance', 'sonnenBatterie hybrid 9.53'],
  },
  {
    id: 'senec',
    name: 'SENEC',
    sites: [81, 99],
    installations: [20, 26],
    gatewayPrefix: 'SN',
    gatewayDigits: 8,
    hemsPrefix: 'SENEC',
    gatewayTypes: ['SENEC.Home V3 hybrid', 'SENEC.Home V4', 'SENEC.Home P4'],
  },
  {
    id: 'e3dc',
    name: 'E3/DC',
    sites: [68, 84],
    installations: [16, 22],
    gatewayPrefix: 'S10',
    gatewayDigits: 9,
    hemsPrefix: 'E3DC',
    gatewayTypes: ['S10 E PRO', 'S10 X COMPACT', 'S10 SE'],
  },
];

const FLEET_NAMES = [
  'Alpen Trading Pool',
  'Bodensee Batterien',
  'Hanse Wärmepumpen',
  'Nordlicht Energie',
  'Pfalz PV Partner',
  'Rhein-Main Speicherverbund',
  'Ruhr Flex',
  'Sachsen Sonnenflotte',
  'Spree Storage',
  'Stadtwerke Freiburg VPP',
  'Weser Community Grid',
  'Zugspitze Solar',
] as const;

export { SURNAMES };
export const STREETS = [
  'Lindenweg',
  'Hauptstraße',
  'Gartenstraße',
  'Schulstraße',
  'Am Sonnenhang',
  'Birkenallee',
  'Mühlweg',
];
export const CITIES = [
  'Freiburg',
  'Kassel',
  'Leipzig',
  'Bremen',
  'Augsburg',
  'Münster',
  'Rostock',
  'Ulm',
  'Mainz',
];

export interface ProviderFixture {
  provider: HemsProvider;
  /** Newest first; page n holds rows [(n-1)*50, n*50). */
  sites: SiteRow[];
  installations: PreparedInstallation[];
}

export interface Fixtures {
  seed: number;
  providers: ProviderFixture[];
  fleets: Fleet[];
  siteProblems: ProblemRow[];
  installationProblems: ProblemRow[];
  /** EVSE problem codes by subscription uuid: shown only in a site's detail. */
  evseProblems: Map<string, ProblemCode[]>;
  tokens: { access: string; refresh: string; refreshedAccess: string };
  /** The EV chargers and the charge-point models list (evses.fixtures.ts). */
  evse: EvseFixtures;
  /** The installations' gateways with their devices and seen charge points, the OCPP candidates. */
  gateway: GatewayFixtures;
  /** The staff world (staff.fixtures.ts): staff users, installer companies, sign-ups, outbox. */
  staff: StaffWorld;
  /** Each installation's company and installer, each fleet manager's fleets (install.fixtures.ts). */
  ownership: InstallOwnership;
  /** Each site's account owner, a salesperson's staff id, by subscription (account-owners.fixtures.ts). */
  accountOwners: AccountOwners;
}

const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const ms = (value: string): number => Date.parse(value);

/** The sites call's order: newest created first, ties by subscription. */
const newestSiteFirst = (a: SiteRow, b: SiteRow): number =>
  b.created.localeCompare(a.created) || a.subscription.localeCompare(b.subscription);

function uniqueFactory(prng: Prng, make: (prng: Prng) => string): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const value = make(prng);
      if (!seen.has(value)) {
        seen.add(value);
        return value;
      }
    }
  };
}

function buildFleets(prng: Prng): Fleet[] {
  const uuid = uniqueFactory(prng, (p) => p.uuid());
  return FLEET_NAMES.map((name) => ({ uuid: uuid(), name }));
}

function worst(a: HealthLevel, b: HealthLevel): HealthLevel {
  return HEALTH_LEVELS[Math.max(HEALTH_LEVELS.indexOf(a), HEALTH_LEVELS.indexOf(b))] as HealthLevel;
}

function buildSite(
  prng: Prng,
  ids: { uuid: () => string; userReference: () => string; gatewayId: () => string },
  fleets: Fleet[],
): SiteRow {
  const created = REFERENCE_DATE - prng.int(DAY, SPAN);
  const status = prng.weighted<SiteRow['status']>([
    ['ACTIVE', 60],
    ['AUTO_ACTIVATED', 20],
    ['INACTIVE', 20],
  ]);
  const activated = status !== 'INACTIVE';
  const activationDate = activated
    ? Math.min(created + prng.int(HOUR, 30 * DAY), REFERENCE_DATE - HOUR)
    : null;
  const online = prng.bool(status === 'ACTIVE' ? 0.85 : status === 'AUTO_ACTIVATED' ? 0.7 : 0.3);
  // The site's last seen is its gateway's (the world's one connectivity rule): offline ones went minutes to weeks
  // ago, never before they were created.
  const timestamp = gatewayLink({ reference: REFERENCE_DATE, created, online, draw: prng.next() }).lastSeen;
  const fleetCount = prng.weighted([
    [0, 30],
    [1, 55],
    [2, 10],
    [3, 5],
  ]);
  const siteFleets = prng.sample(fleets, fleetCount).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const hasPv = prng.bool(0.85);
  const iot = online
    ? prng.weighted<HealthLevel>([
        ['good', 70],
        ['moderate', 20],
        ['critical', 10],
      ])
    : prng.weighted<HealthLevel>([
        ['moderate', 40],
        ['critical', 60],
      ]);
  const vpp = prng.weighted<HealthLevel>([
    ['good', 60],
    ['moderate', 25],
    ['critical', 15],
  ]);
  const readiness = (): ReadinessLabel =>
    prng.weighted<ReadinessLabel>([
      ['READY', 60],
      ['NOT_READY', 25],
      ['MISSING_MASTER_DATA', 15],
    ]);
  const row: SiteRow = {
    subscription: ids.uuid(),
    siteUuid: ids.uuid(),
    activationDate: activationDate === null ? null : iso(activationDate),
    gatewayId: ids.gatewayId(),
    online,
    status,
    userReference: ids.userReference(),
    fleets: siteFleets,
    created: iso(created),
    timestamp: iso(timestamp),
    hasPv,
    hasBattery: prng.bool(hasPv ? 0.75 : 0.4),
    hasEvse: prng.bool(0.45),
    hasHp: prng.bool(0.3),
    tradingEnabledSupply: activated && prng.bool(0.5),
    tradingEnabledFeedIn: activated && hasPv && prng.bool(0.4),
    readyForForecastingLabel: readiness(),
    readyForOptimizationLabel: readiness(),
    readyForTradingLabel: readiness(),
    health: { overall: worst(iot, vpp), iot, vpp },
  };
  // A missing TSO means 'not available' (SPEC §5); about one site in eight has none.
  if (!prng.bool(0.12)) row.tso = prng.pick(TSOS);
  return row;
}

function buildInstallation(
  prng: Prng,
  profile: ProviderProfile,
  status: PreparedInstallation['status'],
  ids: { uuid: () => string; hemsId: () => string; gatewayId: () => string; installer: () => string },
): PreparedInstallation {
  return {
    uuid: ids.uuid(),
    name: `${prng.pick(SURNAMES)}, ${prng.pick(STREETS)} ${prng.int(1, 120)}, ${prng.pick(CITIES)}`,
    hemProvider: profile.name,
    hems: { id: ids.hemsId() },
    status,
    created: iso(REFERENCE_DATE - prng.int(HOUR, SPAN)),
    pvBattGatewayType: prng.pick(profile.gatewayTypes),
    pvBattGateway: { id: ids.gatewayId() },
    installer: ids.installer(),
    // The world builds every site with an installation of its own (gateways.fixtures.ts): no prepared installation
    // has become a site in it yet, so none names one (the field is proposed).
    site: null,
  };
}

interface ProblemRule {
  code: ProblemCode;
  eligible: (site: SiteRow) => boolean;
  since: (site: SiteRow, prng: Prng) => number;
}

const isActivated = (site: SiteRow): boolean => site.status !== 'INACTIVE';
const recent = (site: SiteRow, prng: Prng, maxAge: number): number =>
  Math.max(ms(site.activationDate ?? site.created), REFERENCE_DATE - prng.int(HOUR, maxAge));

/** Each code is only put on sites where it makes sense, with a `since` that follows from the site's fields. */
const SITE_RULES: readonly ProblemRule[] = [
  {
    code: 'AUTO_ACTIVATED_FOR_MORE_14_DAYS',
    eligible: (s) =>
      s.status === 'AUTO_ACTIVATED' &&
      s.activationDate !== null &&
      ms(s.activationDate) <= REFERENCE_DATE - 14 * DAY,
    since: (s) => ms(s.activationDate ?? s.created) + 14 * DAY,
  },
  {
    code: 'OFFLINE_SINCE_MORE_THAN_6_HOURS',
    eligible: (s) => !s.online && ms(s.timestamp) <= REFERENCE_DATE - 6 * HOUR,
    since: (s) => ms(s.timestamp) + 6 * HOUR,
  },
  {
    code: 'SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5',
    eligible: (s) => isActivated(s) && s.online,
    since: (s, p) => recent(s, p, 23 * HOUR),
  },
  {
    code: 'ACTIVE_FC_INCOMPLETE',
    eligible: (s) => s.status === 'ACTIVE',
    since: (s, p) => recent(s, p, 20 * DAY),
  },
  { code: 'CONSUMPTION_FC_DEVIATION', eligible: isActivated, since: (s, p) => recent(s, p, 10 * DAY) },
  {
    code: 'PV_FORECAST_DEVIATION',
    eligible: (s) => isActivated(s) && s.hasPv,
    since: (s, p) => recent(s, p, 10 * DAY),
  },
  {
    code: 'SITE_NOT_OPTIMIZABLE',
    eligible: (s) => isActivated(s) && s.readyForOptimizationLabel !== 'READY',
    since: (s, p) => recent(s, p, 60 * DAY),
  },
  {
    code: 'POSSIBLY_INCORRECT_MASTERDATA_PV',
    eligible: (s) => s.hasPv,
    since: (s, p) => recent(s, p, 90 * DAY),
  },
  {
    code: 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
    eligible: (s) => isActivated(s) && s.online,
    since: () => REFERENCE_DATE - DAY,
  },
  {
    code: 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
    eligible: (s) => isActivated(s) && s.health.iot !== 'good',
    since: () => REFERENCE_DATE - DAY,
  },
  { code: 'SITE_OFFLINE_NOW', eligible: (s) => isActivated(s) && !s.online, since: (s) => ms(s.timestamp) },
  {
    code: 'SITE_IOT_STATUS_UNHEALTHY_NOW',
    eligible: (s) => s.health.iot === 'critical',
    since: (s, p) => recent(s, p, 2 * DAY),
  },
  {
    code: 'SITE_HAS_UNREGISTERED_EVSE',
    eligible: (s) => isActivated(s) && !s.hasEvse,
    since: (s, p) => recent(s, p, 30 * DAY),
  },
];

const INSTALLATION_RULES: readonly ProblemRule[] = [
  { code: 'INSTALLATION_DUPLICATE', eligible: () => true, since: (s) => ms(s.created) },
  {
    code: 'PENDING_ACTIVATION',
    eligible: (s) => s.status === 'INACTIVE',
    since: (s, p) => Math.min(ms(s.created) + p.int(HOUR, 3 * DAY), REFERENCE_DATE),
  },
  {
    code: 'OLDER_THAN_30_DAYS',
    eligible: (s) => s.status === 'INACTIVE' && ms(s.created) <= REFERENCE_DATE - 30 * DAY,
    since: (s) => ms(s.created) + 30 * DAY,
  },
];

function problemRow(site: SiteRow, code: ProblemCode, since: number): ProblemRow {
  const row: ProblemRow = {
    siteUuid: site.siteUuid,
    subscription: site.subscription,
    userReference: site.userReference,
    problemName: code,
    since: iso(Math.min(since, REFERENCE_DATE)),
    hasPv: site.hasPv,
    hasBattery: site.hasBattery,
    hasEvse: site.hasEvse,
    hasHp: site.hasHp,
    tradingEnabledSupply: site.tradingEnabledSupply,
    tradingEnabledFeedIn: site.tradingEnabledFeedIn,
    readyForForecastingLabel: site.readyForForecastingLabel,
    readyForOptimizationLabel: site.readyForOptimizationLabel,
    readyForTradingLabel: site.readyForTradingLabel,
    health: { ...site.health },
  };
  if (site.tso !== undefined) row.tso = site.tso;
  row.fleets = site.fleets.map((fleet) => ({ ...fleet }));
  return row;
}

function buildProblems(
  prng: Prng,
  sites: SiteRow[],
  rules: readonly ProblemRule[],
  perCode: readonly [number, number],
): ProblemRow[] {
  const rows: ProblemRow[] = [];
  for (const rule of rules) {
    const eligible = sites.filter(rule.eligible);
    if (eligible.length === 0) throw new Error(`no fixture site qualifies for problem ${rule.code}`);
    for (const site of prng.sample(eligible, prng.int(perCode[0], perCode[1]))) {
      rows.push(problemRow(site, rule.code, rule.since(site, prng)));
    }
  }
  // Newest problem first, ties broken by stable keys so the order never depends on insertion.
  return rows.sort(
    (a, b) =>
      b.since.localeCompare(a.since) ||
      a.problemName.localeCompare(b.problemName) ||
      a.subscription.localeCompare(b.subscription),
  );
}

export interface FixtureOptions {
  /**
   * A bigger world of this many sites in all (`MOCK_SITES`): the smaller providers keep their generated sites and
   * the first provider (sonnen) gets the rest, drawn the same way; problem rows grow in proportion. Absent: the
   * generated world as committed. At least the generated world's size.
   */
  sites?: number;
}

/** The generated world's size: the biggest the ranges of PROVIDERS can draw is below this. */
export const MIN_SIZED_SITES = 1_000;
/** The generated world's site count the problem draws are made for. */
const GENERATED_SITES = 300;

export function buildFixtures(seed: number = DEFAULT_SEED, options: FixtureOptions = {}): Fixtures {
  const wanted = options.sites;
  if (wanted !== undefined && !(Number.isInteger(wanted) && wanted >= MIN_SIZED_SITES)) {
    throw new Error(
      `a sized world needs a whole number of sites of at least ${MIN_SIZED_SITES}, not ${wanted}`,
    );
  }
  const prng = createPrng(seed);
  const fleets = buildFleets(prng);
  const uuid = uniqueFactory(prng, (p) => p.uuid());
  const userReference = uniqueFactory(prng, (p) => `CUST-${p.digits(6)}`);
  const installer = uniqueFactory(prng, (p) => `INST-${p.digits(5)}`);

  // Made before any draw (a factory draws only when called), so a sized world can go on with the first one's.
  const gatewayIds = PROVIDERS.map((profile) =>
    uniqueFactory(prng, (p) => `${profile.gatewayPrefix}-${p.digits(profile.gatewayDigits)}`),
  );
  const providers: ProviderFixture[] = PROVIDERS.map((profile, index) => {
    const gatewayId = gatewayIds[index] as () => string;
    const hemsId = uniqueFactory(prng, (p) => `${profile.hemsPrefix}-${p.digits(7)}`);
    const siteCount = prng.int(profile.sites[0], profile.sites[1]);
    const sites = Array.from({ length: siteCount }, () =>
      buildSite(prng, { uuid, userReference, gatewayId }, fleets),
    ).sort(newestSiteFirst);
    const installationCount = prng.int(profile.installations[0], profile.installations[1]);
    // The first four rows carry each status once, so every provider's list shows every status.
    const installations = Array.from({ length: installationCount }, (_, index) =>
      buildInstallation(prng, profile, INSTALLATION_STATUSES[index] ?? prng.pick(INSTALLATION_STATUSES), {
        uuid,
        hemsId,
        gatewayId,
        installer,
      }),
    ).sort((a, b) => b.created.localeCompare(a.created) || a.uuid.localeCompare(b.uuid));
    return {
      provider: { id: profile.id, name: profile.name, siteCount, preparedCount: installationCount },
      sites,
      installations,
    };
  });

  if (wanted !== undefined) {
    const ids = { uuid, userReference, gatewayId: gatewayIds[0] as () => string };
    growFirstProvider(
      prng,
      providers[0] as ProviderFixture,
      wanted - providers.reduce((n, p) => n + p.sites.length, 0),
      ids,
      fleets,
    );
  }
  const scale = wanted === undefined ? 1 : Math.max(1, Math.round(wanted / GENERATED_SITES));
  const perCode = (low: number, high: number) => [low * scale, high * scale] as const;

  const allSites = providers.flatMap((p) => p.sites);
  // Every fleet is linked to at least one site.
  for (const fleet of fleets) {
    if (allSites.some((site) => site.fleets.some((f) => f.uuid === fleet.uuid))) continue;
    const site = prng.pick(allSites.filter((s) => s.fleets.length === 1));
    site.fleets = [...site.fleets, fleet].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  const siteProblems = buildProblems(prng, allSites, SITE_RULES, perCode(3, 9));
  const installationProblems = buildProblems(prng, allSites, INSTALLATION_RULES, perCode(3, 8));
  // The EVSE problems planted on a few sites' first chargers; the sites' lists are read back from the chargers.
  const plantedEvseProblems = new Map<string, ProblemCode[]>();
  const evseSites = allSites.filter((s) => s.hasEvse);
  for (const code of EVSE_PROBLEM_CODES) {
    for (const site of prng.sample(evseSites, prng.int(...perCode(3, 6)))) {
      plantedEvseProblems.set(site.subscription, [
        ...(plantedEvseProblems.get(site.subscription) ?? []),
        code,
      ]);
    }
  }

  const iat = REFERENCE_DATE / 1000;
  const claims = { sub: 'staff@example.com', name: 'Mock Staff Member', iat, exp: FAR_FUTURE_EXP };
  const tokens = {
    access: signJwt({ ...claims, typ: 'access', jti: uuid() }),
    refresh: signJwt({ ...claims, typ: 'refresh', jti: uuid() }),
    refreshedAccess: signJwt({ ...claims, iat: iat + 3600, typ: 'access', jti: uuid() }),
  };

  const gatewayWorld = startGatewayWorld(seed, {
    providers: providers.map((fixture, index) => ({ fixture, profile: PROVIDERS[index] as ProviderProfile })),
    names: { surnames: SURNAMES, streets: STREETS, cities: CITIES },
    models: { supported: MODELS, unknown: UNKNOWN_MODELS },
    reference: REFERENCE_DATE,
  });
  const evse = buildEvseFixtures(seed, allSites, plantedEvseProblems, REFERENCE_DATE, (site) =>
    gatewayWorld.refOfSite(site),
  );
  const evseProblems = evseProblemsBySite(allSites, evse.evses);

  const staff = buildStaffWorld(seed, REFERENCE_DATE);
  const ownership = assignOwnership(
    {
      prepared: providers.map((provider) => provider.installations),
      siteInstallations: allSites.map((site) => gatewayWorld.refOfSite(site).installationUuid),
      fleets: [...fleets].sort((a, b) => a.name.localeCompare(b.name, 'en')),
    },
    staff,
  );
  const gateway = gatewayWorld.finish(evse.evses, siteProblems);
  const duplicateSubscriptions = new Set(
    installationProblems
      .filter((row) => row.problemName === 'INSTALLATION_DUPLICATE')
      .map((row) => row.subscription),
  );
  plantDuplicates({
    duplicateSites: allSites.filter((site) => duplicateSubscriptions.has(site.subscription)),
    siteInstallationUuid: (site) => gatewayWorld.refOfSite(site).installationUuid,
    prepared: providers.flatMap((provider) => provider.installations),
    gateways: gateway.gateways,
    ownership,
  });

  return {
    seed,
    providers,
    fleets: [...fleets].sort((a, b) => a.name.localeCompare(b.name, 'en')),
    siteProblems,
    installationProblems,
    evseProblems,
    tokens,
    evse,
    gateway,
    staff,
    ownership,
    accountOwners: assignAccountOwners(allSites, staff.staff),
  };
}

/** `extra` more sites for one provider, drawn as its generated ones are, in the provider's order again. */
function growFirstProvider(
  prng: Prng,
  fixture: ProviderFixture,
  extra: number,
  ids: Parameters<typeof buildSite>[1],
  fleets: Fleet[],
): void {
  const sites = fixture.sites.concat(Array.from({ length: extra }, () => buildSite(prng, ids, fleets)));
  fixture.sites = sites.sort(newestSiteFirst);
  fixture.provider.siteCount = sites.length;
}

/**
 * Each site's EVSE problem codes, as its chargers carry them (in the codes' order): besides the planted ones, a
 * charger offline with its gateway for more than 6 hours has the offline one.
 */
function evseProblemsBySite(
  sites: readonly SiteRow[],
  evses: EvseFixtures['evses'],
): Map<string, ProblemCode[]> {
  const codesOf = new Map<string, Set<ProblemCode>>();
  for (const { detail } of evses) {
    const key = detail.evse.site?.subscription;
    if (key === undefined) continue;
    codesOf.set(key, new Set([...(codesOf.get(key) ?? []), ...detail.evse.problems]));
  }
  const bySite = new Map<string, ProblemCode[]>();
  for (const site of sites) {
    const codes = EVSE_PROBLEM_CODES.filter((code) => codesOf.get(site.subscription)?.has(code));
    if (codes.length > 0) bySite.set(site.subscription, codes);
  }
  return bySite;
}

/** Every problem code on one site: its list rows plus its EVSE codes, in the spec's enum order. */
export function siteProblemCodes(fixtures: Fixtures, site: SiteRow, order: readonly string[]): ProblemCode[] {
  const codes = new Set<ProblemCode>(fixtures.evseProblems.get(site.subscription) ?? []);
  for (const row of [...fixtures.siteProblems, ...fixtures.installationProblems]) {
    if (row.subscription === site.subscription) codes.add(row.problemName);
  }
  return [...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
