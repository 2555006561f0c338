import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, type ComponentProps } from 'react';
import type { FilterState } from '../domain/filters/filter-state.ts';
import { DATE_FIELD_LABELS, DATE_FIELDS, type DateField } from '../domain/filters/filter-state.ts';
import { LazyFilterDateRange } from './filter-date-range-lazy.tsx';
import { FilterMultiSelect } from './filter-multi-select.tsx';
import { FilterPanelCore, type FilterPanelProps, type RichFilterControls } from './filter-panel-core.tsx';
import { FilterSingleChoice } from './filter-single-choice.tsx';

export type { FilterPanelProps } from './filter-panel-core.tsx';

/** The outlined field's input as a native select (its options are the field's `inputProps.children`). */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as ComponentProps<'select'>)} />;
}

/** The date section: which row field the dates compare, then the range (its pickers a lazy chunk). */
function FilterDates({ value, onChange }: Parameters<RichFilterControls['dateRange']>[0]) {
  const id = useId();
  const field: DateField = value.field ?? 'created';
  return (
    <Stack spacing={1.5}>
      {/* A native select in the outlined field: TextField would bring Select, Menu and Popper into the panel's
          chunk, and MUI's NativeSelect its standard Input and arrow icon (the browser draws the arrow). */}
      <FormControl size="small">
        <InputLabel htmlFor={id} shrink>
          Date field
        </InputLabel>
        <OutlinedInput
          label="Date field"
          notched
          inputComponent={SelectElement}
          value={field}
          onChange={(event) => {
            const next = event.target.value as DateField;
            const { start, end } = value;
            onChange(next === 'created' ? { start, end } : { start, end, field: next });
          }}
          inputProps={{
            id,
            children: DATE_FIELDS.map((option) => (
              <option key={option} value={option}>
                {DATE_FIELD_LABELS[option]}
              </option>
            )),
          }}
        />
      </FormControl>
      <LazyFilterDateRange legend={DATE_FIELD_LABELS[field]} value={value} onChange={onChange} />
    </Stack>
  );
}

const EVERY_CONTROL: RichFilterControls = {
  singleChoice: FilterSingleChoice,
  multiSelect: FilterMultiSelect,
  dateRange: FilterDates,
};

/** The filter sections of SPEC §2 for the groups a screen offers, with every kind of control (filter-panel-core.tsx). */
export function FilterPanel<S extends Partial<FilterState>>(props: FilterPanelProps<S>) {
  return <FilterPanelCore {...props} controls={EVERY_CONTROL} />;
}
