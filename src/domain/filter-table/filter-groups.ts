import { DATES_GROUP, type FilterGroupSpec, type FilterGroupTable } from '../filters/group-kinds.ts';
import type { FilterGroup, FilterState } from '../filters/filter-state.ts';
import { FILTER_GROUPS, isActiveValue } from '../filters/filter-state.ts';
import { EVSE_FILTER_GROUPS } from '../evse/evse.filters.ts';
import { HEALTH_FILTER_GROUPS } from '../health/health.filters.ts';
import { INSTALL_FILTER_GROUPS } from '../install/install.filters.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';
import { VPP_FILTER_GROUPS } from '../vpp/vpp.filters.ts';

/*
 * THE filter-group table, composed from the areas' declarations (`domain/<area>/<area>.filters.ts`) and the engine's
 * own date group: each group of FilterState once — its URL params and codec, its row test, its chips, its panel
 * section and options. The URL codec (list-url.ts), the engine (apply-filters.ts), the chips (chip-list.ts) and the
 * panel (components/filter-panel.tsx) are driven by it. Which call parameter narrows a group on the server is said by
 * each list's module (`domain/<area>/<area>.list.ts`). Adding a group: its member of FilterState and its spec in its
 * area's filters file, its name in FILTER_GROUPS and ENGINE_ORDER, and its section in the panel if it has a new kind;
 * the table's type (every member of FilterState) fails to compile until the area's groups are spread in here.
 */
export const FILTER_GROUP_TABLE: FilterGroupTable = {
  ...SITES_FILTER_GROUPS,
  ...INSTALL_FILTER_GROUPS,
  dates: DATES_GROUP,
  ...HEALTH_FILTER_GROUPS,
  ...EVSE_FILTER_GROUPS,
  ...VPP_FILTER_GROUPS,
};

/** A group's spec, over that group's own value. */
export function specOf<G extends FilterGroup>(group: G): FilterGroupSpec<FilterState[G]> {
  return FILTER_GROUP_TABLE[group];
}

export { FILTER_GROUPS };

export { ENGINE_ORDER } from '../filters/row-filter.ts';

/** True when the group constrains rows in the state (it makes chips). */
export function isActiveGroup<G extends FilterGroup>(state: Partial<FilterState>, group: G): boolean {
  return isActiveValue(state[group]);
}

/** The groups that constrain rows in a state (those that make chips). */
export function activeGroups(state: Partial<FilterState>): FilterGroup[] {
  return FILTER_GROUPS.filter((group) => isActiveGroup(state, group));
}
