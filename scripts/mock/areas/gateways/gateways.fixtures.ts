// The gateway world: the installations of the device world, their HEMS gateways with the devices behind
// them, the charge points each gateway's local OCPP endpoint saw but nobody registered, and the OCPP identities that
// reached the backend without belonging to any installation. A separate random stream (seed + 2), so nothing drawn
// before changes. Two phases: the gateways first (a charger needs its gateway's keys), then — once the chargers
// exist — the seen charge points and the candidates, whose identities must differ from every charger's.
//
// Installations = every prepared installation (its uuid, `hems.id`, `pvBattGateway.id`; no site) plus one per site
// (a new uuid and HEMS id, the site's `gatewayId`, linked to the site). A site's `online` and `timestamp` are its
// gateway's. About one installation in ten has a second gateway.
import type { components } from '../../../../src/api/schema.gen.ts';
import { siteRefOf, type EvseRecord, type ModelProfile } from '../evses/evses.fixtures.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import { gatewayLink } from '../../../generate/world-connectivity.ts';

type Schemas = components['schemas'];
export type Gateway = Schemas['Gateway'];
export type GatewayDevice = Schemas['GatewayDevice'];
export type SeenChargePoint = Schemas['SeenChargePoint'];
export type ChargepointCandidate = Schemas['ChargepointCandidate'];
export type DeviceGatewayRef = Schemas['DeviceGatewayRef'];
type SiteRow = Schemas['SiteRow'];
type ProblemRow = Schemas['ProblemRow'];

export interface GatewayRecord {
  gateway: Gateway;
  /** PV inverters, batteries, heat pumps, meters. Its chargers are the dataset's `evses` whose `gateway` is this. */
  devices: GatewayDevice[];
  /** Charge points its local OCPP endpoint saw that are not registered: what device verification reads. */
  seenChargePoints: SeenChargePoint[];
  /**
   * Dataset only, never answered: the gateway takes longer to answer than a device verification waits, so verifying
   * a charger on it answers VERIFICATION_TIMEOUT.
   */
  answersSlowly: boolean;
  /**
   * The HEMS provider key of the prepared installation this gateway belongs to (answered as the installation
   * gateways' `preparedHemsId`); null for a site's own installation, which no prepared-installations list holds.
   */
  preparedHemsId: string | null;
}

export interface GatewayFixtures {
  /** Installation order: prepared installations first, then the sites' installations, provider by provider. */
  gateways: GatewayRecord[];
  /** Newest last attempt first. */
  chargepointCandidates: ChargepointCandidate[];
}

/**
 * What the world reads of one provider: fixtures.ts passes its ProviderFixture and ProviderProfile, which fit. Declared
 * here rather than imported, since fixtures.ts starts the world (no import cycles).
 */
export interface GatewayProviderInput {
  fixture: {
    provider: Schemas['HemsProvider'];
    sites: readonly SiteRow[];
    installations: readonly Schemas['PreparedInstallationSource'][];
  };
  profile: {
    id: string;
    gatewayPrefix: string;
    gatewayDigits: number;
    hemsPrefix: string;
    gatewayTypes: readonly string[];
  };
}

export interface GatewayWorldInput {
  providers: readonly GatewayProviderInput[];
  names: { surnames: readonly string[]; streets: readonly string[]; cities: readonly string[] };
  models: { supported: readonly ModelProfile[]; unknown: readonly UnknownModel[] };
  reference: number;
}

interface UnknownModel {
  prefix: string;
  vendor: string;
  model: string;
  firmwareVersion: string;
}

