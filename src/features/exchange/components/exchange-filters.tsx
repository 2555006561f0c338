import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { KeptFiltersPanel } from '../../../components/kept-filters-panel.tsx';
import { MESSAGE_TYPES, PARTNER_KINDS } from '../../../domain/exchange/exchange-catalogue.ts';
import { MESSAGE_STATES } from '../../../domain/exchange/message-state.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { messageStateText, messageTypeText, partnerKindText } from './exchange-words.ts';
import { EXCHANGE_PARAMS, type ExchangeFilters } from '../../../domain/exchange/exchange.list.ts';
import type { KeptChange } from '../../../domain/lists/list-module.ts';

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

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
  const t = useT();
  return (
    <KeptFiltersPanel
      label={t('exchange.filters')}
      filtered={filtered}
      onReset={onReset}
      site={{ param: EXCHANGE_PARAMS.site, value: filters.site }}
      dates={filters.dates}
      dateParams={EXCHANGE_PARAMS}
      change={change}
    >
      <FilterCheckboxGroup
        legend={t('exchange.legend.state')}
        options={options(MESSAGE_STATES, messageStateText)}
        value={filters.states}
        onChange={(next) => change({ [EXCHANGE_PARAMS.state]: next })}
      />
      <FilterCheckboxGroup
        legend={t('exchange.legend.partner')}
        options={options(PARTNER_KINDS, partnerKindText)}
        value={filters.partners}
        onChange={(next) => change({ [EXCHANGE_PARAMS.partner]: next })}
      />
      <FilterCheckboxGroup
        legend={t('exchange.legend.type')}
        options={options(MESSAGE_TYPES, messageTypeText)}
        value={filters.types}
        onChange={(next) => change({ [EXCHANGE_PARAMS.type]: next })}
      />
    </KeptFiltersPanel>
  );
}
