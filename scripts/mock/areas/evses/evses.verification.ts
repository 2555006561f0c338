// How the mock's backend verifies a charger on a gateway (the verifyEvse and createEvse calls): the
// gateway must be online and answer in time; the identity must not be a charger already; the gateway (or, for an
// identity that reached the backend on its own, the backend) must have seen it, recently; and its model and firmware
// must be in the charge-point models list (the one support rule of src/domain/evse/firmware-support.ts).
import { firmwareSupportOf, modelEntryOf } from '../../../../src/domain/evse/firmware-support.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import type { GatewayRecord } from '../gateways/gateways.fixtures.ts';
import type { Dataset } from '../../data/dataset.ts';
import type { DataAnswer } from '../../data/data-handler.ts';

type Schemas = components['schemas'];
type Verification = Schemas['EvseVerification'];
type Facts = Pick<
  Schemas['SeenChargePoint'],
  'uniqueIdentifier' | 'vendor' | 'model' | 'firmwareVersion' | 'lastConnection'
>;

/**
 * A charge point behind a gateway counts as connected when the gateway heard from it this shortly before the
 * gateway's own last report (a few heartbeats).
 */
export const CONNECTED_WITHIN_MS = 10 * 60_000;
/** An identity the backend refused (a candidate) keeps retrying its BootNotification: still there within a day. */
export const CANDIDATE_RETRYING_WITHIN_MS = 24 * 60 * 60_000;

export type VerificationOutcome =
  { ok: true; verification: Verification; facts: Facts } | { ok: false; answer: DataAnswer };

function failure(status: number, errorId: string, message: string, facts?: Facts): VerificationOutcome {
  const body: Schemas['ApiError'] = { message, status, errorId };
  if (facts) {
    body.uniqueIdentifier = facts.uniqueIdentifier;
    body.firmwareVersion = facts.firmwareVersion;
    body.lastConnectionTimestamp = facts.lastConnection;
    body.verificationResult = {
      errorId,
      uniqueIdentifier: facts.uniqueIdentifier,
      firmwareVersion: facts.firmwareVersion,
      lastConnectionTimestamp: facts.lastConnection,
      vendor: facts.vendor,
      model: facts.model,
    };
  }
  return { ok: false, answer: { status, body } };
}

/** What the gateway (or the backend, for a candidate) saw of an identity, and whether it is connected now. */
function seenFacts(
  data: Dataset,
  record: GatewayRecord,
  identifier: string,
  now: number,
): { facts: Facts; connected: boolean } | undefined {
  const seen = record.seenChargePoints.find((point) => point.uniqueIdentifier === identifier);
  if (seen) {
    const gap = Date.parse(record.gateway.lastConnection) - Date.parse(seen.lastConnection);
    return { facts: seen, connected: gap <= CONNECTED_WITHIN_MS };
  }
  const candidate = data.chargepointCandidates.find((c) => c.uniqueIdentifier === identifier);
  if (!candidate) return undefined;
  return {
    facts: { ...candidate, lastConnection: candidate.lastAttempt },
    connected: now - Date.parse(candidate.lastAttempt) <= CANDIDATE_RETRYING_WITHIN_MS,
  };
}

export function verifyChargePoint(
  data: Dataset,
  record: GatewayRecord,
  identifier: string,
  now: number,
): VerificationOutcome {
  const { gateway } = record;
  if (!gateway.online) {
    return failure(
      503,
      'GATEWAY_OFFLINE',
      `Gateway ${gateway.hemGatewayId} is offline since ${gateway.lastConnection}`,
    );
  }
  if (record.answersSlowly) {
    return failure(504, 'VERIFICATION_TIMEOUT', `Gateway ${gateway.hemGatewayId} did not answer within 30 s`);
  }
  const assigned = data.evses.find((r) => r.detail.evse.uniqueIdentifier === identifier)?.detail.evse;
  if (assigned) {
    return failure(
      409,
      'EVSE_ALREADY_ASSIGNED',
      `${identifier} is a charger of installation ${assigned.gateway.installationUuid}`,
      {
        ...assigned,
      },
    );
  }
  const seen = seenFacts(data, record, identifier, now);
  if (!seen) {
    return failure(
      422,
      'EVSE_NOT_FOUND_ON_GATEWAY',
      `Gateway ${gateway.hemGatewayId} has never seen ${identifier}`,
    );
  }
  const { facts } = seen;
  if (!seen.connected) {
    return failure(
      422,
      'EVSE_NOT_CONNECTED',
      `${identifier} is not connected (last seen ${facts.lastConnection})`,
      facts,
    );
  }
  const support = firmwareSupportOf(facts, data.chargepointModels);
  if (support === 'UNKNOWN_MODEL') {
    return failure(
      422,
      'EVSE_MODEL_NOT_SUPPORTED',
      `${facts.vendor} ${facts.model} is not a supported model`,
      facts,
    );
  }
  if (support === 'UNSUPPORTED_FIRMWARE') {
    return failure(
      422,
      'EVSE_FIRMWARE_NOT_SUPPORTED',
      `Firmware ${facts.firmwareVersion} of ${facts.vendor} ${facts.model} is not supported`,
      facts,
    );
  }
  const entry = modelEntryOf(facts, data.chargepointModels);
  return {
    ok: true,
    facts,
    verification: {
      uniqueIdentifier: facts.uniqueIdentifier,
      vendor: facts.vendor,
      model: facts.model,
      firmwareVersion: facts.firmwareVersion,
      lastConnectionTimestamp: facts.lastConnection,
      ocppVersion: entry?.ocppVersions[0] ?? '1.6',
    },
  };
}
