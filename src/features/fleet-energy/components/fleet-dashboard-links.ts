import type { HealthDimension, HealthLevel } from '../../../domain/health/health.ts';

/** Where each count of the dashboard leads: given by the route, which composes the lists of other features. */
export interface FleetDashboardLinks {
  /** The fleet's sites list. */
  readonly sites: () => string;
  /** …of the online (true) or offline sites. */
  readonly online: (online: boolean) => string;
  /** …of the sites at one health level in one dimension. */
  readonly health: (dimension: HealthDimension, level: HealthLevel) => string;
  /** The site problems of one code among the fleet's sites. */
  readonly problem: (code: string) => string;
  /** One of the fleet's sites. */
  readonly site: (siteUuid: string) => string;
}
