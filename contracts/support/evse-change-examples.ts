// Identities and response templates of the charger-change calls. Every identity is one of the generated
// dataset (seed as generated), picked once so that the mock's data layer gives each answer from its own rules: the
// provider states of contracts/provider-states.ts say what a backend must hold for the same requests.
import { dateTime, matching, oneOf, text } from './matchers.ts';
import { EVENT_TYPES } from './evse-examples.ts';
import { everyValueOf, type JsonBody, type Template } from './types.ts';

type Verification = JsonBody<
  '/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evse-verifications',
  'post',
  200
>;
type CommandResult = JsonBody<'/ui/v1/evses/{evseUuid}/commands', 'post', 200>;

/** An online gateway that answers in time and saw an ABB Terra AC (firmware 1.6.7, supported) minutes ago. */
export const READY_GATEWAY = {
  installationUuid: '99f23c36-15b0-4204-9b7a-837be6fa440f',
  hemGatewayId: 'SB-349659',
} as const;
export const SUPPORTED_CHARGE_POINT = 'ABB-96436627';
/** The ABB Terra AC takes 6–32 A. */
export const OVER_MODEL_CURRENT = 33;

/** An online gateway that saw a KEBA KeContact P30 x-series on firmware 1.11.2, which the models list lacks. */
export const OLD_FIRMWARE_GATEWAY = {
  installationUuid: '5f3235b5-08c3-4e29-8587-9b8a1ad51ad9',
  hemGatewayId: 'SN-37207709',
} as const;
export const OLD_FIRMWARE_CHARGE_POINT = 'KEBA-79639111';

/** An offline gateway (it saw a Mennekes days ago). */
export const OFFLINE_GATEWAY = {
  installationUuid: '9fd647b0-68d2-4169-bd6d-88472d57402d',
  hemGatewayId: 'SB-422529',
} as const;
export const OFFLINE_GATEWAY_CHARGE_POINT = 'MEN-86110912';

/** An online gateway that takes longer to answer than a verification waits; it saw a supported KEBA. */
export const SLOW_GATEWAY = {
  installationUuid: '94dcbad1-14ee-4496-9ad9-6c571aecf3c0',
  hemGatewayId: 'SB-663432',
} as const;
export const SLOW_GATEWAY_CHARGE_POINT = 'KEBA-27927481';

/** The identity of the contracts' charger (EVSE_UUID of evse-examples.ts, an online Alfen Eve Single Pro-line). */
export const ASSIGNED_CHARGE_POINT = 'ALF-64099380';
/** An identity no gateway, charger or candidate has. */
export const NEVER_SEEN_CHARGE_POINT = 'ZZZ-00000001';
/** An offline charger. */
export const OFFLINE_EVSE_UUID = '882c0666-4157-474e-9e08-b036872c350b';

const COMMAND_STATUSES = everyValueOf<CommandResult['status']>()([
  'Accepted',
  'Rejected',
  'Scheduled',
  'Unlocked',
  'UnlockFailed',
  'NotSupported',
]);

export const verification = {
  uniqueIdentifier: matching('^[A-Za-z0-9*_=+:.@-]{1,48}$', SUPPORTED_CHARGE_POINT),
  vendor: text('ABB'),
  model: text('Terra AC W22-T-RD-M-0'),
  firmwareVersion: text('1.6.7'),
  lastConnectionTimestamp: dateTime('2026-10-31T23:52:40Z'),
  ocppVersion: oneOf(['1.6', '2.0.1'] as const, '1.6'),
} satisfies Template<Verification>;

export const commandResult = {
  status: oneOf(COMMAND_STATUSES, 'Accepted'),
  event: {
    id: matching('^[A-Za-z0-9_-]+$', 'staff-1761955200000-1'),
    timestamp: dateTime('2026-11-01T00:00:00Z'),
    type: oneOf(EVENT_TYPES, 'command'),
    summary: text('Soft reset: Accepted'),
    actor: text('staff@example.com'),
    payload: text('{"action":"Reset","request":{"resetType":"Soft"},"response":{"status":"Accepted"}}'),
  },
} satisfies Template<CommandResult>;
