import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import { ListFilterFrame } from '../../../components/list-screen/list-filter-frame.tsx';
import type { KeptChange } from '../../../domain/lists/list-module.ts';
import { LEADS_PARAMS, type LeadsFilters } from '../../../domain/sales/leads.list.ts';
import { CHANNELS, FUNNEL_STEPS, LEAD_STATUSES } from '../../../domain/sales/funnel-steps.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { ASSIGNEE_MINE, ASSIGNEE_NONE } from '../../../domain/sales/lead-query.ts';

const ANY = '';

function OneOf({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value={ANY}>{t('leads.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

const first = (values: readonly string[]) => values[0] ?? ANY;
/** One choice as the repeated param: none for Any. */
const one = (value: string) => (value === ANY ? null : [value]);

export interface LeadsFiltersPanelProps {
  filters: LeadsFilters;
  assignees: readonly { id: string; name: string }[];
  filtered: boolean;
  onReset: () => void;
  change: (change: KeptChange) => void;
}

/** The leads' filters: status, channel, last step, assignee (one each) and the started dates. */
export default function LeadsFiltersPanel({
  filters,
  assignees,
  filtered,
  onReset,
  change,
}: LeadsFiltersPanelProps) {
  useT();
  // The date pickers are most of a filter panel's weight: they load once asked for, or at once when the link holds
  // started dates (as on the activity log), so the route's JS stays within its budget.
  const [datesAsked, setDatesAsked] = useState(false);
  const datesShown = datesAsked || filters.started.start !== null || filters.started.end !== null;
  const { assignee } = filters;
  const unknownAssignee =
    assignee !== '' &&
    ![ASSIGNEE_MINE, ASSIGNEE_NONE].includes(assignee) &&
    !assignees.some((person) => person.id === assignee);
  return (
    <ListFilterFrame label={t('leads.filters')} onReset={onReset} resetDisabled={!filtered}>
      <Stack spacing={2}>
        <OneOf
          label={t('leads.column.status')}
          value={first(filters.status)}
          options={LEAD_STATUSES.map((value) => ({ value, text: t(`leads.status.${value}`) }))}
          onChange={(value) => change({ [LEADS_PARAMS.status]: one(value) })}
        />
        <OneOf
          label={t('leads.column.channel')}
          value={first(filters.channel)}
          options={CHANNELS.map((value) => ({ value, text: t(`leads.channel.${value}`) }))}
          onChange={(value) => change({ [LEADS_PARAMS.channel]: one(value) })}
        />
        <OneOf
          label={t('leads.column.lastStep')}
          value={first(filters.lastStep)}
          options={FUNNEL_STEPS.map((value) => ({ value, text: t(`leads.step.${value}`) }))}
          onChange={(value) => change({ [LEADS_PARAMS.lastStep]: one(value) })}
        />
        <OneOf
          label={t('leads.column.assignee')}
          value={assignee}
          options={[
            { value: ASSIGNEE_MINE, text: t('leads.mine') },
            { value: ASSIGNEE_NONE, text: t('leads.nobody') },
            ...assignees.map((person) => ({ value: person.id, text: person.name })),
            ...(unknownAssignee ? [{ value: assignee, text: assignee }] : []),
          ]}
          onChange={(value) => change({ [LEADS_PARAMS.assignee]: value === ANY ? null : value })}
        />
        {datesShown ? (
          <LazyFilterDateRange
            legend={t('leads.column.started')}
            startLabel={t('leads.from')}
            endLabel={t('leads.to')}
            value={filters.started}
            onChange={(started) =>
              change({ [LEADS_PARAMS.since]: started.start, [LEADS_PARAMS.until]: started.end })
            }
          />
        ) : (
          <Button variant="outlined" onClick={() => setDatesAsked(true)} sx={{ alignSelf: 'flex-start' }}>
            {t('leads.byStarted')}
          </Button>
        )}
      </Stack>
    </ListFilterFrame>
  );
}
