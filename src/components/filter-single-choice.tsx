import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import type { FilterOption } from './filter-checkbox-group.tsx';

export interface FilterSingleChoiceProps<T extends string> {
  legend: string;
  options: readonly FilterOption<T>[];
  value: T | null;
  /** null when the chosen option is chosen again (SPEC §2: clicking the chosen option clears it). */
  onChange: (next: T | null) => void;
}

export function FilterSingleChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: FilterSingleChoiceProps<T>) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby={legendId}
        onChange={(_event, next: T | null) => onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ minHeight: 32, px: 2 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
