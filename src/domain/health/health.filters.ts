import { catalogueGroup, type FilterGroupTable } from '../filters/group-kinds.ts';
import { memberOf, type RowTest } from '../filters/row-tests.ts';
import { HEALTH_KEYS, healthKeyParts, healthLabel } from './health.ts';
import type { Health, HealthDimension, HealthKey, HealthLevel } from './health.ts';

/* The health filter group: a site's overall, IoT and VPP health levels. */
declare module '../filters/filter-state.ts' {
  interface FilterState {
    readonly health: readonly HealthKey[];
  }
}

declare module '../filters/filter-row.ts' {
  interface FilterableRow {
    readonly health?: Health;
  }
  interface GroupNeeds {
    health: { health: Health };
  }
}

export function healthTest(chosen: readonly HealthKey[] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const levels: Record<HealthDimension, HealthLevel[]> = { overall: [], iot: [], vpp: [] };
  for (const key of chosen) {
    const { dimension, level } = healthKeyParts(key);
    levels[dimension].push(level);
  }
  const overall = memberOf(levels.overall);
  const iot = memberOf(levels.iot);
  const vpp = memberOf(levels.vpp);
  return (row) => {
    const health = row.health;
    return health !== undefined && (overall(health.overall) || iot(health.iot) || vpp(health.vpp));
  };
}

/** This area's groups, for the composed table (domain/filter-table/filter-groups.ts). */
export const HEALTH_FILTER_GROUPS: Pick<FilterGroupTable, 'health'> = {
  health: catalogueGroup<HealthKey>({
    param: 'health',
    values: HEALTH_KEYS,
    labels: Object.fromEntries(HEALTH_KEYS.map((key) => [key, healthLabel(key)])) as Record<
      HealthKey,
      string
    >,
    test: healthTest,
    section: 'health',
    legend: 'Health',
    control: 'checkboxes',
  }),
};
