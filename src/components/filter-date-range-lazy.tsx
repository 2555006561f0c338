import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { formatLocalDate, parseLocalDate } from '../domain/format/local-date.ts';
import type { FilterDateRangeProps } from './filter-date-range.tsx';
import { EventIcon } from './icons/event.tsx';
import { loadedPart } from './loaded-part.ts';
import { OutlinedField } from './outlined-field.tsx';

// The MUI X date pickers (~52 kB gzip) are most of a filter panel's weight: they load when a person opens one of
// the date fields (focus, click or tap), not with the panel. Until then each field is a plain read-only field of
// the same size showing the date as the pickers would (yyyy/MM/dd); once the pickers arrive they take its place and
// the field last opened has the focus if a plain field still had it. A chunk that fails or stalls ends in the route's load-failure page (SPEC §9).
let arrived = false;
const pickers = loadedPart(() =>
  import('./filter-date-range.tsx').then((module) => {
    arrived = true;
    return module;
  }),
);

type Side = 'start' | 'end';

/** A filter's date as the pickers show it (yyyy/MM/dd, SPEC §9); empty when there is none. */
const shown = (date: string | null): string => {
  const parsed = date === null ? null : parseLocalDate(date);
  return parsed === null ? '' : formatLocalDate(parsed, '/');
};

/** One date field before the pickers: its label, its date, and the calendar icon the picker draws. */
function DateFieldStandIn({
  label,
  date,
  onOpen,
}: {
  label: string;
  date: string | null;
  onOpen: () => void;
}) {
  const id = useId();
  const text = shown(date);
  // The portal's outlined field (MUI's OutlinedInput would bring InputBase to the panel before any picker).
  return (
    <OutlinedField
      label={label}
      htmlFor={id}
      labelInside={text === ''}
      sx={{ flex: 1 }}
      after={<EventIcon fontSize="small" sx={{ color: 'action.active' }} />}
    >
      <input id={id} value={text} readOnly onFocus={onOpen} onPointerDown={onOpen} />
    </OutlinedField>
  );
}

/** FilterDateRange, its pickers loaded when a date field is first opened (at once if they already have been). */
export function LazyFilterDateRange(props: FilterDateRangeProps) {
  const [opened, setOpened] = useState<Side | null>(null);
  // Whether the focus is still on a plain field: the person may have moved on while the pickers loaded.
  const [focusHere, setFocusHere] = useState(false);
  const loaded = pickers.useReady(arrived || opened !== null);
  if (loaded !== undefined) {
    return <loaded.FilterDateRange {...props} opened={focusHere ? (opened ?? undefined) : undefined} />;
  }
  const { legend, value, startLabel = 'From', endLabel = 'To' } = props;
  return (
    <FormControl
      onFocus={() => setFocusHere(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusHere(false);
      }}
      component="fieldset"
      variant="standard"
      aria-busy={opened !== null ? 'true' : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {legend}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateFieldStandIn label={startLabel} date={value.start} onOpen={() => setOpened('start')} />
        <DateFieldStandIn label={endLabel} date={value.end} onOpen={() => setOpened('end')} />
      </Stack>
    </FormControl>
  );
}
