import { lazy, Suspense, type ComponentType } from 'react';
import type { FilterState } from '../../domain/filters/filter-state.ts';
import { withLoadTimeout } from '../with-load-timeout.ts';
import type { CheckboxFilterPanelProps } from './checkbox-filter-panel.tsx';

const load = () => import('./checkbox-filter-panel.tsx');

/** Starts loading the panel's chunk (the Filters button's pointer or focus: ListScreen's `filters.onPreload`). */
export const preloadCheckboxFilterPanel = (): void => {
  void load();
};

// A chunk that stalls ends in the load-failure page after 120 s, as every lazy part does.
const Panel = lazy(withLoadTimeout(load)) as unknown as ComponentType<CheckboxFilterPanelProps<FilterState>>;

/**
 * The checkbox filter panel, loaded on first open: its frame, its controls and the filter-group table they read stay
 * out of the list route's first load (the panel opens at first only where it fits beside the table).
 */
export function LazyCheckboxFilterPanel<S extends Partial<FilterState>>(props: CheckboxFilterPanelProps<S>) {
  return (
    <Suspense fallback={null}>
      <Panel {...(props as unknown as CheckboxFilterPanelProps<FilterState>)} />
    </Suspense>
  );
}
