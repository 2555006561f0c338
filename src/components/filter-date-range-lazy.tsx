import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { FilterDateRangeProps } from './filter-date-range.tsx';
import { withLoadTimeout } from './with-load-timeout.ts';

// The MUI X date pickers are most of the filter panel's weight: they load only once a date section is shown. A chunk
// that stalls ends in the route's load-failure page after 120 s (SPEC §9).
const FilterDateRange = lazy(
  withLoadTimeout(() =>
    import('./filter-date-range.tsx').then((module) => ({ default: module.FilterDateRange })),
  ),
);

/** The same frame as FilterDateRange (legend, two small fields side by side or stacked), so nothing moves. */
function DateRangeSkeleton({ legend }: { legend: string }) {
  return (
    <FormControl component="fieldset" variant="standard" aria-busy="true">
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {legend}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A small outlined TextField is 40 px high. */}
        <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
      </Stack>
    </FormControl>
  );
}

/** FilterDateRange, loaded on first use, with a placeholder of its own size meanwhile. */
export function LazyFilterDateRange(props: FilterDateRangeProps) {
  return (
    <Suspense fallback={<DateRangeSkeleton legend={props.legend} />}>
      <FilterDateRange {...props} />
    </Suspense>
  );
}
