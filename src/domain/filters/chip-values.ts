import type { ChipLabelOptions, FilterTableOf } from './group-kinds.ts';
import { groupsOf } from './group-table.ts';
import type { FilterGroup, FilterState } from './filter-state.ts';
import { EMPTY_FILTER_STATE } from './filter-state.ts';

/** One removable chip per chosen value; the date group is one chip for its single date or range. */
export interface FilterChip {
  /** Unique within one state: `<group>:<value>`. */
  readonly key: string;
  readonly group: FilterGroup;
  /** The chosen value (for dates `<start>..<end>`, either side possibly empty, then `..<field>` if not created). */
  readonly value: string;
  readonly label: string;
}

/** The active filters of the table's groups as chips, in group order, then in the order the values were chosen. */
export function chipsOf<G extends FilterGroup>(
  table: FilterTableOf<G>,
  state: Partial<FilterState>,
  options: ChipLabelOptions = {},
): FilterChip[] {
  const chips = <P extends G>(group: P): FilterChip[] => {
    const value = state[group];
    if (value === undefined) return [];
    const spec = table[group];
    return spec.chipValues(value).map((chipValue) => ({
      key: `${group}:${chipValue}`,
      group,
      value: chipValue,
      label: spec.chipLabel(chipValue, options),
    }));
  };
  return groupsOf(table).flatMap(chips);
}

/** The state without the chip's value; other groups and values are untouched (same references). */
export function withoutChip<S extends Partial<FilterState>, G extends FilterGroup>(
  table: FilterTableOf<G>,
  state: S,
  chip: Pick<FilterChip, 'group' | 'value'>,
): S {
  const { group, value } = chip;
  if (!(group in state) || !(group in table)) return state;
  const view: Partial<FilterState> = state;
  const without = <P extends G>(from: P): S => {
    const current = view[from] ?? EMPTY_FILTER_STATE[from];
    const next = table[from].without(current, value);
    return next === current ? state : { ...state, [from]: next };
  };
  return without(group as G);
}
