// Charger changes: verify a charge point on a gateway, add it, change it, remove it, send it a command.
// Every device answer (404, 409, 422, 503, 504) comes from the mock's data layer for a real identity of the generated
// world (contracts/support/evse-change-examples.ts); only the generic 400/401/429/500 and the command's 504 are
// scenarios.
import { describe, it } from 'vitest';
import { fromState } from './support/contract.ts';
import {
  ASSIGNED_CHARGE_POINT,
  commandResult,
  NEVER_SEEN_CHARGE_POINT,
  OFFLINE_EVSE_UUID,
  OFFLINE_GATEWAY,
  OFFLINE_GATEWAY_CHARGE_POINT,
  OLD_FIRMWARE_CHARGE_POINT,
  OLD_FIRMWARE_GATEWAY,
  OVER_MODEL_CURRENT,
  READY_GATEWAY,
  SLOW_GATEWAY,
  SLOW_GATEWAY_CHARGE_POINT,
  SUPPORTED_CHARGE_POINT,
  verification,
} from './support/evse-change-examples.ts';
import { EVSE_UUID, evseDetail } from './support/evse-examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  invalidField,
  notFound,
  type Failure,
  forbidden,
} from './support/failures.ts';
import { expectAnswer, expectNoContent, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';
import type { ProviderStateName } from './provider-states.ts';

const pact = createPact();
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const REPEATED_KEY = 'a1b2c3d4-0000-4000-8000-00000000c0de';
// The key the mock's state "the Idempotency-Key was used for another command" holds (contracts never import the
// mock: the same literal as scripts/mock/data/idempotency.ts KEY_USED_ELSEWHERE).
const KEY_USED_ELSEWHERE = 'key-used-for-another-command';

function device<S extends number>(
  status: S,
  state: ProviderStateName,
  message: string,
  errorId: string,
  fields?: readonly string[],
): Failure<S> {
  const failure: Failure<S> = { status, state, message, errorId };
  if (fields) failure.fieldErrors = fields.map((field) => ({ field, message: `Check ${field}.` }));
  return failure;
}

const ALREADY_ASSIGNED = device(
  409,
  'the charge point is already a charger',
  'Conflict',
  'EVSE_ALREADY_ASSIGNED',
);
const NOT_SEEN = device(
  422,
  'the gateway has not seen the charge point',
  'Unprocessable Content',
  'EVSE_NOT_FOUND_ON_GATEWAY',
);
const OLD_FIRMWARE = device(
  422,
  'the charge point runs unsupported firmware',
  'Unprocessable Content',
  'EVSE_FIRMWARE_NOT_SUPPORTED',
);
const GATEWAY_OFFLINE = device(503, 'the gateway is offline', 'Service Unavailable', 'GATEWAY_OFFLINE');
const TIMEOUT = device(504, 'the gateway answers too slowly', 'Gateway Timeout', 'VERIFICATION_TIMEOUT');
const OVER_CURRENT = device(
  422,
  'the maximum current is outside the model range',
  'Unprocessable Content',
  'VALIDATION_FAILED',
  ['maxCurrent'],
);

const gatewayPath = (gateway: { installationUuid: string; hemGatewayId: string }) => ({
  installationUuid: fromState('installationUuid', gateway.installationUuid),
  hemGatewayId: fromState('hemGatewayId', gateway.hemGatewayId),
});
const UNKNOWN_GATEWAY = { installationUuid: UNKNOWN_UUID, hemGatewayId: 'SB-000000' };

const verifyEvse = operation({
  id: 'verifyEvse',
  path: '/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evse-verifications',
  method: 'post',
  pathParams: READY_GATEWAY,
  body: { uniqueIdentifier: SUPPORTED_CHARGE_POINT },
});

const NEW_CHARGER = {
  uniqueIdentifier: SUPPORTED_CHARGE_POINT,
  displayName: 'Carport',
  maxCurrent: 16,
  phases: 3,
} as const;
const createEvse = operation({
  id: 'createEvse',
  path: '/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evses',
  method: 'post',
  pathParams: READY_GATEWAY,
  body: NEW_CHARGER,
});

const evsePath = { evseUuid: fromState('evseUuid', EVSE_UUID) };
const updateEvse = operation({
  id: 'updateEvse',
  path: '/ui/v1/evses/{evseUuid}',
  method: 'patch',
  pathParams: { evseUuid: EVSE_UUID },
  body: { displayName: 'Garage left', maxCurrent: 16 },
});
const deleteEvse = operation({
  id: 'deleteEvse',
  path: '/ui/v1/evses/{evseUuid}',
  method: 'delete',
  pathParams: { evseUuid: EVSE_UUID },
});
const sendEvseCommand = operation({
  id: 'sendEvseCommand',
  path: '/ui/v1/evses/{evseUuid}/commands',
  method: 'post',
  pathParams: { evseUuid: EVSE_UUID },
  body: { command: 'RESET', resetType: 'Soft' },
});

const unknownEvse = {
  failure: notFound('no charger has the uuid'),
  pathParams: { evseUuid: UNKNOWN_UUID },
};

/** The device answers verifyEvse and createEvse share: each from its own gateway and identity. */
const deviceRows = [
  { failure: notFound('the installation has no such gateway'), pathParams: UNKNOWN_GATEWAY },
  { failure: NOT_SEEN, uniqueIdentifier: NEVER_SEEN_CHARGE_POINT },
  { failure: OLD_FIRMWARE, pathParams: OLD_FIRMWARE_GATEWAY, uniqueIdentifier: OLD_FIRMWARE_CHARGE_POINT },
  { failure: ALREADY_ASSIGNED, uniqueIdentifier: ASSIGNED_CHARGE_POINT },
  { failure: GATEWAY_OFFLINE, pathParams: OFFLINE_GATEWAY, uniqueIdentifier: OFFLINE_GATEWAY_CHARGE_POINT },
  { failure: TIMEOUT, pathParams: SLOW_GATEWAY, uniqueIdentifier: SLOW_GATEWAY_CHARGE_POINT },
] as const;

describe('verifyEvse', () => {
  it("answers the charge point's boot facts", () =>
    expectAnswer(pact, verifyEvse, {
      what: 'the charge point verifies',
      state: 'the gateway sees a supported charge point',
      pathParams: gatewayPath(READY_GATEWAY),
      response: verification,
    }));

  itAnswersErrors(pact, verifyEvse, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(verifyEvse),
    ...deviceRows.map(({ failure, ...row }) => ({
      failure,
      ...('pathParams' in row ? { pathParams: row.pathParams } : {}),
      ...('uniqueIdentifier' in row ? { body: { uniqueIdentifier: row.uniqueIdentifier } } : {}),
    })),
    // An identity with a space is no OCPP identity: the 400 names it before any gateway is asked.
    { failure: invalidField('uniqueIdentifier'), body: { uniqueIdentifier: 'WBX 1234567' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('createEvse', () => {
  it('answers the added charger', () =>
    expectAnswer(pact, createEvse, {
      what: 'the charger is added',
      state: 'the gateway sees a supported charge point',
      pathParams: gatewayPath(READY_GATEWAY),
      status: 201,
      response: evseDetail,
    }));

  itAnswersErrors(pact, createEvse, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(createEvse),
    ...deviceRows.map(({ failure, ...row }) => ({
      failure,
      ...('pathParams' in row ? { pathParams: row.pathParams } : {}),
      ...('uniqueIdentifier' in row
        ? { body: { ...NEW_CHARGER, uniqueIdentifier: row.uniqueIdentifier } }
        : {}),
    })),
    { failure: OVER_CURRENT, body: { ...NEW_CHARGER, maxCurrent: OVER_MODEL_CURRENT } },
    { failure: invalidField('displayName'), body: { ...NEW_CHARGER, displayName: 'Garage\tleft' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('updateEvse', () => {
  it('answers the changed charger', () =>
    expectAnswer(pact, updateEvse, {
      what: 'the name and current change',
      state: 'the charger exists',
      pathParams: evsePath,
      response: evseDetail,
    }));

  itAnswersErrors(pact, updateEvse, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(updateEvse),
    unknownEvse,
    { failure: OVER_CURRENT, body: { maxCurrent: OVER_MODEL_CURRENT } },
    { failure: invalidField('displayName'), body: { displayName: 'Garage\tleft' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('deleteEvse', () => {
  it('answers 204 when the charger is removed', () =>
    expectNoContent(pact, deleteEvse, {
      what: 'the charger is removed',
      state: 'the charger exists',
      pathParams: evsePath,
    }));

  itAnswersErrors(pact, deleteEvse, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(deleteEvse),
    unknownEvse,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('sendEvseCommand', () => {
  it("answers the charger's reply and the recorded event", () =>
    expectAnswer(pact, sendEvseCommand, {
      what: 'a soft reset is accepted',
      state: 'the charger is online',
      pathParams: evsePath,
      response: commandResult,
    }));

  // One action, one key: a repeat of the request (the client's repeat after a refresh, a resend after a lost
  // answer) is answered as the first time, without a second command.
  it('answers a repeated Idempotency-Key with the first answer', () =>
    expectAnswer(pact, sendEvseCommand, {
      what: 'a repeated Idempotency-Key is answered as the first time',
      state: 'the charger already carried out the command with this Idempotency-Key',
      pathParams: evsePath,
      stateParams: { evseUuid: EVSE_UUID, key: REPEATED_KEY },
      idempotencyKey: REPEATED_KEY,
      response: commandResult,
    }));

  itAnswersErrors(pact, sendEvseCommand, [
    {
      failure: device(
        422,
        'the Idempotency-Key was used for another command',
        'This Idempotency-Key was used for another request: send a new key for a new action',
        'IDEMPOTENCY_KEY_REUSED',
      ),
      stateParams: { evseUuid: EVSE_UUID, key: KEY_USED_ELSEWHERE },
      idempotencyKey: KEY_USED_ELSEWHERE,
    },
    BAD_REQUEST,
    EXPIRED,
    forbidden(sendEvseCommand),
    unknownEvse,
    {
      failure: device(
        422,
        'the charger has no such connector',
        'Unprocessable Content',
        'VALIDATION_FAILED',
        ['connectorId'],
      ),
      body: { command: 'UNLOCK_CONNECTOR', connectorId: 9 },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
    {
      failure: device(503, 'the charger is offline', 'Service Unavailable', 'EVSE_OFFLINE'),
      pathParams: { evseUuid: OFFLINE_EVSE_UUID },
    },
    {
      failure: {
        status: 504,
        state: 'the charger does not answer the command in time',
        message: 'Gateway Timeout',
      },
    },
  ]);
});
