import type { ConnectorStatus, EvseRow } from './evse-types.ts';

/** What a charger is doing, as the overview and the lists headline it. */
export type EvseDerivedStatus = 'offline' | 'faulted' | 'charging' | 'available' | 'unavailable';

export const EVSE_DERIVED_STATUS_LABELS: Readonly<Record<EvseDerivedStatus, string>> = {
  offline: 'Offline',
  faulted: 'Faulted',
  charging: 'Charging',
  available: 'Available',
  unavailable: 'Unavailable',
};

/** A vehicle is plugged in and a session is under way (OCPP 1.6 §4.9: from Preparing to Finishing). */
const OCCUPIED: ReadonlySet<ConnectorStatus> = new Set([
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
