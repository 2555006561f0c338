import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { LazyFilterDateRange } from './filter-date-range-lazy.tsx';
import type { KeptChange } from '../domain/lists/list-module.ts';
import type { DateFilter } from '../domain/filters/filter-state.ts';
import { useT } from '../i18n/display-preferences.ts';

/**
 * The frame of a list's own filters (the data exchange, the job runs): a titled panel with Reset, the choice groups
 * the list gives, the site a link narrowed it to (removable) and the date range, loaded when asked for (route JS).
 */
export function KeptFiltersPanel({
  label,
  filtered,
  onReset,
  site,
  dates,
  dateParams,
  change,
  children,
}: {
  label: string;
  filtered: boolean;
  onReset: () => void;
  site: { readonly param: string; readonly value: string };
  dates: DateFilter;
  dateParams: { readonly from: string; readonly to: string };
  change: (next: KeptChange) => void;
  children: ReactNode;
}) {
  const [datesAsked, setDatesAsked] = useState(false);
  const t = useT();
  const datesShown = datesAsked || dates.start !== null || dates.end !== null;
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('lists.filters')}
        </Typography>
        <Button size="small" onClick={onReset} disabled={!filtered}>
          {t('lists.reset')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        {children}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          {datesShown ? (
            <LazyFilterDateRange
              legend={t('lists.date')}
              value={dates}
              onChange={(next) => change({ [dateParams.from]: next.start, [dateParams.to]: next.end })}
            />
          ) : (
            <Button variant="outlined" onClick={() => setDatesAsked(true)} sx={{ alignSelf: 'flex-start' }}>
              {t('lists.filterByDate')}
            </Button>
          )}
          {site.value !== '' ? (
            <Box>
              <Chip
                label={t('lists.siteChip', { site: site.value })}
                onDelete={() => change({ [site.param]: null })}
                sx={{ maxWidth: '100%' }}
              />
            </Box>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
