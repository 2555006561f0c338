// The dataset's EV chargers: one or two chargers on every site with `hasEvse`, their models list,
// connectors, running sessions and charging profiles. A separate random stream (seed + 1), so the sites, problems
// and tokens drawn before stay exactly as they were. Consistent by construction with the rest of the world: a site
// whose detail lists an EVSE problem has a charger in that state, and no other charger has one (the one rule of
// src/domain/evse/evse-problems.ts decides, and tests/unit/fixtures checks it).
import type { components } from '../../../../src/api/schema.gen.ts';
import { evseProblemsOf } from '../../../../src/domain/evse/evse-problems.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import {
  CHARGER_HEARTBEAT_GAP_MAX,
  chargerLink,
  lastConnectorStatus,
  linkOfSite,
} from '../../../generate/world-connectivity.ts';

type Schemas = components['schemas'];
type SiteRow = Schemas['SiteRow'];

/**
 * How a charger or a gateway names its site: its keys, user reference and (proposed) its fleets — copies,
 * so that a change to the site's row (the mock's scenarios empty its fleets) is not a change to the reference.
 */
export const siteRefOf = (site: SiteRow): Schemas['EvseSiteRef'] => ({
  subscription: site.subscription,
  siteUuid: site.siteUuid,
  userReference: site.userReference,
  fleets: site.fleets.map((fleet) => ({ ...fleet })),
});
type EvseDetail = Schemas['EvseDetail'];
type ChargingProfile = Schemas['ChargingProfile'];
type ChargepointModel = Schemas['ChargepointModel'];
type Connector = Schemas['Connector'];
type ConnectorStatus = Schemas['ConnectorStatus'];
type ProblemCode = Schemas['ProblemCode'];

export interface EvseRecord {
  detail: EvseDetail;
  profiles: ChargingProfile[];
  /** Mock only: what happened after the mock started (commands staff sent), newest first; merged into the log. */
  recorded?: components['schemas']['EvseEvent'][];
  /** Mock only: when staff added the charger (ISO); its generated log starts there. */
  addedAt?: string;
}

