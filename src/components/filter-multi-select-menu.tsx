import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useEffect, useId, useRef } from 'react';
import type { FilterMultiSelectProps } from './filter-multi-select.tsx';

// MUI's Select with its menu, popover and modal (~25 kB gzip): a chunk loaded when a filter's select is first opened
// (filter-multi-select.tsx draws the closed field until then).

export interface FilterMultiSelectMenuProps extends FilterMultiSelectProps {
  /** Opened as it mounts: the person opened the closed field that stood in for it. */
  defaultOpen?: boolean;
  /** Takes the focus as it mounts (the closed field had it), before its menu opens: the menu gives it back there. */
  takeFocus?: boolean;
}

/** A labelled select with a checkbox per option; keyboard operable like any MUI Select. */
export function FilterMultiSelectMenu({
  label,
  options,
  value,
  onChange,
  disabled = false,
  helperText,
  defaultOpen = false,
  takeFocus = false,
}: FilterMultiSelectMenuProps) {
  // Select's `inputRef` is its handle, whose focus() focuses the field; the menu opens on a later render.
  const handle = useRef<{ focus: () => void } | null>(null);
  const focusFirst = useRef(takeFocus);
  useEffect(() => {
    if (focusFirst.current) handle.current?.focus();
  }, []);
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
        defaultOpen={defaultOpen}
        inputRef={handle}
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
