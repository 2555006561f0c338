import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import { ListFilterFrame } from '../../../components/list-screen/list-filter-frame.tsx';
import { ACTIVITY_PARAMS, operationLabel } from '../../../domain/activity/activity-query.ts';
import type { ActivityContext } from '../../../domain/activity/activity.list.ts';
import type { KeptChange } from '../../../domain/lists/list-module.ts';
import { ActivitySelect } from './activity-select.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface ActivityFiltersPanelProps {
  filters: ActivityContext;
  /** The people and operations the log holds (the answer's). */
  persons: readonly string[];
  operations: readonly string[];
  filtered: boolean;
  onReset: () => void;
  change: (change: KeptChange) => void;
}

/** The log's own filters: person, operation and the dates (the target is the list's search). */
export default function ActivityFiltersPanel(props: ActivityFiltersPanelProps) {
  const t = useT();
  const { filters, persons, operations, filtered, onReset, change } = props;
  const [datesAsked, setDatesAsked] = useState(false);
  const datesShown = datesAsked || filters.dates.start !== null || filters.dates.end !== null;
  return (
    <ListFilterFrame label={t('activity.filters')} onReset={onReset} resetDisabled={!filtered}>
      <Stack spacing={2}>
        <ActivitySelect
          label={t('activity.person')}
          value={filters.person}
          options={persons.map((person) => ({ value: person, label: person }))}
          onChange={(person) => change({ [ACTIVITY_PARAMS.person]: person })}
        />
        <ActivitySelect
          label={t('activity.operation')}
          value={filters.operation}
          options={operations.map((id) => ({ value: id, label: operationLabel(id) }))}
          onChange={(operation) => change({ [ACTIVITY_PARAMS.operation]: operation })}
        />
        {/* The date pickers are the heaviest part of the panel (DESIGN §6, route JS): they load when asked for, or
            at once when the link already holds dates. */}
        {datesShown ? (
          <LazyFilterDateRange
            legend={t('activity.date')}
            value={filters.dates}
            onChange={(dates) =>
              change({ [ACTIVITY_PARAMS.from]: dates.start, [ACTIVITY_PARAMS.to]: dates.end })
            }
          />
        ) : (
          <Button variant="outlined" onClick={() => setDatesAsked(true)} sx={{ alignSelf: 'flex-start' }}>
            {t('activity.byDate')}
          </Button>
        )}
      </Stack>
    </ListFilterFrame>
  );
}
