// The world's one connectivity rule: a site, its gateway and the chargers behind that gateway are online or offline
// together, and their times follow from one another. A site's "last seen" is its gateway's last connection. A
// charger talks to the backend through its site's gateway, so it is never heard from after the gateway: its last
// connection (its last heartbeat) is no later than the gateway's, and behind an offline gateway it is offline too,
// since no later than the gateway went. Everything a charger reports (a status change, a session, a log entry)
// happens by its last heartbeat, and a charger that is offline shows a connector in a session only while that
// session is listed (a session is listed only while its charger is online). Pure: the generator passes the random draws in, so the rule is testable alone.

import { OCCUPIED } from '../../src/domain/evse/evse-status.ts';
import type { ConnectorStatus } from '../../src/domain/evse/evse-types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A connection that is up was last heard from at most this long ago (heartbeats come every few minutes). */
export const ONLINE_GAP_MAX = 10 * MINUTE;
/** How long before its gateway's last connection a charger may have sent its own last heartbeat. */
export const CHARGER_HEARTBEAT_GAP_MAX = 5 * MINUTE;

/**
 * How long offline connections have been offline: spread over bands so that every "went offline in the last …"
 * filter (6 h, 24 h, 7 days) and the older rest have data. The first band starts after a missed heartbeat or two.
 */
export const OFFLINE_BANDS: readonly { from: number; to: number; weight: number }[] = [
  { from: 20 * MINUTE, to: 6 * HOUR, weight: 20 },
  { from: 6 * HOUR, to: DAY, weight: 20 },
  { from: DAY, to: 7 * DAY, weight: 30 },
  { from: 7 * DAY, to: 30 * DAY, weight: 30 },
];

/** A uniform draw in [0, 1) as an offline duration, by the bands' weights (one draw, so a stream stays aligned). */
export function offlineDuration(draw: number): number {
  const total = OFFLINE_BANDS.reduce((sum, band) => sum + band.weight, 0);
  let roll = Math.min(Math.max(draw, 0), 1 - Number.EPSILON) * total;
  for (const band of OFFLINE_BANDS) {
    if (roll < band.weight) return Math.floor(band.from + (roll / band.weight) * (band.to - band.from));
    roll -= band.weight;
  }
  const last = OFFLINE_BANDS[OFFLINE_BANDS.length - 1] as (typeof OFFLINE_BANDS)[number];
  return last.to - 1;
}

/** A connection's state: whether it is up now, and when it was last heard from (ms since the epoch). */
export interface Link {
  online: boolean;
  lastSeen: number;
}

/** A site's state as its row carries it: its gateway's (`online`, `timestamp` = last seen). */
export const linkOfSite = (site: { online: boolean; timestamp: string }): Link => ({
  online: site.online,
  lastSeen: Date.parse(site.timestamp),
});

export interface GatewayDraw {
  /** The generator's now. */
  reference: number;
  /** When the gateway (its installation, its site) came to be: it was never seen before. */
  created: number;
  online: boolean;
  /** Uniform in [0, 1): how recently an online gateway was heard from, how long an offline one has been gone. */
  draw: number;
}

/** A gateway's state, which is also its site's (`online`, `timestamp`). */
export function gatewayLink({ reference, created, online, draw }: GatewayDraw): Link {
  const lastSeen = online ? reference - Math.floor(draw * ONLINE_GAP_MAX) : reference - offlineDuration(draw);
  return { online, lastSeen: Math.min(reference, Math.max(created, lastSeen)) };
}

export interface ChargerDraw {
  reference: number;
  /** Whether the charger itself is connected (it may be offline behind an online gateway). */
  online: boolean;
  /** How long ago a connected charger's last heartbeat came, 0..CHARGER_HEARTBEAT_GAP_MAX. */
  heartbeatGap: number;
  /** For a charger that is offline of its own accord: how long ago it went (ms). */
  offlineFor: number;
}

/**
 * A charger's state behind its gateway: offline with it, never heard from after it. A connected charger's last
 * heartbeat came minutes ago, or minutes before its gateway's last connection when the gateway is gone; one offline
 * of its own accord went when it went, or with its gateway if that was earlier.
 */
export function chargerLink(
  gateway: Link,
  { reference, online, heartbeatGap, offlineFor }: ChargerDraw,
): Link {
  const gap = Math.min(Math.max(heartbeatGap, 0), CHARGER_HEARTBEAT_GAP_MAX);
  if (online) {
    const heard = (gateway.online ? reference : gateway.lastSeen) - gap;
    return { online: gateway.online, lastSeen: Math.min(gateway.lastSeen, heard) };
  }
  return { online: false, lastSeen: Math.min(gateway.lastSeen, reference - offlineFor) };
}

/** Whether an event at `at` can have been reported by a charger last heard from at `lastSeen`. */
export const reportedBy = (lastSeen: number, at: number): boolean => at <= lastSeen;

/**
 * A connector's last reported status as an offline charger keeps it: a session status (Preparing … Finishing) only
 * while a session is listed on the connector; else what it reported when that session ended (Available). Any other
 * status (Faulted, Unavailable, Reserved …) is kept, and so is every status of an online charger.
 */
export function lastConnectorStatus(
  status: ConnectorStatus,
  { online, inSession }: { online: boolean; inSession: boolean },
): ConnectorStatus {
  return online || inSession || !OCCUPIED.has(status) ? status : 'Available';
}

/** The invariants of the rule, for one site with its gateway and its chargers; empty when they hold. */
export function connectivityViolations(world: {
  site: Link;
  gateway: Link;
  chargers: readonly (Link & {
    id: string;
    reportedAt: readonly number[];
    /** Its connectors' last statuses, and the connectors a listed session runs on. */
    connectors?: readonly { connectorId: number; status: ConnectorStatus }[];
    sessionConnectors?: readonly number[];
  })[];
}): string[] {
  const { site, gateway, chargers } = world;
  const out: string[] = [];
  if (site.online !== gateway.online) out.push('the site and its gateway disagree on being online');
  if (site.lastSeen !== gateway.lastSeen) out.push("the site's last seen is not its gateway's");
  for (const charger of chargers) {
    if (charger.lastSeen > gateway.lastSeen) out.push(`${charger.id} was heard from after its gateway`);
    if (!gateway.online && charger.online) out.push(`${charger.id} is online behind an offline gateway`);
    const late = charger.reportedAt.filter((at) => !reportedBy(charger.lastSeen, at));
    if (late.length > 0) out.push(`${charger.id} reported ${late.length} events after its last heartbeat`);
    const sessions = new Set(charger.sessionConnectors ?? []);
    for (const { connectorId, status } of charger.connectors ?? []) {
      const inSession = sessions.has(connectorId);
      if (lastConnectorStatus(status, { online: charger.online, inSession }) !== status) {
        out.push(`${charger.id} is offline with connector ${connectorId} ${status} and no session listed`);
      }
    }
  }
  return out;
}
