import type { components } from '../../api/schema.gen.ts';

type Schemas = components['schemas'];

export type SiteStatus = Schemas['SiteStatus'];
export type InstallationStatus = Schemas['InstallationStatus'];
export type ActivationFilter = Schemas['ActivationFilter'];
export type ReadinessLabel = Schemas['ReadinessLabel'];
/** The single-choice prepared-installation filter offers three of the four installation statuses (SPEC §2). */
export type PreparedStatus = Extract<InstallationStatus, 'READY' | 'IN_PROGRESS' | 'COMPLETED'>;

export const SITE_STATUS_LABELS: Readonly<Record<SiteStatus, string>> = {
  ACTIVE: 'Active',
  AUTO_ACTIVATED: 'Auto-Activated',
  INACTIVE: 'Inactive',
};

/** SPEC §5 chip labels: Activated, Completed, Ready, In-Progress. */
export const INSTALLATION_STATUS_LABELS: Readonly<Record<InstallationStatus, string>> = {
  IN_PROGRESS: 'In-Progress',
  READY: 'Ready',
  COMPLETED: 'Completed',
  ACTIVATED: 'Activated',
};

export const ACTIVATION_FILTER_LABELS: Readonly<Record<ActivationFilter, string>> = {
  HEMS_ONLINE: 'HEMS Online',
  HEMS_OFFLINE: 'HEMS Offline',
  ACTIVE: 'Active',
  AUTO_ACTIVATED: 'Auto-Activated',
};

export const READINESS_LABEL_TEXT: Readonly<Record<ReadinessLabel, string>> = {
  READY: 'Ready',
  NOT_READY: 'Not Ready',
  MISSING_MASTER_DATA: 'Missing Master Data',
};

/**
 * The values of a catalogue, in its order. Each catalogue is its label record: a Record over the generated schema's
 * union must name every member exactly once, so it fails to compile when the spec gains or loses a value and the
 * lists cannot drift from the contract (nor from their labels).
 */
const valuesOf = <T extends string>(labels: Readonly<Record<T, string>>) =>
  Object.keys(labels) as readonly string[] as readonly T[];

export const SITE_STATUSES = valuesOf(SITE_STATUS_LABELS);
export const INSTALLATION_STATUSES = valuesOf(INSTALLATION_STATUS_LABELS);
export const ACTIVATION_FILTERS = valuesOf(ACTIVATION_FILTER_LABELS);
export const READINESS_LABELS = valuesOf(READINESS_LABEL_TEXT);
/** The single-choice prepared-installation filter offers three of the four installation statuses (SPEC §2). */
export const PREPARED_STATUSES: readonly PreparedStatus[] = ['READY', 'IN_PROGRESS', 'COMPLETED'];

export function isSiteStatus(value: string): value is SiteStatus {
  return (SITE_STATUSES as readonly string[]).includes(value);
}

export function isInstallationStatus(value: string): value is InstallationStatus {
  return (INSTALLATION_STATUSES as readonly string[]).includes(value);
}

export function isPreparedStatus(value: string): value is PreparedStatus {
  return (PREPARED_STATUSES as readonly string[]).includes(value);
}

export function isActivationFilter(value: string): value is ActivationFilter {
  return (ACTIVATION_FILTERS as readonly string[]).includes(value);
}

export function isReadinessLabel(value: string): value is ReadinessLabel {
  return (READINESS_LABELS as readonly string[]).includes(value);
}

/**
 * The status badge's text (SPEC §4: IN_PROGRESS is displayed as 'in-progress'). The badge also receives statuses
 * outside the catalogue, so this works on any string rather than on the enum alone.
 */
export function statusBadgeText(status: string): string {
  return status.toLowerCase().replaceAll('_', '-');
}
