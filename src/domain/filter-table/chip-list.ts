import type { ChipLabelOptions } from '../filters/group-kinds.ts';
import { FILTER_GROUPS, specOf } from './filter-groups.ts';
import type { FilterGroup, FilterState } from '../filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../filters/filter-state.ts';

export type { ChipLabelOptions } from '../filters/group-kinds.ts';

/** One removable chip per chosen value; the date group is one chip for its single date or range. */
export interface FilterChip {
  /** Unique within one state: `<group>:<value>`. */
  readonly key: string;
  readonly group: FilterGroup;
  /** The chosen value (for dates `<start>..<end>`, either side possibly empty, then `..<field>` if not created). */
  readonly value: string;
  readonly label: string;
}

/** The label of one chosen value of a group. */
export function chipLabel(group: FilterGroup, value: string, options: ChipLabelOptions = {}): string {
  return specOf(group).chipLabel(value, options);
}

/** The active filters as chips, in group order, then in the order the values were chosen. */
export function filterChips(state: Partial<FilterState>, options: ChipLabelOptions = {}): FilterChip[] {
  const chipsOf = <G extends FilterGroup>(group: G): FilterChip[] => {
    const value = state[group];
    if (value === undefined) return [];
    const spec = specOf(group);
    return spec.chipValues(value).map((chipValue) => ({
      key: `${group}:${chipValue}`,
      group,
      value: chipValue,
      label: spec.chipLabel(chipValue, options),
    }));
  };
  return FILTER_GROUPS.flatMap(chipsOf);
}

/** The state without the chip's value; other groups and values are untouched (same references). */
export function removeFilterChip<S extends Partial<FilterState>>(
  state: S,
  chip: Pick<FilterChip, 'group' | 'value'>,
): S {
  const { group, value } = chip;
  if (!(group in state)) return state;
  const view: Partial<FilterState> = state;
  const without = <G extends FilterGroup>(from: G): S => {
    const current = view[from] ?? EMPTY_FILTER_STATE[from];
    const next = specOf(from).without(current, value);
    return next === current ? state : { ...state, [from]: next };
  };
  return without(group);
}
