import type { ConnectorStatus, EvseRow, EvseStatus } from './evse-types.ts';

/**
 * What a charger is doing, as the overview headlines it and the lists filter by it (the chargers call's `status`, the
 * spec's EvseStatus).
 */
export type EvseDerivedStatus = EvseStatus;

export const EVSE_DERIVED_STATUS_LABELS: Readonly<Record<EvseDerivedStatus, string>> = {
  offline: 'Offline',
  faulted: 'Faulted',
  charging: 'Charging',
  available: 'Available',
  unavailable: 'Unavailable',
};

/** Every derived status, in the order the rule below decides them (the Status filter's choices). */
export const EVSE_DERIVED_STATUSES = Object.keys(EVSE_DERIVED_STATUS_LABELS) as readonly EvseDerivedStatus[];

/** A vehicle is plugged in and a session is under way (OCPP 1.6 §4.9: from Preparing to Finishing). */
export const OCCUPIED: ReadonlySet<ConnectorStatus> = new Set([
  'Preparing',
  'Charging',
  'SuspendedEV',
  'SuspendedEVSE',
  'Finishing',
]);

/**
 * The derived status: an offline charger's connector statuses are stale, so offline wins; then a fault on any
 * connector (staff must act); then any session under way; then any connector free to charge; else unavailable
 * (every connector Unavailable or Reserved, or no connector reported).
 */
export function evseDerivedStatus(evse: Pick<EvseRow, 'connectivity' | 'connectors'>): EvseDerivedStatus {
  if (evse.connectivity === 'EVSE_OFFLINE') return 'offline';
  const statuses = evse.connectors.map((connector) => connector.status);
  if (statuses.includes('Faulted')) return 'faulted';
  if (statuses.some((status) => OCCUPIED.has(status))) return 'charging';
  if (statuses.includes('Available')) return 'available';
  return 'unavailable';
}

/**
 * A charger staff must reset: its derived status is `faulted` (online, a connector's last StatusNotification
 * Faulted). The Status filter, the mock's counts and the e2e expectations all decide it here.
 */
export function isEvseFaulted(evse: Pick<EvseRow, 'connectivity' | 'connectors'>): boolean {
  return evseDerivedStatus(evse) === 'faulted';
}
