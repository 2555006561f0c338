import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

import type { FilterOption } from '../domain/filters/group-kinds.ts';

export type { FilterOption } from '../domain/filters/group-kinds.ts';

export interface FilterCheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly FilterOption<T>[];
  value: readonly T[];
  /** Newly checked values are appended, so chips keep the order they were chosen in. */
  onChange: (next: T[]) => void;
  row?: boolean;
}

export function FilterCheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  row = true,
}: FilterCheckboxGroupProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <FormControl component="fieldset" variant="standard" sx={{ display: 'flex' }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup row={row}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
