import Stack from '@mui/material/Stack';
import { memo, useId } from 'react';
import type { FilterState } from '../domain/filters/filter-state.ts';
import { DATE_FIELD_LABELS, DATE_FIELDS, type DateField } from '../domain/filters/filter-state.ts';
import { LazyFilterDateRange } from './filter-date-range-lazy.tsx';
import { FilterMultiSelect } from './filter-multi-select.tsx';
import {
  FilterPanelCore,
  sameControlProps,
  type FilterPanelProps,
  type RichFilterControls,
} from './filter-panel-core.tsx';
import { FilterSingleChoice } from './filter-single-choice.tsx';
import { OutlinedField } from './outlined-field.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { tOr } from '../i18n/i18n.ts';

export type { FilterPanelProps } from './filter-panel-core.tsx';

/** The date section: which row field the dates compare, then the range (its pickers a lazy chunk). */
function FilterDates({ value, onChange }: Parameters<RichFilterControls['dateRange']>[0]) {
  const id = useId();
  const field: DateField = value.field ?? 'created';
  const t = useT();
  const fieldText = (option: DateField) => tOr(`filters.option.dates.${option}`, DATE_FIELD_LABELS[option]);
  return (
    <Stack spacing={1.5}>
      {/* A native select in the portal's outlined field: TextField would bring Select, Menu and Popper into the
          panel's chunk, MUI's NativeSelect its standard Input and arrow icon, and OutlinedInput its InputBase (the
          browser draws the arrow). */}
      <OutlinedField label={t('lists.dateField')} htmlFor={id}>
        <select
          id={id}
          value={field}
          onChange={(event) => {
            const next = event.target.value as DateField;
            const { start, end } = value;
            onChange(next === 'created' ? { start, end } : { start, end, field: next });
          }}
        >
          {DATE_FIELDS.map((option) => (
            <option key={option} value={option}>
              {fieldText(option)}
            </option>
          ))}
        </select>
      </OutlinedField>
      <LazyFilterDateRange legend={fieldText(field)} value={value} onChange={onChange} />
    </Stack>
  );
}

// Each drawn again only when what it shows changes (the panel's setters are steady: sameControlProps).
const EVERY_CONTROL: RichFilterControls = {
  singleChoice: memo(FilterSingleChoice, sameControlProps) as RichFilterControls['singleChoice'],
  multiSelect: memo(FilterMultiSelect, sameControlProps) as RichFilterControls['multiSelect'],
  dateRange: memo(FilterDates, sameControlProps) as RichFilterControls['dateRange'],
};

/** The filter sections of SPEC §2 for the groups a screen offers, with every kind of control (filter-panel-core.tsx). */
export function FilterPanel<S extends Partial<FilterState>>(props: FilterPanelProps<S>) {
  return <FilterPanelCore {...props} controls={EVERY_CONTROL} />;
}
