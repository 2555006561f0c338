import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { KeptFiltersPanel } from '../../../components/kept-filters-panel.tsx';
import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  PARTNER_KINDS,
  PARTNER_KIND_LABELS,
} from '../../../domain/exchange/exchange-catalogue.ts';
import { MESSAGE_STATES, MESSAGE_STATE_LABELS } from '../../../domain/exchange/message-state.ts';
import { EXCHANGE_PARAMS, type ExchangeFilters } from '../../../domain/exchange/exchange.list.ts';
import type { KeptChange } from '../../../domain/lists/list-module.ts';

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

export interface ExchangeFiltersPanelProps {
  filters: ExchangeFilters;
  filtered: boolean;
  onReset: () => void;
  change: (change: KeptChange) => void;
}

/** The data exchange's own filters: state, partner, type, the site a link named, and the dates. */
export default function ExchangeFiltersPanel({
  filters,
  filtered,
  onReset,
  change,
}: ExchangeFiltersPanelProps) {
  return (
    <KeptFiltersPanel
      label="Data exchange filters"
      filtered={filtered}
      onReset={onReset}
      site={{ param: EXCHANGE_PARAMS.site, value: filters.site }}
      dates={filters.dates}
      dateParams={EXCHANGE_PARAMS}
      change={change}
    >
      <FilterCheckboxGroup
        legend="State"
        options={options(MESSAGE_STATES, MESSAGE_STATE_LABELS)}
        value={filters.states}
        onChange={(next) => change({ [EXCHANGE_PARAMS.state]: next })}
      />
      <FilterCheckboxGroup
        legend="Partner"
        options={options(PARTNER_KINDS, PARTNER_KIND_LABELS)}
        value={filters.partners}
        onChange={(next) => change({ [EXCHANGE_PARAMS.partner]: next })}
      />
      <FilterCheckboxGroup
        legend="Type"
        options={options(MESSAGE_TYPES, MESSAGE_TYPE_LABELS)}
        value={filters.types}
        onChange={(next) => change({ [EXCHANGE_PARAMS.type]: next })}
      />
    </KeptFiltersPanel>
  );
}
