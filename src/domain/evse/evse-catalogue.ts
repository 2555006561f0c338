import { OFFLINE_PROBLEM_HOURS } from '../shared/constants.ts';
import type {
  ConnectorStatus,
  EvseConnectivity,
  EvseEventType,
  EvseProblemCode,
  FirmwareSupport,
} from './evse-types.ts';

/*
 * The charger vocabulary as staff read it: SPEC §4's connectivity values and EVSE problem codes, the support states
 * of the charge-point models list, OCPP 1.6's connector statuses and the history log's event types. Each list names
 * every member of its union, so a value the spec adds fails to compile here until it has a label.
 */

export const EVSE_CONNECTIVITY_LABELS: Readonly<Record<EvseConnectivity, string>> = {
  EVSE_ONLINE: 'Online',
  EVSE_OFFLINE: 'Offline',
};
export const EVSE_CONNECTIVITIES = Object.keys(EVSE_CONNECTIVITY_LABELS) as readonly EvseConnectivity[];

export const FIRMWARE_SUPPORT_LABELS: Readonly<Record<FirmwareSupport, string>> = {
  SUPPORTED: 'Supported',
  UNSUPPORTED_FIRMWARE: 'Firmware not supported for this model',
  UNKNOWN_MODEL: 'Model not supported',
};
export const FIRMWARE_SUPPORTS = Object.keys(FIRMWARE_SUPPORT_LABELS) as readonly FirmwareSupport[];

/** SPEC §4 names the two codes without text; these follow from the codes and SPEC §9's 6 hours. */
export const EVSE_PROBLEM_LABELS: Readonly<Record<EvseProblemCode, string>> = {
  EVSE_UNSUPPORTED_FIRMWARE_MODEL: 'Unsupported firmware or model',
  EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS: `Offline for more than ${OFFLINE_PROBLEM_HOURS} hours`,
};
export const EVSE_PROBLEM_CODES = Object.keys(EVSE_PROBLEM_LABELS) as readonly EvseProblemCode[];

export const CONNECTOR_STATUS_LABELS: Readonly<Record<ConnectorStatus, string>> = {
  Available: 'Available',
  Preparing: 'Preparing',
  Charging: 'Charging',
  SuspendedEVSE: 'Suspended by charger',
  SuspendedEV: 'Suspended by vehicle',
  Finishing: 'Finishing',
  Reserved: 'Reserved',
  Unavailable: 'Unavailable',
  Faulted: 'Faulted',
};

export const EVSE_EVENT_TYPE_LABELS: Readonly<Record<EvseEventType, string>> = {
  connectivity: 'Connectivity',
  status: 'Status',
  boot: 'Boot',
  firmware: 'Firmware',
  session: 'Session',
  schedule: 'Schedule',
  command: 'Command',
  error: 'Error',
};
export const EVSE_EVENT_TYPES = Object.keys(EVSE_EVENT_TYPE_LABELS) as readonly EvseEventType[];

export const isEvseProblemCode = (value: string): value is EvseProblemCode =>
  Object.hasOwn(EVSE_PROBLEM_LABELS, value);
export const isEvseEventType = (value: string): value is EvseEventType =>
  Object.hasOwn(EVSE_EVENT_TYPE_LABELS, value);
