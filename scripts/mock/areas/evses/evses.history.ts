// A charger's history log in the mock: generated on demand, the same for the same charger and mock start,
// from what the dataset says of the charger (its connectors, sessions, boot facts and profiles), so the newest events
// agree with its overview. Events are what an OCPP back office records: connectivity changes, StatusNotifications,
// BootNotifications, firmware updates, transactions, SetChargingProfile, commands and errors.
import type { components } from '../../../../src/api/schema.gen.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import type { EvseRecord } from './evses.fixtures.ts';
import { reportedBy } from '../../../generate/world-connectivity.ts';

type EvseEvent = components['schemas']['EvseEvent'];
type EvseEventType = components['schemas']['EvseEventType'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the log goes. */
export const HISTORY_DAYS = 60;

const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function seedOf(uuid: string): number {
  let hash = 2166136261;
  for (let i = 0; i < uuid.length; i += 1) hash = Math.imul(hash ^ uuid.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

interface Draft {
  at: number;
  type: EvseEventType;
  summary: string;
  connectorId?: number;
  actor?: string;
  payload: Record<string, unknown>;
}

function sessionDrafts(
  prng: Prng,
  start: number,
  connectorId: number,
  transactionId: number,
  maxW: number,
): Draft[] {
  const minutes = prng.int(40, 420);
  const end = start + minutes * MINUTE;
  const energyWh = Math.round((prng.int(1400, maxW) * minutes) / 60 / 2);
  const status = (at: number, value: string): Draft => ({
    at,
    type: 'status',
    summary: `Connector ${connectorId}: ${value}`,
    connectorId,
    payload: { action: 'StatusNotification', connectorId, status: value, errorCode: 'NoError' },
  });
  return [
    status(start - MINUTE, 'Preparing'),
    {
      at: start,
      type: 'session',
      summary: `Session ${transactionId} started on connector ${connectorId}`,
      connectorId,
      payload: { action: 'StartTransaction', connectorId, transactionId, meterStart: 0 },
    },
    status(start + 30_000, 'Charging'),
    status(end - 20 * MINUTE, 'SuspendedEV'),
    {
      at: end,
      type: 'session',
      summary: `Session ${transactionId} stopped: ${(energyWh / 1000).toFixed(1)} kWh`,
      connectorId,
      payload: { action: 'StopTransaction', transactionId, meterStop: energyWh, reason: 'EVDisconnected' },
    },
    status(end + MINUTE, 'Finishing'),
    status(end + 2 * MINUTE, 'Available'),
  ];
}

/**
 * Every event of the charger up to `now`, newest first. The log ends at its last heartbeat (`lastConnection`): a
 * charger reports nothing after it, and its gateway carried nothing after it (scripts/generate/world-connectivity.ts).
 */
export function generateEvseHistory(record: EvseRecord, now: number): EvseEvent[] {
  const { evse, maxCurrent, phases, ocppVersion } = record.detail;
  const prng = createPrng(seedOf(evse.evseUuid));
  const maxW = Math.max(1500, Math.min(maxCurrent, 16) * 230 * phases);
  const last = Math.min(now, Date.parse(evse.lastConnection));
  const drafts: Draft[] = [];
  let transactionId = 10_000 + prng.int(0, 5000);
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    const dayStart = last - day * DAY;
    // Most days one or two sessions, mostly in the evening.
    for (
      let s = prng.weighted([
        [0, 25],
        [1, 55],
        [2, 20],
      ] as const);
      s > 0;
      s -= 1
    ) {
      const connectorId = prng.int(1, evse.connectors.length);
      drafts.push(
        ...sessionDrafts(
          prng,
          dayStart + prng.int(7, 20) * HOUR,
          connectorId,
          (transactionId += prng.int(1, 9)),
          maxW,
        ),
      );
    }
    drafts.push({
      at: dayStart + prng.int(0, 2) * HOUR + prng.int(0, 59) * MINUTE,
      type: 'schedule',
      summary: 'HEMS optimiser set the daily charging profile (TxDefaultProfile)',
      connectorId: 0,
      payload: { action: 'SetChargingProfile', connectorId: 0, status: 'Accepted' },
    });
    if (prng.bool(0.12)) {
      const off = dayStart + prng.int(1, 22) * HOUR;
      const minutes = prng.int(3, 90);
      // A drop it came back from by its last heartbeat; one it never came back from is the offline state itself.
      if (off + minutes * MINUTE <= last)
        drafts.push(
          {
            at: off,
            type: 'connectivity',
            summary: 'Connection lost (no heartbeat)',
            payload: { event: 'Disconnected' },
          },
          {
            at: off + minutes * MINUTE,
            type: 'connectivity',
            summary: `Connected again after ${minutes} min`,
            payload: { event: 'Connected', offlineMinutes: minutes },
          },
        );
    }
    if (prng.bool(0.06)) {
      const at = dayStart + prng.int(1, 22) * HOUR;
      const connectorId = prng.int(1, evse.connectors.length);
      drafts.push(
        {
          at,
          type: 'error',
          summary: `Connector ${connectorId}: Faulted (GroundFailure)`,
          connectorId,
          payload: {
            action: 'StatusNotification',
            connectorId,
            status: 'Faulted',
            errorCode: 'GroundFailure',
          },
        },
        {
          at: at + prng.int(2, 30) * MINUTE,
          type: 'status',
          summary: `Connector ${connectorId}: Available`,
          connectorId,
          payload: { action: 'StatusNotification', connectorId, status: 'Available', errorCode: 'NoError' },
        },
      );
    }
    if (prng.bool(0.04)) {
      drafts.push({
        at: dayStart + prng.int(8, 17) * HOUR,
        type: 'command',
        summary: 'Reset (Soft) requested: Accepted',
        actor: 'ops@example.com',
        connectorId: 0,
        payload: { action: 'Reset', type: 'Soft', status: 'Accepted' },
      });
    }
  }
  // The firmware it runs now was installed some weeks ago, then it booted with it.
  const updated = last - prng.int(10, HISTORY_DAYS - 5) * DAY;
  drafts.push(
    {
      at: updated,
      type: 'firmware',
      summary: `Firmware ${evse.firmwareVersion} installed`,
      payload: { action: 'FirmwareStatusNotification', status: 'Installed' },
    },
    {
      at: updated + 2 * MINUTE,
      type: 'boot',
      summary: `Booted: ${evse.vendor} ${evse.model}, firmware ${evse.firmwareVersion}, OCPP ${ocppVersion}`,
      payload: {
        action: 'BootNotification',
        chargePointVendor: evse.vendor,
        chargePointModel: evse.model,
        chargePointSerialNumber: record.detail.serialNumber,
        firmwareVersion: evse.firmwareVersion,
      },
    },
  );
  if (evse.connectivity === 'EVSE_OFFLINE') {
    drafts.push({
      at: last,
      type: 'connectivity',
      summary: 'Connection lost (no heartbeat)',
      payload: { event: 'Disconnected' },
    });
  }
  const prefix = evse.evseUuid.slice(0, 8);
  return drafts
    .filter((draft) => reportedBy(last, draft.at))
    .sort((a, b) => a.at - b.at)
    .map((draft, index): EvseEvent => {
      const event: EvseEvent = {
        id: `${prefix}-${String(index).padStart(5, '0')}`,
        timestamp: iso(draft.at),
        type: draft.type,
        summary: draft.summary,
        payload: JSON.stringify(draft.payload),
      };
      if (draft.connectorId !== undefined) event.connectorId = draft.connectorId;
      if (draft.actor !== undefined) event.actor = draft.actor;
      return event;
    })
    .reverse();
}

/** The opaque cursor after an event: its instant and id, so events added later never shift a page. */
export function cursorAfter(event: EvseEvent): string {
  return `${Date.parse(event.timestamp)}_${event.id}`;
}

/** Whether `event` comes after (is older than) the cursor's event in newest-first order. */
export function isAfterCursor(event: EvseEvent, cursor: string): boolean {
  const split = cursor.indexOf('_');
  const at = Number(cursor.slice(0, split));
  const id = cursor.slice(split + 1);
  if (split < 0 || !Number.isFinite(at)) return true;
  const eventAt = Date.parse(event.timestamp);
  return eventAt < at || (eventAt === at && event.id < id);
}
