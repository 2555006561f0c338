// The mock's answers to adding, changing, removing and commanding chargers. Changes stay in the owner's
// copy of the dataset: a charger added shows in its gateway's devices and the charger lists, and its site's
// `hasEvse` follows; a command is recorded in the charger's history log with who asked.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../../src/api/schema.gen.ts';
import { modelEntryOf } from '../../../../src/domain/evse/firmware-support.ts';
import { currentRangeOf } from '../../../../src/domain/evse/evse-form.ts';
import type { EvseRecord } from './evses.fixtures.ts';
import type { GatewayRecord } from '../gateways/gateways.fixtures.ts';
import { allSites, runningNow, type Dataset } from '../../data/dataset.ts';
import { findEvse, notFound, nowOf } from './evses.handlers.ts';
import { verifyChargePoint } from './evses.verification.ts';
import type { DataAnswer, DataHandler } from '../../data/data-handler.ts';

type Schemas = components['schemas'];
type EvseEvent = Schemas['EvseEvent'];
type FieldError = Schemas['FieldError'];

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function findGateway(data: Dataset, installationUuid = '', hemGatewayId = ''): GatewayRecord | undefined {
  return data.gateways.find(
    (r) => r.gateway.installationUuid === installationUuid && r.gateway.hemGatewayId === hemGatewayId,
  );
}

const validationFailed = (fieldErrors: FieldError[]): DataAnswer => ({
  status: 422,
  body: {
    message: fieldErrors.map((e) => e.message).join(' '),
    status: 422,
    errorId: 'VALIDATION_FAILED',
    fieldErrors,
  },
});

/** The server-side checks a schema cannot make: the model's current range, a display name unique per gateway. */
function limitErrors(
  data: Dataset,
  target: { vendor: string; model: string; gatewayId: string; evseUuid?: string },
  body: { displayName?: string; maxCurrent?: number },
): FieldError[] {
  const errors: FieldError[] = [];
  const { min, max } = currentRangeOf(modelEntryOf(target, data.chargepointModels));
  if (body.maxCurrent !== undefined && (body.maxCurrent < min || body.maxCurrent > max)) {
    errors.push({
      field: 'maxCurrent',
      message: `A ${target.vendor} ${target.model} takes ${min}–${max} A.`,
    });
  }
  const name = body.displayName?.trim().toLowerCase();
  const taken = data.evses.some(
    ({ detail: { evse } }) =>
      evse.gateway.hemGatewayId === target.gatewayId &&
      evse.evseUuid !== target.evseUuid &&
      evse.displayName.trim().toLowerCase() === name,
  );
  if (name !== undefined && taken) {
    errors.push({ field: 'displayName', message: 'Another charger on this gateway has this name.' });
  }
  return errors;
}

/** The site's `hasEvse` is whether any charger sits on it. */
function syncHasEvse(data: Dataset, subscription: string | undefined): void {
  if (subscription === undefined) return;
  const found = allSites(data).find(({ site }) => site.subscription === subscription);
  if (found) {
    found.site.hasEvse = data.evses.some((r) => r.detail.evse.site?.subscription === subscription);
  }
}

/** An unregistered charger makes SITE_HAS_UNREGISTERED_EVSE; once its gateway has none left, the problem goes. */
function syncUnregistered(data: Dataset, record: GatewayRecord): void {
  const subscription = record.gateway.site?.subscription;
  if (subscription === undefined || record.seenChargePoints.length > 0) return;
  data.siteProblems = data.siteProblems.filter(
    (row) => !(row.subscription === subscription && row.problemName === 'SITE_HAS_UNREGISTERED_EVSE'),
  );
}

let sequence = 0;
function event(
  data: Dataset,
  fields: Omit<EvseEvent, 'id' | 'timestamp' | 'payload'> & { payload: unknown },
): EvseEvent {
  sequence += 1;
  // The world's running time (not the machine's): a pinned world at 10:40 logs a command at 10:41, after every
  // generated event, and the browser pinned at the same instant reads it as a minute ago.
  const at = runningNow(data);
  return {
    ...fields,
    id: `staff-${at}-${sequence}`,
    timestamp: iso(at),
    payload: JSON.stringify(fields.payload),
  };
}

function record(target: EvseRecord, logged: EvseEvent): void {
  target.recorded = [logged, ...(target.recorded ?? [])];
}

type CommandBody = Schemas['EvseCommandRequest'];

