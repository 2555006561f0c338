// The figures a daily snapshot holds and how each is read: its label, and whether more is better
// (more online sites) or worse (more critical sites, more problems). One place for the screen, its CSV and the card.
import type { components } from '../../api/schema.gen.ts';
import { DIMENSION_LABELS, HEALTH_DIMENSIONS, HEALTH_LEVELS, LEVEL_LABELS } from '../health/health.ts';
import type { HealthDimension, HealthLevel } from '../health/health.ts';

export type TrendSnapshot = components['schemas']['TrendSnapshot'];

export type TrendMetric =
  | { readonly kind: 'sites' }
  | { readonly kind: 'online' }
  | { readonly kind: 'activations' }
  | { readonly kind: 'health'; readonly dimension: HealthDimension; readonly level: HealthLevel }
  | { readonly kind: 'problem'; readonly code: string };

export function metricValue(snapshot: TrendSnapshot, metric: TrendMetric): number {
  switch (metric.kind) {
    case 'sites':
      return snapshot.sites;
    case 'online':
      return snapshot.online;
    case 'activations':
      return snapshot.activations;
    case 'health':
      return snapshot.health[metric.dimension][metric.level];
    case 'problem':
      return snapshot.problems.find((entry) => entry.code === metric.code)?.count ?? 0;
  }
}

export function metricLabel(metric: TrendMetric): string {
  switch (metric.kind) {
    case 'sites':
      return 'Sites';
    case 'online':
      return 'Online sites';
    case 'activations':
      return 'Activations in the last 7 days';
    case 'health':
      return `${DIMENSION_LABELS[metric.dimension]}: ${LEVEL_LABELS[metric.level]}`;
    case 'problem':
      return metric.code;
  }
}

/** Whether a rise is good news (null: neither, e.g. the number of sites). */
export function higherIsBetter(metric: TrendMetric): boolean | null {
  switch (metric.kind) {
    case 'sites':
      return null;
    case 'online':
    case 'activations':
      return true;
    case 'health':
      return metric.level === 'good' ? true : metric.level === 'critical' ? false : null;
    case 'problem':
      return false;
  }
}

export const HEALTH_METRICS: readonly TrendMetric[] = HEALTH_DIMENSIONS.flatMap((dimension) =>
  HEALTH_LEVELS.map((level) => ({ kind: 'health', dimension, level }) as const),
);

/** The online share in percent (0 when there are no sites). */
export function onlineShare(snapshot: Pick<TrendSnapshot, 'sites' | 'online'>): number {
  return snapshot.sites === 0 ? 0 : (snapshot.online / snapshot.sites) * 100;
}
