import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid } from 'date-fns';
import type { DateFilter } from '../domain/filters/filter-state.ts';
import { DISPLAY_DATE_FORMAT, parseLocalDate, toLocalDate } from '../domain/format/local-date.ts';
import { useDateAdapterLocale } from './date-adapter-locale.ts';
import { useT } from '../i18n/display-preferences.ts';

export interface FilterDateRangeProps {
  legend: string;
  value: DateFilter;
  onChange: (next: DateFilter) => void;
  startLabel?: string;
  endLabel?: string;
  /**
   * The field a person opened before the pickers had loaded: it has the focus when they appear, as the field it
   * replaces had (the focus moves nowhere the person did not put it).
   */
  opened?: 'start' | 'end';
}

function toPickerValue(text: string | null): Date | null {
  return text === null ? null : parseLocalDate(text);
}

/**
 * Two community DatePickers (the range picker is MUI X Pro, DESIGN §5), yyyy/MM/dd, each clearable. One date
 * filters on that day, two on the inclusive range. A half-typed date is not a filter yet, so it is not reported.
 */
export function FilterDateRange({
  legend,
  value,
  onChange,
  startLabel,
  endLabel,
  opened,
}: FilterDateRangeProps) {
  const adapterLocale = useDateAdapterLocale();
  const t = useT();
  const start = toPickerValue(value.start);
  const end = toPickerValue(value.end);
  const report = (side: 'start' | 'end', date: Date | null) => {
    if (date !== null && !isValid(date)) return;
    onChange({ ...value, [side]: date === null ? null : toLocalDate(date) });
  };
  const fieldProps = { clearable: true, size: 'small' } as const;
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {legend}
      </FormLabel>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label={startLabel ?? t('lists.from')}
            autoFocus={opened === 'start'}
            format={DISPLAY_DATE_FORMAT}
            value={start}
            maxDate={end ?? undefined}
            onChange={(date) => report('start', date)}
            slotProps={{ field: fieldProps }}
          />
          <DatePicker
            label={endLabel ?? t('lists.to')}
            autoFocus={opened === 'end'}
            format={DISPLAY_DATE_FORMAT}
            value={end}
            minDate={start ?? undefined}
            onChange={(date) => report('end', date)}
            slotProps={{ field: fieldProps }}
          />
        </Stack>
      </LocalizationProvider>
    </FormControl>
  );
}
