import type { ChipLabelOptions } from '../filters/group-kinds.ts';
import { FILTER_GROUP_TABLE, specOf } from './filter-groups.ts';
import type { FilterGroup, FilterState } from '../filters/filter-state.ts';
import { chipsOf, withoutChip, type FilterChip } from '../filters/chip-values.ts';

export type { ChipLabelOptions } from '../filters/group-kinds.ts';
export type { FilterChip } from '../filters/chip-values.ts';

/* The chips over the composed table of every group (filters/chip-values.ts with FILTER_GROUP_TABLE). */

/** The label of one chosen value of a group. */
export function chipLabel(group: FilterGroup, value: string, options: ChipLabelOptions = {}): string {
  return specOf(group).chipLabel(value, options);
}

/** The active filters as chips, in group order, then in the order the values were chosen. */
export function filterChips(state: Partial<FilterState>, options: ChipLabelOptions = {}): FilterChip[] {
  return chipsOf(FILTER_GROUP_TABLE, state, options);
}

/** The state without the chip's value; other groups and values are untouched (same references). */
export function removeFilterChip<S extends Partial<FilterState>>(
  state: S,
  chip: Pick<FilterChip, 'group' | 'value'>,
): S {
  return withoutChip(FILTER_GROUP_TABLE, state, chip);
}