export interface GatewayWorld {
  /** The keys of a site's own gateway (the one whose id is the site's `gatewayId`). */
  refOfSite(site: SiteRow): DeviceGatewayRef;
  /** The seen charge points and the candidates, given the chargers (their identities are taken). */
  finish(evses: readonly EvseRecord[], siteProblems: readonly ProblemRow[]): GatewayFixtures;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const GATEWAY_FIRMWARE: Record<string, readonly string[]> = {
  sonnen: ['1.13.2', '1.14.3', '1.15.0'],
  senec: ['4.1.2', '4.2.0', '4.3.5'],
  e3dc: ['P10_2024_05', 'P10_2025_02', 'P10_2025_09'],
};

interface DeviceModel {
  vendor: string;
  model: string;
  firmware: readonly string[];
  serialPrefix: string;
  ratedPowerW?: readonly number[];
  capacityWh?: readonly number[];
}

const DEVICE_MODELS: Record<GatewayDevice['type'], readonly DeviceModel[]> = {
  PV_INVERTER: [
    {
      vendor: 'SMA',
      model: 'Sunny Tripower 10.0',
      firmware: ['3.10.15.R', '4.01.04.R'],
      serialPrefix: '30',
      ratedPowerW: [10000],
    },
    {
      vendor: 'Fronius',
      model: 'Symo GEN24 8.0 Plus',
      firmware: ['1.28.7-1', '1.30.4-1'],
      serialPrefix: '34',
      ratedPowerW: [8000],
    },
    {
      vendor: 'KOSTAL',
      model: 'PLENTICORE plus 5.5',
      firmware: ['01.52', '01.55'],
      serialPrefix: '91',
      ratedPowerW: [5500],
    },
  ],
  BATTERY: [
    {
      vendor: 'BYD',
      model: 'Battery-Box Premium HVS 10.2',
      firmware: ['3.24', '3.29'],
      serialPrefix: 'P03',
      ratedPowerW: [10240],
      capacityWh: [10240],
    },
    {
      vendor: 'LG Energy Solution',
      model: 'RESU10H Prime',
      firmware: ['1.7.3'],
      serialPrefix: 'LGR',
      ratedPowerW: [5000],
      capacityWh: [9600],
    },
    {
      vendor: 'Pylontech',
      model: 'Force H2',
      firmware: ['2.4.1', '2.5.0'],
      serialPrefix: 'PYL',
      ratedPowerW: [3550, 7100],
      capacityWh: [7100, 10650],
    },
  ],
  HEAT_PUMP: [
    {
      vendor: 'Viessmann',
      model: 'Vitocal 250-A',
      firmware: ['2.6.1'],
      serialPrefix: '7',
      ratedPowerW: [10000, 13000],
    },
    {
      vendor: 'Vaillant',
      model: 'aroTHERM plus VWL 75/6',
      firmware: ['0357', '0360'],
      serialPrefix: '21',
      ratedPowerW: [7000],
    },
    {
      vendor: 'Stiebel Eltron',
      model: 'WPL 25 AC',
      firmware: ['4.02'],
      serialPrefix: 'SE',
      ratedPowerW: [8000],
    },
  ],
  METER: [
    { vendor: 'EMH metering', model: 'eHZ-K', firmware: ['1.02'], serialPrefix: '1EMH' },
    { vendor: 'Carlo Gavazzi', model: 'EM24-DIN', firmware: ['1.4'], serialPrefix: 'CG' },
  ],
};

const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function device(prng: Prng, type: GatewayDevice['type']): GatewayDevice {
  const spec = prng.pick(DEVICE_MODELS[type]);
  const out: GatewayDevice = {
    assetUuid: prng.uuid(),
    type,
    vendor: spec.vendor,
    model: spec.model,
    serialNumber: `${spec.serialPrefix}${prng.digits(9)}`,
    firmwareVersion: prng.pick(spec.firmware),
  };
  if (spec.ratedPowerW) out.ratedPowerW = prng.pick(spec.ratedPowerW);
  if (spec.capacityWh) out.capacityWh = prng.pick(spec.capacityWh);
  return out;
}

interface Assets {
  hasPv: boolean;
  hasBattery: boolean;
  hasHp: boolean;
}

/** The devices of an installation's main gateway follow its asset flags; every gateway has a meter. */
function devicesOf(prng: Prng, assets: Assets | null): GatewayDevice[] {
  const types: GatewayDevice['type'][] = [];
  if (assets === null) {
    // A second gateway: a sub-meter, sometimes with the installation's second PV field.
    if (prng.bool(0.5)) types.push('PV_INVERTER');
  } else {
    if (assets.hasPv) types.push('PV_INVERTER');
    if (assets.hasBattery) types.push('BATTERY');
    if (assets.hasHp) types.push('HEAT_PUMP');
  }
  types.push('METER');
  return types.map((type) => device(prng, type));
}

function uniqueFactory(seen: Set<string>, make: () => string): () => string {
  return () => {
    for (;;) {
      const value = make();
      if (!seen.has(value)) {
        seen.add(value);
        return value;
      }
    }
  };
}

export function startGatewayWorld(seed: number, input: GatewayWorldInput): GatewayWorld {
  const prng = createPrng(seed + 2);
  const { reference, names } = input;
  const gateways: GatewayRecord[] = [];
  const bySite = new Map<string, DeviceGatewayRef>();
  const takenGatewayIds = new Set<string>();
  const takenHemsIds = new Set<string>();
  for (const { fixture } of input.providers) {
    for (const site of fixture.sites) takenGatewayIds.add(site.gatewayId);
    for (const installation of fixture.installations) {
      takenGatewayIds.add(installation.pvBattGateway.id);
      takenHemsIds.add(installation.hems.id);
    }
  }
  const installationName = () =>
    `${prng.pick(names.surnames)}, ${prng.pick(names.streets)} ${prng.int(1, 120)}, ${prng.pick(names.cities)}`;

  const add = (
    profile: GatewayProviderInput['profile'],
    providerName: string,
    keys: DeviceGatewayRef & { installationName: string; gatewayType: string },
    state: { online: boolean; lastConnection: number; created: number },
    site: SiteRow | null,
    assets: Assets,
    preparedHemsId: string | null,
  ) => {
    const firmware = GATEWAY_FIRMWARE[profile.id] ?? ['1.0.0'];
    const main: Gateway = {
      ...keys,
      hemProvider: providerName,
      online: state.online,
      lastConnection: iso(state.lastConnection),
      firmwareVersion: prng.pick(firmware),
      site: site && siteRefOf(site),
    };
    gateways.push({
      gateway: main,
      devices: devicesOf(prng, assets),
      seenChargePoints: [],
      answersSlowly: false,
      preparedHemsId,
    });
    if (!prng.bool(0.1)) return;
    const secondId = uniqueFactory(
      takenGatewayIds,
      () => `${profile.gatewayPrefix}-${prng.digits(profile.gatewayDigits)}`,
    )();
    const online = prng.bool(0.8);
    const gatewayType = prng.pick(profile.gatewayTypes);
    const second = gatewayLink({ reference, created: state.created, online, draw: prng.next() });
    gateways.push({
      gateway: {
        ...main,
        hemGatewayId: secondId,
        gatewayType,
        online: second.online,
        lastConnection: iso(second.lastSeen),
        firmwareVersion: prng.pick(firmware),
      },
      devices: devicesOf(prng, null),
      seenChargePoints: [],
      answersSlowly: false,
      preparedHemsId,
    });
  };

  for (const { fixture, profile } of input.providers) {
    for (const installation of fixture.installations) {
      const connected = installation.status === 'ACTIVATED' || installation.status === 'COMPLETED';
      const online = prng.bool(connected ? 0.85 : 0.4);
      const created = Date.parse(installation.created);
      const lastConnection = gatewayLink({ reference, created, online, draw: prng.next() }).lastSeen;
      const hasPv = prng.bool(0.85);
      add(
        profile,
        fixture.provider.name,
        {
          installationUuid: installation.uuid,
          hemsLogicalId: installation.hems.id,
          hemGatewayId: installation.pvBattGateway.id,
          installationName: installation.name,
          gatewayType: installation.pvBattGatewayType,
        },
        { online, lastConnection, created },
        null,
        { hasPv, hasBattery: prng.bool(hasPv ? 0.75 : 0.4), hasHp: prng.bool(0.3) },
        fixture.provider.id,
      );
    }
    const hemsId = uniqueFactory(takenHemsIds, () => `${profile.hemsPrefix}-${prng.digits(7)}`);
    for (const site of fixture.sites) {
      const ref: DeviceGatewayRef = {
        installationUuid: prng.uuid(),
        hemsLogicalId: hemsId(),
        hemGatewayId: site.gatewayId,
      };
      bySite.set(site.subscription, ref);
      add(
        profile,
        fixture.provider.name,
        { ...ref, installationName: installationName(), gatewayType: prng.pick(profile.gatewayTypes) },
        // The site's online state and last seen are its gateway's (both from the one connectivity rule).
        {
          online: site.online,
          lastConnection: Date.parse(site.timestamp),
          created: Date.parse(site.created),
        },
        site,
        site,
        null,
      );
    }
  }

  return {
    refOfSite(site) {
      const ref = bySite.get(site.subscription);
      if (!ref) throw new Error(`no gateway for site ${site.subscription}`);
      return ref;
    },
    finish(evses, siteProblems) {
      return finishWorld(prng, input, gateways, bySite, evses, siteProblems);
    },
  };
}

/** The keys of a site's own gateway (the one whose id is the site's `gatewayId`), if the world has it. */
export function gatewayRefOfSite(
  gateways: readonly GatewayRecord[],
  site: Pick<SiteRow, 'subscription' | 'gatewayId'>,
): DeviceGatewayRef | undefined {
  const found = gateways.find(
    ({ gateway }) =>
      gateway.site?.subscription === site.subscription && gateway.hemGatewayId === site.gatewayId,
  )?.gateway;
  return (
    found && {
      installationUuid: found.installationUuid,
      hemsLogicalId: found.hemsLogicalId,
      hemGatewayId: found.hemGatewayId,
    }
  );
}

/** What a seen charge point is like: verifiable, or one of the failures verification must explain. */
type SeenKind = 'supported' | 'unsupported-firmware' | 'unknown-model' | 'stale';
const FAILING_KINDS: readonly SeenKind[] = ['unsupported-firmware', 'unknown-model', 'stale'];

function finishWorld(
  prng: Prng,
  input: GatewayWorldInput,
  gateways: GatewayRecord[],
  bySite: ReadonlyMap<string, DeviceGatewayRef>,
  evses: readonly EvseRecord[],
  siteProblems: readonly ProblemRow[],
): GatewayFixtures {
  const { reference, models } = input;
  const taken = new Set(evses.map((record) => record.detail.evse.uniqueIdentifier));
  /** An OCPP identity no charger, seen charge point or candidate has; it carries its model's prefix. */
  const identity = (prefix: string) => uniqueFactory(taken, () => `${prefix}-${prng.digits(8)}`)();
  const bootFacts = (kind: SeenKind) => {
    if (kind === 'unknown-model') {
      const unknown = prng.pick(models.unknown);
      return {
        prefix: unknown.prefix,
        vendor: unknown.vendor,
        model: unknown.model,
        firmwareVersion: unknown.firmwareVersion,
      };
    }
    const model = prng.pick(models.supported);
    const firmwareVersion =
      kind === 'unsupported-firmware'
        ? prng.pick(model.oldFirmware)
        : prng.pick(model.entry.firmwareVersions);
    return { prefix: model.prefix, vendor: model.entry.vendor, model: model.entry.model, firmwareVersion };
  };
  const seen = (record: GatewayRecord, kind: SeenKind): SeenChargePoint => {
    const facts = bootFacts(kind);
    const gatewaySeen = Date.parse(record.gateway.lastConnection);
    const lastConnection =
      kind === 'stale' ? reference - prng.int(2 * DAY, 9 * DAY) : gatewaySeen - prng.int(0, 10 * MINUTE);
    return {
      uniqueIdentifier: identity(facts.prefix),
      vendor: facts.vendor,
      model: facts.model,
      firmwareVersion: facts.firmwareVersion,
      lastConnection: iso(Math.min(lastConnection, gatewaySeen)),
    };
  };
  const byGatewayId = new Map(gateways.map((record) => [record.gateway.hemGatewayId, record]));

  // Every site whose consumption looks like EV charging has at least one on its own gateway; the first of each
  // cycles through the kinds so that every verification failure can be shown from real data.
  const unregistered = [
    ...new Set(
      siteProblems
        .filter((row) => row.problemName === 'SITE_HAS_UNREGISTERED_EVSE')
        .map((row) => row.subscription),
    ),
  ].sort();
  const kinds: readonly SeenKind[] = ['supported', ...FAILING_KINDS];
  unregistered.forEach((subscription, index) => {
    const ref = bySite.get(subscription);
    const record = ref && byGatewayId.get(ref.hemGatewayId);
    if (!record) throw new Error(`no gateway for site ${subscription}`);
    record.seenChargePoints.push(seen(record, kinds[index % kinds.length] as SeenKind));
    if (prng.bool(0.3)) record.seenChargePoints.push(seen(record, prng.pick(kinds)));
  });
  // Some other gateways saw a charge point too, most of them one that verifies.
  for (const record of gateways) {
    if (record.seenChargePoints.length > 0 || !prng.bool(0.15)) continue;
    record.seenChargePoints.push(
      seen(
        record,
        prng.weighted<SeenKind>([
          ['supported', 70],
          ['unsupported-firmware', 10],
          ['unknown-model', 10],
          ['stale', 10],
        ]),
      ),
    );
  }
  // A few gateways answer too slowly, half of them ones with a charge point waiting to be verified.
  const withSeen = gateways.filter((r) => r.gateway.online && r.seenChargePoints.length > 0);
  const others = gateways.filter((r) => r.gateway.online && r.seenChargePoints.length === 0);
  for (const record of [...prng.sample(withSeen, 3), ...prng.sample(others, 3)]) record.answersSlowly = true;

  const chargepointCandidates = Array.from({ length: prng.int(20, 30) }, (): ChargepointCandidate => {
    const facts = bootFacts(
      prng.weighted<SeenKind>([
        ['supported', 70],
        ['unsupported-firmware', 15],
        ['unknown-model', 15],
      ]),
    );
    const firstAttempt = reference - prng.int(HOUR, 60 * DAY);
    const lastAttempt = Math.min(reference, firstAttempt + prng.int(0, reference - firstAttempt));
    return {
      uniqueIdentifier: identity(facts.prefix),
      vendor: facts.vendor,
      model: facts.model,
      firmwareVersion: facts.firmwareVersion,
      attempts: lastAttempt === firstAttempt ? 1 : prng.int(2, 400),
      firstAttempt: iso(firstAttempt),
      lastAttempt: iso(lastAttempt),
    };
  }).sort(
    (a, b) =>
      b.lastAttempt.localeCompare(a.lastAttempt) || a.uniqueIdentifier.localeCompare(b.uniqueIdentifier),
  );
  return { gateways, chargepointCandidates };
}

// --- answers: one composition for the named examples and the data-backed mock ----------------------------------

const sameGateway = (a: DeviceGatewayRef, b: Gateway) =>
  a.hemGatewayId === b.hemGatewayId && a.hemsLogicalId === b.hemsLogicalId;

/** A gateway as its page shows it: its devices, its chargers (the charger rows naming it) and its unregistered ones. */
export function gatewayDetailOf(
  record: GatewayRecord,
  evses: readonly EvseRecord[],
): Schemas['GatewayDetail'] {
  return {
    gateway: record.gateway,
    devices: record.devices,
    chargers: evses.map((e) => e.detail.evse).filter((row) => sameGateway(row.gateway, record.gateway)),
    seenChargePoints: record.seenChargePoints,
  };
}

/** An installation with every gateway of it, or undefined for an unknown uuid. */
export function installationGatewaysOf(
  installationUuid: string,
  gateways: readonly GatewayRecord[],
  evses: readonly EvseRecord[],
): Schemas['InstallationGateways'] | undefined {
  const own = gateways.filter((record) => record.gateway.installationUuid === installationUuid);
  const [first] = own;
  if (!first) return undefined;
  const { installationName, hemProvider, hemsLogicalId, site } = first.gateway;
  return {
    installationUuid,
    installationName,
    hemProvider,
    hemsLogicalId,
    preparedHemsId: first.preparedHemsId,
    site,
    gateways: own.map((record) => gatewayDetailOf(record, evses)),
  };
}