/** What the charger replies, and what changes on it (OCPP 1.6). */
function carryOut(
  target: EvseRecord,
  command: CommandBody,
  now: string,
): Schemas['EvseCommandResult']['status'] {
  const { evse, sessions } = target.detail;
  switch (command.command) {
    case 'RESET':
      return 'Accepted';
    case 'UNLOCK_CONNECTOR': {
      const connector = evse.connectors.find((c) => c.connectorId === command.connectorId);
      if (connector?.errorCode === 'ConnectorLockFailure') return 'UnlockFailed';
      target.detail.sessions = sessions.filter((s) => s.connectorId !== command.connectorId);
      if (connector && connector.status === 'Charging')
        Object.assign(connector, { status: 'Finishing', statusSince: now });
      return 'Unlocked';
    }
    case 'CHANGE_AVAILABILITY': {
      const affected = evse.connectors.filter(
        (c) => command.connectorId === 0 || c.connectorId === command.connectorId,
      );
      const busy = affected.some((c) => sessions.some((s) => s.connectorId === c.connectorId));
      if (command.availability === 'Inoperative' && busy) return 'Scheduled';
      for (const connector of affected) {
        const status = command.availability === 'Inoperative' ? 'Unavailable' : 'Available';
        if (connector.status !== status) Object.assign(connector, { status, statusSince: now });
      }
      return 'Accepted';
    }
  }
}

const OCPP_REQUEST: Record<CommandBody['command'], string> = {
  RESET: 'Reset',
  UNLOCK_CONNECTOR: 'UnlockConnector',
  CHANGE_AVAILABILITY: 'ChangeAvailability',
};

function commandSummary(command: CommandBody, status: string): string {
  switch (command.command) {
    case 'RESET':
      return `${command.resetType} reset: ${status}`;
    case 'UNLOCK_CONNECTOR':
      return `Unlock connector ${command.connectorId}: ${status}`;
    case 'CHANGE_AVAILABILITY':
      return `Change availability of ${command.connectorId === 0 ? 'the charger' : `connector ${command.connectorId}`} to ${command.availability}: ${status}`;
  }
}

