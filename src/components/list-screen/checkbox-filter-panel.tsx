import type { FilterState } from '../../domain/filters/filter-state.ts';
import { FilterPanelCore, type FilterPanelProps } from '../filter-panel-core.tsx';
import { ListFilterFrame } from './list-filter-frame.tsx';

export interface CheckboxFilterPanelProps<S extends Partial<FilterState> = FilterState> extends Pick<
  FilterPanelProps<S>,
  'value' | 'onChange' | 'groups' | 'fleetOptions'
> {
  /** The panel's accessible name ("Charger filters"). */
  label: string;
  onReset: () => void;
  resetDisabled: boolean;
}

/**
 * A list's filter panel whose groups are all checkbox lists (the charger lists, the gateway search): the kit's frame
 * around the panel's light core. Its own chunk (lazy-checkbox-filter-panel.tsx), loaded when the panel first opens.
 */
export default function CheckboxFilterPanel<S extends Partial<FilterState>>({
  label,
  onReset,
  resetDisabled,
  ...core
}: CheckboxFilterPanelProps<S>) {
  return (
    <ListFilterFrame label={label} onReset={onReset} resetDisabled={resetDisabled}>
      <FilterPanelCore {...core} />
    </ListFilterFrame>
  );
}
