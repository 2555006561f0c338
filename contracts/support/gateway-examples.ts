// Response templates of the gateway calls. Values are those of the generated dataset (the gateway of the
// contracts' charger, EVSE_UUID); the shapes are what the contract asserts.
import type { components } from '../../src/api/schema.gen.ts';
import { evseRow } from './evse-examples.ts';
import {
  DEVICE_KEY,
  gatewayRef,
  HEMS_LOGICAL_ID,
  INSTALLATION_UUID,
  PREPARED_HEMS_ID,
  PREPARED_INSTALLATION_UUID,
} from './gateway-ref.ts';
import { arrayOf, bool, dateTime, int, matching, oneOf, text, uuid } from './matchers.ts';
import { everyValueOf, type JsonBody, type Template } from './types.ts';

type Schemas = components['schemas'];

const IDENTITY = '^[A-Za-z0-9*_=+:.@-]{1,48}$';
/** The first candidate of the dataset. */
export const CANDIDATE_ID = 'KEBA-17812018';

const site = {
  subscription: uuid('a691814f-bdbb-43ea-8576-b21b2024e541'),
  siteUuid: uuid('d5feff64-ef6c-4587-b76b-994d77ac5140'),
  userReference: text('CUST-978576'),
};

export const gateway = {
  ...gatewayRef,
  installationName: text('Richter, Schulstraße 90, Rostock'),
  hemProvider: text('E3/DC'),
  gatewayType: text('S10 X COMPACT'),
  online: bool(false),
  lastConnection: dateTime('2026-10-21T00:08:37Z'),
  firmwareVersion: text('P10_2025_09'),
  // Null for an installation that is not yet a site: Pact cannot match "this object or null" (an OR rule on an
  // object path fails either way), so the interactions ask for gateways of sites.
  site,
} satisfies Template<Schemas['Gateway']>;

const DEVICE_TYPES = everyValueOf<Schemas['GatewayDeviceType']>()([
  'PV_INVERTER',
  'BATTERY',
  'HEAT_PUMP',
  'METER',
]);

const device = {
  assetUuid: uuid('da1244a1-ef12-46e3-9c76-3316e16d415b'),
  type: oneOf(DEVICE_TYPES, 'PV_INVERTER'),
  vendor: text('SMA'),
  model: text('Sunny Tripower 10.0'),
  serialNumber: text('30012700509'),
  firmwareVersion: text('4.01.04.R'),
} satisfies Template<Schemas['GatewayDevice']>;

const seenChargePoint = {
  uniqueIdentifier: matching(IDENTITY, 'WBX-97350637'),
  vendor: text('Wallbox'),
  model: text('Pulsar Plus'),
  firmwareVersion: text('5.17.0'),
  lastConnection: dateTime('2026-10-29T17:09:32Z'),
} satisfies Template<Schemas['SeenChargePoint']>;

export const gatewaysPage = {
  gateways: arrayOf(gateway, 1),
  page: int(1),
  countPages: int(9),
  countTotal: int(403),
} satisfies Template<JsonBody<'/ui/v1/gateways', 'get', 200>>;

export const emptyGatewaysPage = {
  gateways: [],
  page: int(1),
  countPages: int(0),
  countTotal: int(0),
} satisfies Template<JsonBody<'/ui/v1/gateways', 'get', 200>>;

export const gatewayDetail = {
  gateway,
  devices: arrayOf(device, 1),
  chargers: arrayOf(evseRow, 1),
  seenChargePoints: arrayOf(seenChargePoint),
} satisfies Template<Schemas['GatewayDetail']>;

export const installationGateways = {
  installationUuid: uuid(INSTALLATION_UUID),
  installationName: text('Richter, Schulstraße 90, Rostock'),
  hemProvider: text('E3/DC'),
  hemsLogicalId: matching(DEVICE_KEY, HEMS_LOGICAL_ID),
  // A site's own installation: no prepared-installations list holds it.
  preparedHemsId: null,
  site,
  gateways: arrayOf(gatewayDetail, 1),
} satisfies Template<Schemas['InstallationGateways']>;

/** A prepared installation's gateways: not yet a site, its provider key to link its list with. */
export const preparedInstallationGateways = {
  installationUuid: uuid(PREPARED_INSTALLATION_UUID),
  installationName: text('Schröder, Gartenstraße 98, Bremen'),
  hemProvider: text('sonnen'),
  hemsLogicalId: matching(DEVICE_KEY, 'SONNEN-2189612'),
  preparedHemsId: matching(DEVICE_KEY, PREPARED_HEMS_ID),
  site: null,
  gateways: arrayOf(
    {
      gateway: {
        installationUuid: uuid(PREPARED_INSTALLATION_UUID),
        hemsLogicalId: matching(DEVICE_KEY, 'SONNEN-2189612'),
        hemGatewayId: matching(DEVICE_KEY, 'SB-167455'),
        installationName: text('Schröder, Gartenstraße 98, Bremen'),
        hemProvider: text('sonnen'),
        gatewayType: text('sonnenBatterie 10 performance'),
        online: bool(false),
        lastConnection: dateTime('2026-10-22T13:21:46Z'),
        firmwareVersion: text('1.14.3'),
        site: null,
      },
      devices: arrayOf(device, 1),
      chargers: arrayOf(evseRow),
      seenChargePoints: arrayOf(seenChargePoint),
    },
    1,
  ),
} satisfies Template<Schemas['InstallationGateways']>;

const candidate = {
  uniqueIdentifier: matching(IDENTITY, CANDIDATE_ID),
  vendor: text('KEBA'),
  model: text('KeContact P30 x-series'),
  firmwareVersion: text('1.15.1'),
  attempts: int(49),
  firstAttempt: dateTime('2026-10-16T19:13:05Z'),
  lastAttempt: dateTime('2026-10-31T15:33:30Z'),
} satisfies Template<Schemas['ChargepointCandidate']>;

export const candidates = {
  candidates: arrayOf(candidate, 1),
} satisfies Template<Schemas['ChargepointCandidatesResponse']>;
