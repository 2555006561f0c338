// The charger-change pacts name real identities of the generated world (contracts/support/evse-change-examples.ts).
// This checks each one still gives its interaction's answer from the mock's data layer, so a generator change that
// moves them fails here, in seconds, rather than only in the contract verification.
import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_CHARGE_POINT,
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
} from '../../../contracts/support/evse-change-examples.ts';
import { EVSE_UUID } from '../../../contracts/support/evse-examples.ts';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { EVSE_CHANGE_HANDLERS } from '../../../scripts/mock/areas/evses/evse-changes.handlers.ts';
import type { HandlerContext } from '../../../scripts/mock/data/data-handler.ts';

const BASE = createDataset();
const CONTEXT: HandlerContext = { problemOrder: [] };

function answer(operationId: string, pathParams: Record<string, string>, body: unknown) {
  const handler = EVSE_CHANGE_HANDLERS[operationId]!;
  const { status, body: answered } = handler(
    {
      method: 'POST',
      operationId,
      collection: 'evses',
      pathParams,
      query: new URLSearchParams(),
      body,
      actor: 'a',
    },
    datasetInState(BASE),
    CONTEXT,
  );
  const errorId = (answered as { errorId?: string } | undefined)?.errorId;
  return errorId === undefined ? [status] : [status, errorId];
}

const create = (uniqueIdentifier: string, maxCurrent = 16) => ({
  uniqueIdentifier,
  displayName: 'Carport',
  maxCurrent,
  phases: 3,
});

describe('the identities of the charger-change pacts', () => {
  it.each([
    ['ready gateway, supported charge point', READY_GATEWAY, SUPPORTED_CHARGE_POINT, [200], [201]],
    ['never seen', READY_GATEWAY, NEVER_SEEN_CHARGE_POINT, [422, 'EVSE_NOT_FOUND_ON_GATEWAY']],
    ['already a charger', READY_GATEWAY, ASSIGNED_CHARGE_POINT, [409, 'EVSE_ALREADY_ASSIGNED']],
    ['old firmware', OLD_FIRMWARE_GATEWAY, OLD_FIRMWARE_CHARGE_POINT, [422, 'EVSE_FIRMWARE_NOT_SUPPORTED']],
    ['offline gateway', OFFLINE_GATEWAY, OFFLINE_GATEWAY_CHARGE_POINT, [503, 'GATEWAY_OFFLINE']],
    ['slow gateway', SLOW_GATEWAY, SLOW_GATEWAY_CHARGE_POINT, [504, 'VERIFICATION_TIMEOUT']],
  ] as [string, Record<string, string>, string, (string | number)[], (string | number)[]?][])(
    '%s: verify and add answer as the pacts say',
    (_, gateway, identifier, verified, created = verified) => {
      expect(answer('verifyEvse', gateway, { uniqueIdentifier: identifier })).toEqual(verified);
      expect(answer('createEvse', gateway, create(identifier))).toEqual(created);
    },
  );

  it('the current over the model range is refused; the contracts charger and the offline one are what they say', () => {
    expect(answer('createEvse', READY_GATEWAY, create(SUPPORTED_CHARGE_POINT, OVER_MODEL_CURRENT))).toEqual([
      422,
      'VALIDATION_FAILED',
    ]);
    expect(answer('updateEvse', { evseUuid: EVSE_UUID }, { maxCurrent: OVER_MODEL_CURRENT })).toEqual([
      422,
      'VALIDATION_FAILED',
    ]);
    expect(
      answer('sendEvseCommand', { evseUuid: EVSE_UUID }, { command: 'RESET', resetType: 'Soft' }),
    ).toEqual([200]);
    expect(
      answer('sendEvseCommand', { evseUuid: EVSE_UUID }, { command: 'UNLOCK_CONNECTOR', connectorId: 9 }),
    ).toEqual([422, 'VALIDATION_FAILED']);
    expect(
      answer('sendEvseCommand', { evseUuid: OFFLINE_EVSE_UUID }, { command: 'RESET', resetType: 'Soft' }),
    ).toEqual([503, 'EVSE_OFFLINE']);
  });
});
