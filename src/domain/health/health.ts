import type { components } from '../../api/schema.gen.ts';

export type Health = components['schemas']['Health'];
export type HealthLevel = components['schemas']['HealthLevel'];
export type HealthDimension = keyof Health;
/** SPEC §4 health filter keys, e.g. `goodOverall`, `moderateIot`, `criticalVpp`. */
export type HealthKey = `${HealthLevel}${Capitalize<HealthDimension>}`;

export const HEALTH_DIMENSIONS: readonly HealthDimension[] = ['overall', 'iot', 'vpp'];
export const HEALTH_LEVELS: readonly HealthLevel[] = ['good', 'moderate', 'critical'];

export const DIMENSION_LABELS: Readonly<Record<HealthDimension, string>> = {
  overall: 'Site Health Status',
  iot: 'IoT Health',
  vpp: 'VPP Health',
};

export const LEVEL_LABELS: Readonly<Record<HealthLevel, string>> = {
  good: 'Good',
  moderate: 'Moderate',
  critical: 'Critical',
};

export interface HealthKeyParts {
  readonly dimension: HealthDimension;
  readonly level: HealthLevel;
}

export function healthKeyOf(dimension: HealthDimension, level: HealthLevel): HealthKey {
  return `${level}${capitalize(dimension)}`;
}

/** Ordered by dimension, then level — the order the filter panel lists them. */
export const HEALTH_KEYS: readonly HealthKey[] = HEALTH_DIMENSIONS.flatMap((dimension) =>
  HEALTH_LEVELS.map((level) => healthKeyOf(dimension, level)),
);

const PARTS = new Map<string, HealthKeyParts>(
  HEALTH_DIMENSIONS.flatMap((dimension) =>
    HEALTH_LEVELS.map((level) => [healthKeyOf(dimension, level), { dimension, level }] as const),
  ),
);

const KEY_BY_LABEL = new Map<string, HealthKey>(HEALTH_KEYS.map((key) => [healthLabel(key), key]));

export function isHealthKey(value: string): value is HealthKey {
  return PARTS.has(value);
}

export function healthKeyParts(key: HealthKey): HealthKeyParts {
  // Every HealthKey is in PARTS by construction; the fallback only satisfies the index type.
  return PARTS.get(key) ?? { dimension: 'overall', level: 'good' };
}

/** 'Site Health Status: Good', 'IoT Health: Moderate', 'VPP Health: Critical' … */
export function healthLabel(key: HealthKey): string {
  const { dimension, level } = healthKeyParts(key);
  return `${DIMENSION_LABELS[dimension]}: ${LEVEL_LABELS[level]}`;
}

export function healthKeyFromLabel(label: string): HealthKey | undefined {
  return KEY_BY_LABEL.get(label);
}

function capitalize<S extends string>(value: S): Capitalize<S> {
  return (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<S>;
}
