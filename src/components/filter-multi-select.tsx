import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import type { FilterOption } from './filter-checkbox-group.tsx';

export interface FilterMultiSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** Shown under the field, e.g. why it is disabled. */
  helperText?: string;
}

/** A labelled select with a checkbox per option; keyboard operable like any MUI Select. */
export function FilterMultiSelect({
  label,
  options,
  value,
  onChange,
  disabled = false,
  helperText,
}: FilterMultiSelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  // A chosen value may come from a shared URL before (or without) its option; it stays visible and removable.
  const shown = [...options, ...value.filter((v) => !labelOf.has(v)).map((v) => ({ value: v, label: v }))];
  return (
    <FormControl fullWidth size="small" disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        multiple
        labelId={labelId}
        value={[...value]}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) => selected.map((v) => labelOf.get(v) ?? v).join(', ')}
        aria-describedby={helperText ? helperId : undefined}
      >
        {shown.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox checked={value.includes(option.value)} tabIndex={-1} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
