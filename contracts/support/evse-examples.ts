// Response templates of the chargers' calls. Values are those of the generated dataset; the shapes are
// what the contract asserts.
import type { Matcher } from '@pact-foundation/pact';
import { arrayOf, dateTime, int, matching, num, oneOf, text, uuid } from './matchers.ts';
import { gatewayRef } from './gateway-ref.ts';
import { everyValueOf, type JsonBody, type Template } from './types.ts';

type EvsesPage = JsonBody<'/ui/v1/evses', 'get', 200>;
type EvseRow = EvsesPage['evses'][number];
type EvseDetail = JsonBody<'/ui/v1/evses/{evseUuid}', 'get', 200>;
type HistoryPage = JsonBody<'/ui/v1/evses/{evseUuid}/history', 'get', 200>;
type Profiles = JsonBody<'/ui/v1/evses/{evseUuid}/charging-profiles', 'get', 200>;
type Models = JsonBody<'/ui/v1/chargepoint-models', 'get', 200>;
type Summary = JsonBody<'/ui/v1/fleets/{fleetUuid}/evse-summary', 'get', 200>;

export const EVSE_UUID = '92dbaa9e-6ffc-4d92-a3e5-1dccb6074cae';
export const FLEET_UUID = '49c07e35-21d1-42ea-a8ad-50a969add179';

const CONNECTIVITY = everyValueOf<EvseRow['connectivity']>()(['EVSE_ONLINE', 'EVSE_OFFLINE']);
const EVSE_PROBLEMS = everyValueOf<EvseRow['problems'][number]>()([
  'EVSE_UNSUPPORTED_FIRMWARE_MODEL',
  'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS',
]);
const CONNECTOR_STATUSES = everyValueOf<EvseRow['connectors'][number]['status']>()([
  'Available',
  'Preparing',
  'Charging',
  'SuspendedEVSE',
  'SuspendedEV',
  'Finishing',
  'Reserved',
  'Unavailable',
  'Faulted',
]);
const ERROR_CODES = everyValueOf<EvseRow['connectors'][number]['errorCode']>()([
  'NoError',
  'ConnectorLockFailure',
  'EVCommunicationError',
  'GroundFailure',
  'HighTemperature',
  'InternalError',
  'LocalListConflict',
  'OtherError',
  'OverCurrentFailure',
  'OverVoltage',
  'PowerMeterFailure',
  'PowerSwitchFailure',
  'ReaderFailure',
  'ResetFailure',
  'UnderVoltage',
  'WeakSignal',
]);
/** Every history-log event type (the command results of evse-change-examples.ts carry the same events). */
export const EVENT_TYPES = everyValueOf<HistoryPage['events'][number]['type']>()([
  'connectivity',
  'status',
  'boot',
  'firmware',
  'session',
  'schedule',
  'command',
  'error',
]);

export const evseRow = {
  evseUuid: uuid(EVSE_UUID),
  uniqueIdentifier: matching('^[A-Za-z0-9*_=+:.@-]{1,48}$', 'ALF-20598311'),
  displayName: text('Garage'),
  connectivity: oneOf(CONNECTIVITY, 'EVSE_ONLINE'),
  lastConnection: dateTime('2026-10-31T23:57:12Z'),
  vendor: text('Alfen'),
  model: text('Eve Single Pro-line'),
  firmwareVersion: text('6.5.0-4245'),
  connectors: arrayOf(
    {
      connectorId: int(1),
      status: oneOf(CONNECTOR_STATUSES, 'Charging'),
      errorCode: oneOf(ERROR_CODES, 'NoError'),
      statusSince: dateTime('2026-10-31T20:12:00Z'),
    },
    1,
  ),
  site: {
    subscription: uuid('a691814f-bdbb-43ea-8576-b21b2024e541'),
    siteUuid: uuid('cbd253f7-5b1f-444f-b0b4-f5015e41e3c6'),
    userReference: text('CUST-740085'),
  },
  gateway: gatewayRef,
  problems: arrayOf(oneOf(EVSE_PROBLEMS, 'EVSE_UNSUPPORTED_FIRMWARE_MODEL')),
} satisfies Template<EvseRow>;

export const evsesPage = {
  evses: arrayOf(evseRow, 1),
  page: int(1),
  countPages: int(3),
  countTotal: int(129),
} satisfies Template<EvsesPage>;

export const emptyEvsesPage = {
  evses: [],
  page: int(1),
  countPages: int(0),
  countTotal: int(0),
} satisfies Template<EvsesPage>;

export const evseDetail = {
  evse: evseRow,
  serialNumber: text('SN4021993810'),
  ocppVersion: oneOf(['1.6', '2.0.1'] as const, '1.6'),
  maxCurrent: int(32),
  phases: int(3) as Matcher<1 | 3>,
  sessions: arrayOf({
    connectorId: int(1),
    transactionId: int(50123),
    startedAt: dateTime('2026-10-31T21:02:00Z'),
    energyWh: num(9800),
    powerW: num(7400),
  }),
} satisfies Template<EvseDetail>;

export const historyPage = {
  events: arrayOf(
    {
      id: matching('^[A-Za-z0-9_-]+$', '92dbaa9e-00321'),
      timestamp: dateTime('2026-10-31T21:02:00Z'),
      type: oneOf(EVENT_TYPES, 'session'),
      summary: text('Session 10233 started on connector 1'),
      payload: text('{"action":"StartTransaction"}'),
    },
    1,
  ),
} satisfies Template<HistoryPage>;

export const chargingProfiles = {
  profiles: arrayOf(
    {
      chargingProfileId: int(1001),
      stackLevel: int(1),
      purpose: oneOf(['ChargePointMaxProfile', 'TxDefaultProfile', 'TxProfile'] as const, 'TxDefaultProfile'),
      kind: oneOf(['Absolute', 'Recurring', 'Relative'] as const, 'Recurring'),
      chargingRateUnit: oneOf(['A', 'W'] as const, 'A'),
      periods: arrayOf({ startPeriod: int(0), limit: num(10) }, 1),
      source: oneOf(['HEMS_OPTIMISER', 'GRID_OPERATOR', 'STAFF', 'CHARGER'] as const, 'HEMS_OPTIMISER'),
      deliveryState: oneOf(['ACCEPTED', 'PENDING', 'REJECTED'] as const, 'ACCEPTED'),
      updatedAt: dateTime('2026-10-30T10:00:00Z'),
    },
    1,
  ),
} satisfies Template<Profiles>;

export const chargepointModels = {
  models: arrayOf(
    {
      vendor: text('Alfen'),
      model: text('Eve Single Pro-line'),
      firmwareVersions: arrayOf(text('6.5.0-4245'), 1),
      ocppVersions: arrayOf(oneOf(['1.6', '2.0.1'] as const, '1.6'), 1),
      minCurrent: int(6),
      maxCurrent: int(32),
    },
    1,
  ),
} satisfies Template<Models>;

export const fleetEvseSummary = {
  fleetUuid: uuid(FLEET_UUID),
  total: int(16),
  online: int(12),
  offline: int(4),
  faulted: int(1),
  problems: arrayOf({ code: oneOf(EVSE_PROBLEMS, 'EVSE_UNSUPPORTED_FIRMWARE_MODEL'), count: int(1) }, 1),
} satisfies Template<Summary>;
