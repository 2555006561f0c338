import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n/display-preferences.ts';

export interface ActivitySelectProps {
  label: string;
  value: string;
  /** The choices the log holds; the chosen one stays offered even when this page's answer lacks it. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One choice of the log's filters, with "Anyone"/"Any" as the empty choice. */
export function ActivitySelect({ label, value, options, onChange }: ActivitySelectProps) {
  const t = useT();
  const all =
    value !== '' && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">
        <em>{t('activity.any')}</em>
      </MenuItem>
      {all.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
