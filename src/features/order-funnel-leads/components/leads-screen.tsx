import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../auth/use-can.ts';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import {
  CHANNELS,
  CHANNEL_LABELS,
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
} from '../../../domain/sales/funnel-steps.ts';
import { ASSIGNEE_MINE, ASSIGNEE_NONE } from '../../../domain/sales/lead-query.ts';
import {
  leadsViewFromParams,
  leadsViewToParams,
  startedWindow,
  type LeadsView,
} from '../../../domain/sales/leads-view.ts';
import type { LeadsContext } from '../../../domain/sales/leads.list.ts';
import { useLeads, type Lead } from '../api/leads-calls.ts';
import { LeadDrawer } from './lead-drawer.tsx';
import { LeadsExportButton } from './leads-export-button.tsx';

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
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

const first = (values: readonly string[]) => values[0] ?? ANY;
const list = <T extends string>(value: string): T[] => (value === ANY ? [] : [value as T]);

/** /operations/order-funnel-leads: who started a tariff order, where they stopped, who follows up. */
export function LeadsScreen() {
  const [params, setParams] = useSearchParams();
  const view = leadsViewFromParams(params);
  const leads = useLeads(view);
  const [open, setOpen] = useState<Lead | null>(null);
  const [text, setText] = useState(view.text);
  const go = (next: LeadsView) => setParams(leadsViewToParams(next, params));
  const filter = (change: Partial<LeadsContext>) =>
    go({ ...view, context: { ...view.context, ...change }, page: 1 });
  const assignees = leads.data?.assignees ?? [];
  const canExport = useCan('exportLeads');
  // The date pickers are most of a filter panel's weight: they load once asked for, or at once when the link holds
  // started dates (as on the activity log), so the route's JS stays within its budget.
  const [datesAsked, setDatesAsked] = useState(false);
  const datesShown = datesAsked || view.started.start !== null || view.started.end !== null;
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}
        role="group"
        aria-label="Filters"
      >
        <OneOf
          label="Status"
          value={first(view.context.status)}
          options={LEAD_STATUSES.map((value) => ({ value, text: LEAD_STATUS_LABELS[value] }))}
          onChange={(value) => filter({ status: list(value) })}
        />
        <OneOf
          label="Channel"
          value={first(view.context.channel)}
          options={CHANNELS.map((value) => ({ value, text: CHANNEL_LABELS[value] }))}
          onChange={(value) => filter({ channel: list(value) })}
        />
        <OneOf
          label="Last step"
          value={first(view.context.lastStep)}
          options={FUNNEL_STEPS.map((value) => ({ value, text: FUNNEL_STEP_LABELS[value] }))}
          onChange={(value) => filter({ lastStep: list(value) })}
        />
        <OneOf
          label="Assignee"
          value={view.context.assignee}
          options={[
            { value: ASSIGNEE_MINE, text: 'Mine' },
            { value: ASSIGNEE_NONE, text: 'Nobody' },
            ...assignees.map((person) => ({ value: person.id, text: person.name })),
            ...(view.context.assignee === '' ||
            [ASSIGNEE_MINE, ASSIGNEE_NONE].includes(view.context.assignee) ||
            assignees.some((person) => person.id === view.context.assignee)
              ? []
              : [{ value: view.context.assignee, text: view.context.assignee }]),
          ]}
          onChange={(assignee) => filter({ assignee })}
        />
        <Box
          component="form"
          role="search"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            go({ ...view, text, page: 1 });
          }}
        >
          <TextField
            size="small"
            label="Postcode or tariff"
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, 100))}
          />
        </Box>
        {datesShown ? (
          <LazyFilterDateRange
            legend="Started"
            startLabel="From"
            endLabel="To"
            value={view.started}
            onChange={(started) =>
              go({ ...view, started, context: { ...view.context, ...startedWindow(started) }, page: 1 })
            }
          />
        ) : (
          <Button variant="outlined" onClick={() => setDatesAsked(true)} sx={{ alignSelf: 'center' }}>
            Filter by started date
          </Button>
        )}
        {canExport ? <LeadsExportButton view={view} /> : null}
      </Stack>
      {leads.status === 'loading' ? (
        <LinearProgress aria-label="Loading the leads" />
      ) : leads.status === 'error' ? (
        <LoadErrorAlert title="Could not load the leads" error={leads.error} onRetry={leads.retry} />
      ) : leads.data.countTotal === 0 ? (
        <Alert severity="info">No lead matches these filters.</Alert>
      ) : (
        <>
          {leads.refreshing ? <LinearProgress aria-label="Refreshing" sx={{ mb: 1 }} /> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Order-funnel leads">
              <TableHead>
                <TableRow>
                  <TableCell>Lead</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Last step</TableCell>
                  <TableCell>Channel</TableCell>
                  <TableCell>Postcode</TableCell>
                  <TableCell>Tariff</TableCell>
                  <TableCell>Consent</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Assignee</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {leads.data.leads.map((lead, index) => (
                  <TableRow key={`${index}-${lead.id}`}>
                    <TableCell>
                      <Button size="small" onClick={() => setOpen(lead)} aria-label={`Open lead ${lead.id}`}>
                        {lead.id}
                      </Button>
                    </TableCell>
                    <TableCell>{displayDateTime(lead.startedAt)}</TableCell>
                    <TableCell>{FUNNEL_STEP_LABELS[lead.lastStep]}</TableCell>
                    <TableCell>{CHANNEL_LABELS[lead.channel]}</TableCell>
                    <TableCell>{lead.postcode}</TableCell>
                    <TableCell>{lead.tariff}</TableCell>
                    <TableCell>{lead.consent ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{LEAD_STATUS_LABELS[lead.status]}</TableCell>
                    <TableCell>{lead.assignee?.name ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button disabled={view.page <= 1} onClick={() => go({ ...view, page: view.page - 1 })}>
              Previous page
            </Button>
            <Typography variant="body2">{`Page ${leads.data.page} of ${Math.max(1, leads.data.countPages)} (${leads.data.countTotal} leads)`}</Typography>
            <Button
              disabled={view.page >= leads.data.countPages}
              onClick={() => go({ ...view, page: view.page + 1 })}
            >
              Next page
            </Button>
          </Stack>
        </>
      )}
      <LeadDrawer lead={open} assignees={assignees} onClose={() => setOpen(null)} />
    </>
  );
}