export interface EvseFixtures {
  chargepointModels: ChargepointModel[];
  /** Newest last connection first (the lists' default order). */
  evses: EvseRecord[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ModelProfile {
  prefix: string;
  entry: ChargepointModel;
  /** Versions a charger of this model may run that the list does not support. */
  oldFirmware: readonly string[];
  maxCurrents: readonly number[];
}

/** The supported models (SAP e-Mobility's charging-station templates: vendor + model + firmware versions). */
export const MODELS: readonly ModelProfile[] = [
  {
    prefix: 'WBX',
    entry: {
      vendor: 'Wallbox',
      model: 'Pulsar Plus',
      firmwareVersions: ['5.17.0', '5.18.1', '6.1.3'],
      ocppVersions: ['1.6'],
      minCurrent: 6,
      maxCurrent: 32,
    },
    oldFirmware: ['5.12.4', '5.14.0'],
    maxCurrents: [16, 32],
  },
  {
    prefix: 'ABB',
    entry: {
      vendor: 'ABB',
      model: 'Terra AC W22-T-RD-M-0',
      firmwareVersions: ['1.6.7', '1.7.2'],
      ocppVersions: ['1.6'],
      minCurrent: 6,
      maxCurrent: 32,
    },
    oldFirmware: ['1.5.1'],
    maxCurrents: [32],
  },
  {
    prefix: 'ALF',
    entry: {
      vendor: 'Alfen',
      model: 'Eve Single Pro-line',
      firmwareVersions: ['6.4.0-4210', '6.5.0-4245'],
      ocppVersions: ['1.6', '2.0.1'],
      minCurrent: 6,
      maxCurrent: 32,
    },
    oldFirmware: ['5.8.1-4123'],
    maxCurrents: [16, 32],
  },
  {
    prefix: 'KEBA',
    entry: {
      vendor: 'KEBA',
      model: 'KeContact P30 x-series',
      firmwareVersions: ['1.13.0', '1.15.1'],
      ocppVersions: ['1.6'],
      minCurrent: 6,
      maxCurrent: 32,
    },
    oldFirmware: ['1.11.2'],
    maxCurrents: [16, 32],
  },
  {
    prefix: 'MEN',
    entry: {
      vendor: 'Mennekes',
      model: 'AMTRON Charge Control',
      firmwareVersions: ['5.22.4', '5.23.1'],
      ocppVersions: ['1.6'],
      minCurrent: 6,
      maxCurrent: 16,
    },
    oldFirmware: ['5.12.3'],
    maxCurrents: [16],
  },
];
/** Models some sites run that the list does not know. */
export const UNKNOWN_MODELS = [
  { prefix: 'EAS', vendor: 'Easee', model: 'Home', firmwareVersion: '2.3.1' },
  { prefix: 'GOE', vendor: 'go-e', model: 'Charger Gemini flex', firmwareVersion: '56.2' },
] as const;

const DISPLAY_NAMES = ['Garage', 'Carport', 'Driveway', 'Wallbox left', 'Wallbox right', 'Barn', 'Courtyard'];
const ERROR_CODES = [
  'ConnectorLockFailure',
  'EVCommunicationError',
  'GroundFailure',
  'HighTemperature',
  'OverCurrentFailure',
] as const;

const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY) * DAY;

function connectorsOf(prng: Prng, count: number, online: boolean, lastConnection: number): Connector[] {
  return Array.from({ length: count }, (_, index) => {
    const status: ConnectorStatus = online
      ? prng.weighted<ConnectorStatus>([
          ['Available', 45],
          ['Charging', 22],
          ['SuspendedEV', 8],
          ['Preparing', 4],
          ['Finishing', 3],
          ['Faulted', 7],
          ['Unavailable', 6],
          ['Reserved', 2],
        ])
      : prng.weighted<ConnectorStatus>([
          ['Available', 50],
          ['Unavailable', 40],
          ['Faulted', 10],
        ]);
    return {
      connectorId: index + 1,
      status,
      errorCode: status === 'Faulted' ? prng.pick(ERROR_CODES) : 'NoError',
      statusSince: iso(lastConnection - prng.int(5 * MINUTE, 3 * DAY)),
    };
  });
}

function profilesOf(
  prng: Prng,
  maxCurrent: number,
  phases: number,
  /** The charger's last heartbeat: every profile was set and answered by then. */
  lastHeard: number,
  nextId: () => number,
): ChargingProfile[] {
  const midnight = startOfUtcDay(lastHeard) - prng.int(1, 20) * DAY;
  const updated = () => iso(lastHeard - prng.int(HOUR, 5 * DAY));
  const profiles: ChargingProfile[] = [
    {
      chargingProfileId: nextId(),
      stackLevel: 1,
      purpose: 'TxDefaultProfile',
      kind: 'Recurring',
      recurrencyKind: 'Daily',
      startSchedule: iso(midnight),
      chargingRateUnit: 'A',
      // The HEMS optimiser: slow at night, PV surplus at midday, cheap hours late in the evening.
      periods: [
        { startPeriod: 0, limit: Math.min(maxCurrent, 10) },
        { startPeriod: 6 * 3600, limit: 6 },
        { startPeriod: 10 * 3600, limit: maxCurrent },
        { startPeriod: 15 * 3600, limit: Math.min(maxCurrent, 12) },
        { startPeriod: 22 * 3600, limit: Math.min(maxCurrent, 16) },
      ],
      source: 'HEMS_OPTIMISER',
      deliveryState: prng.weighted([
        ['ACCEPTED', 90],
        ['PENDING', 7],
        ['REJECTED', 3],
      ] as const),
      updatedAt: updated(),
    },
  ];
  if (prng.bool(0.6)) {
    // The grid operator's dimming window (controllable consumer, 4.2 kW in the evening peak).
    profiles.push({
      chargingProfileId: nextId(),
      stackLevel: 0,
      purpose: 'ChargePointMaxProfile',
      kind: 'Recurring',
      recurrencyKind: 'Daily',
      startSchedule: iso(midnight),
      chargingRateUnit: 'W',
      periods: [
        { startPeriod: 0, limit: maxCurrent * 230 * phases },
        { startPeriod: 17 * 3600, limit: 4200 },
        { startPeriod: 21 * 3600, limit: maxCurrent * 230 * phases },
      ],
      source: 'GRID_OPERATOR',
      deliveryState: 'ACCEPTED',
      updatedAt: updated(),
    });
  }
  if (prng.bool(0.2)) {
    const start = lastHeard - prng.int(0, 3) * HOUR;
    profiles.push({
      chargingProfileId: nextId(),
      stackLevel: 2,
      purpose: 'TxProfile',
      kind: 'Absolute',
      startSchedule: iso(start),
      validFrom: iso(start),
      validTo: iso(start + 6 * HOUR),
      duration: 4 * 3600,
      chargingRateUnit: 'A',
      periods: [{ startPeriod: 0, limit: Math.min(maxCurrent, 8) }],
      source: 'STAFF',
      deliveryState: 'ACCEPTED',
      updatedAt: iso(start),
    });
  }
  return profiles;
}

export function buildEvseFixtures(
  seed: number,
  sites: readonly SiteRow[],
  evseProblems: ReadonlyMap<string, readonly ProblemCode[]>,
  reference: number,
  /** The keys of a site's own gateway (gateways.fixtures.ts): a charger sits on its site's gateway. */
  gatewayOf: (site: SiteRow) => EvseDetail['evse']['gateway'],
): EvseFixtures {
  const prng = createPrng(seed + 1);
  const chargepointModels = MODELS.map((model) => model.entry);
  const seen = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const value = make();
      if (!seen.has(value)) {
        seen.add(value);
        return value;
      }
    }
  };
  let profileId = 1000;
  const nextProfileId = () => (profileId += 1);
  let transactionId = 50_000;

  const evses: EvseRecord[] = [];
  for (const site of sites.filter((s) => s.hasEvse)) {
    const problems = evseProblems.get(site.subscription) ?? [];
    const count = prng.bool(0.12) ? 2 : 1;
    for (let index = 0; index < count; index += 1) {
      // The site's EVSE problems sit on its first charger.
      const unsupported = index === 0 && problems.includes('EVSE_UNSUPPORTED_FIRMWARE_MODEL');
      const offlineTooLong = index === 0 && problems.includes('EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS');
      const unknown = unsupported && prng.bool(0.4) ? prng.pick(UNKNOWN_MODELS) : null;
      const model = prng.pick(MODELS);
      const vendor = unknown?.vendor ?? model.entry.vendor;
      const modelName = unknown?.model ?? model.entry.model;
      const firmwareVersion =
        unknown?.firmwareVersion ??
        (unsupported ? prng.pick(model.oldFirmware) : prng.pick(model.entry.firmwareVersions));
      // Whether the charger itself is connected; behind an offline gateway it is offline with it all the same.
      const connected = !offlineTooLong && prng.bool(site.online ? 0.92 : 0.15);
      const drawn = offlineTooLong
        ? prng.int(6 * HOUR + MINUTE, 12 * DAY)
        : connected
          ? prng.int(0, CHARGER_HEARTBEAT_GAP_MAX)
          : prng.int(10 * MINUTE, 5 * HOUR);
      const link = chargerLink(linkOfSite(site), {
        reference,
        online: connected,
        heartbeatGap: connected ? drawn : 0,
        offlineFor: connected ? 0 : drawn,
      });
      const { online } = link;
      const lastConnection = link.lastSeen;
      const maxCurrent = prng.pick(model.maxCurrents);
      const phases = prng.bool(0.9) ? 3 : 1;
      // The connectors' statuses are the last ones it reported; they are drawn by whether it is connected itself
      // (the draws stay the same for every charger, so each keeps its identity).
      const connectors = connectorsOf(prng, prng.bool(0.2) ? 2 : 1, connected, lastConnection);
      const row: EvseDetail['evse'] = {
        evseUuid: prng.uuid(),
        uniqueIdentifier: unique(() => `${unknown?.prefix ?? model.prefix}-${prng.digits(8)}`),
        displayName: prng.pick(DISPLAY_NAMES),
        connectivity: online ? 'EVSE_ONLINE' : 'EVSE_OFFLINE',
        lastConnection: iso(lastConnection),
        vendor,
        model: modelName,
        firmwareVersion,
        connectors,
        site: siteRefOf(site),
        gateway: gatewayOf(site),
        problems: [],
      };
      row.problems = evseProblemsOf(row, chargepointModels, reference);
      const drawnSessions = connected
        ? connectors
            .filter((c) => ['Charging', 'SuspendedEV', 'SuspendedEVSE'].includes(c.status))
            .map((c) => {
              // Started before the charger's last heartbeat, which reported it.
              const startedAt = lastConnection - prng.int(10 * MINUTE, 6 * HOUR);
              const powerW =
                c.status === 'Charging' ? prng.int(1400, Math.min(maxCurrent, 16) * 230 * phases) : 0;
              const averageW = c.status === 'Charging' ? powerW : prng.int(1400, 7000);
              return {
                connectorId: c.connectorId,
                transactionId: (transactionId += prng.int(1, 40)),
                startedAt: iso(startedAt),
                energyWh: Math.round((averageW * (lastConnection - startedAt)) / HOUR / 2),
                powerW,
              };
            })
        : [];
      // Running sessions only on a charger that is online now: behind an offline gateway none is known to run.
      const sessions = online ? drawnSessions : [];
      // An offline charger's connector shows a session only while it is listed: else what it reported when the
      // session ended (mapped after the draws, so every charger keeps its identity; statusSince stays, by then).
      row.connectors = connectors.map((c) => ({
        ...c,
        status: lastConnectorStatus(c.status, {
          online,
          inSession: sessions.some((s) => s.connectorId === c.connectorId),
        }),
      }));
      evses.push({
        detail: {
          evse: row,
          serialNumber: `SN${prng.digits(10)}`,
          ocppVersion: prng.pick(unknown ? (['1.6'] as const) : model.entry.ocppVersions),
          maxCurrent,
          phases,
          sessions,
        },
        // Its profiles were sent and answered while it was connected: by its last heartbeat.
        profiles: profilesOf(prng, maxCurrent, phases, lastConnection, nextProfileId),
      });
    }
  }
  evses.sort(
    (a, b) =>
      b.detail.evse.lastConnection.localeCompare(a.detail.evse.lastConnection) ||
      a.detail.evse.evseUuid.localeCompare(b.detail.evse.evseUuid),
  );
  return { chargepointModels, evses };
}