export const EVSE_CHANGE_HANDLERS: Readonly<Record<string, DataHandler>> = {
  verifyEvse: ({ pathParams, body }, data) => {
    const gateway = findGateway(data, pathParams.installationUuid, pathParams.hemGatewayId);
    if (!gateway)
      return notFound(
        `Gateway ${pathParams.hemGatewayId ?? ''} of installation ${pathParams.installationUuid ?? ''}`,
      );
    const { uniqueIdentifier } = body as Schemas['EvseVerificationRequest'];
    const outcome = verifyChargePoint(data, gateway, uniqueIdentifier, nowOf(data));
    return outcome.ok ? { status: 200, body: outcome.verification } : outcome.answer;
  },

  createEvse: ({ pathParams, body, actor }, data) => {
    const gateway = findGateway(data, pathParams.installationUuid, pathParams.hemGatewayId);
    if (!gateway)
      return notFound(
        `Gateway ${pathParams.hemGatewayId ?? ''} of installation ${pathParams.installationUuid ?? ''}`,
      );
    const request = body as Schemas['EvseCreateRequest'];
    const outcome = verifyChargePoint(data, gateway, request.uniqueIdentifier, nowOf(data));
    if (!outcome.ok) return outcome.answer;
    const { verification, facts } = outcome;
    const errors = limitErrors(data, { ...verification, gatewayId: gateway.gateway.hemGatewayId }, request);
    if (errors.length > 0) return validationFailed(errors);
    const { hemGatewayId, hemsLogicalId, installationUuid, site } = gateway.gateway;
    const added: EvseRecord = {
      detail: {
        evse: {
          evseUuid: randomUUID(),
          uniqueIdentifier: verification.uniqueIdentifier,
          displayName: request.displayName.trim(),
          connectivity: 'EVSE_ONLINE',
          lastConnection: facts.lastConnection,
          vendor: facts.vendor,
          model: facts.model,
          firmwareVersion: facts.firmwareVersion,
          connectors: [
            { connectorId: 1, status: 'Available', errorCode: 'NoError', statusSince: facts.lastConnection },
          ],
          site,
          problems: [],
          gateway: { installationUuid, hemsLogicalId, hemGatewayId },
        },
        serialNumber: '',
        ocppVersion: verification.ocppVersion,
        maxCurrent: request.maxCurrent,
        phases: request.phases,
        sessions: [],
      },
      profiles: [],
    };
    const logged = event(data, {
      type: 'command',
      summary: `Added to gateway ${hemGatewayId} as "${added.detail.evse.displayName}"`,
      actor,
      payload: {
        action: 'AddCharger',
        gateway: hemGatewayId,
        maxCurrent: request.maxCurrent,
        phases: request.phases,
      },
    });
    added.addedAt = logged.timestamp;
    record(added, logged);
    data.evses.unshift(added);
    gateway.seenChargePoints = gateway.seenChargePoints.filter(
      (p) => p.uniqueIdentifier !== request.uniqueIdentifier,
    );
    data.chargepointCandidates = data.chargepointCandidates.filter(
      (c) => c.uniqueIdentifier !== request.uniqueIdentifier,
    );
    syncHasEvse(data, site?.subscription);
    syncUnregistered(data, gateway);
    return { status: 201, body: added.detail };
  },

  updateEvse: ({ pathParams, body, actor }, data) => {
    const target = findEvse(data, pathParams.evseUuid);
    if (!target) return notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
    const request = body as Schemas['EvseUpdateRequest'];
    const { evse } = target.detail;
    const errors = limitErrors(
      data,
      { ...evse, gatewayId: evse.gateway.hemGatewayId, evseUuid: evse.evseUuid },
      request,
    );
    if (errors.length > 0) return validationFailed(errors);
    if (request.displayName !== undefined) evse.displayName = request.displayName.trim();
    if (request.maxCurrent !== undefined) target.detail.maxCurrent = request.maxCurrent;
    if (request.phases !== undefined) target.detail.phases = request.phases;
    record(
      target,
      event(data, {
        type: 'command',
        summary: `Settings changed: ${Object.entries(request)
          .map(([key, value]) => `${key} ${String(value)}`)
          .join(', ')}`,
        actor,
        payload: { action: 'ChangeSettings', ...request },
      }),
    );
    return { status: 200, body: target.detail };
  },

  deleteEvse: ({ pathParams }, data) => {
    const target = findEvse(data, pathParams.evseUuid);
    if (!target) return notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
    const { evse } = target.detail;
    data.evses = data.evses.filter((r) => r !== target);
    // Still wired to the gateway: it sees the charge point again, unregistered, so it can be added again.
    const gateway = findGateway(data, evse.gateway.installationUuid, evse.gateway.hemGatewayId);
    gateway?.seenChargePoints.push({
      uniqueIdentifier: evse.uniqueIdentifier,
      vendor: evse.vendor,
      model: evse.model,
      firmwareVersion: evse.firmwareVersion,
      lastConnection: evse.lastConnection,
    });
    syncHasEvse(data, evse.site?.subscription);
    return { status: 204 };
  },

  sendEvseCommand: ({ pathParams, body, actor }, data) => {
    const target = findEvse(data, pathParams.evseUuid);
    if (!target) return notFound(`EVSE ${pathParams.evseUuid ?? ''}`);
    const command = body as CommandBody;
    const { evse } = target.detail;
    if (evse.connectivity !== 'EVSE_ONLINE') {
      return {
        status: 503,
        body: {
          message: `${evse.uniqueIdentifier} is offline since ${evse.lastConnection}`,
          status: 503,
          errorId: 'EVSE_OFFLINE',
          uniqueIdentifier: evse.uniqueIdentifier,
          lastConnectionTimestamp: evse.lastConnection,
        },
      };
    }
    if (
      command.command !== 'RESET' &&
      command.connectorId !== 0 &&
      !evse.connectors.some((c) => c.connectorId === command.connectorId)
    ) {
      return validationFailed([
        { field: 'connectorId', message: `The charger has no connector ${command.connectorId}.` },
      ]);
    }
    const logged = event(data, { type: 'command', summary: '', actor, payload: {} });
    const status = carryOut(target, command, logged.timestamp);
    const { command: _name, ...request } = command;
    const done: EvseEvent = {
      ...logged,
      summary: commandSummary(command, status),
      payload: JSON.stringify({ action: OCPP_REQUEST[command.command], request, response: { status } }),
    };
    if ('connectorId' in command) done.connectorId = command.connectorId;
    record(target, done);
    return { status: 200, body: { status, event: done } };
  },
};
