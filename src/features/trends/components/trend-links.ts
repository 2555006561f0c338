import type { HealthDimension, HealthLevel } from '../../../domain/health/health.ts';

/** Where today's figures lead: given by the route, which composes the lists of other features. */
export interface TrendLinks {
  /** A provider's sites list filtered to one health level in one dimension. */
  readonly health: (providerId: string, dimension: HealthDimension, level: HealthLevel) => string;
  /** A provider's online sites. */
  readonly online: (providerId: string) => string;
  /** The problem list (site or installation) filtered to one code. */
  readonly problem: (code: string) => string;
}
