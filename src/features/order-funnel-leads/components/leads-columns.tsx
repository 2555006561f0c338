import Button from '@mui/material/Button';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import {
  CHANNEL_LABELS,
  FUNNEL_STEP_LABELS,
  LEAD_STATUS_LABELS,
} from '../../../domain/sales/funnel-steps.ts';
import type { Lead } from '../api/leads-calls.ts';

/** The leads' columns: never a contact detail (those are revealed one lead at a time, in its drawer). */
export const leadsColumns = (open: (lead: Lead) => void): readonly ListColumn<Lead, never>[] => [
  {
    id: 'lead',
    label: 'Lead',
    cell: (lead) => (
      <Button size="small" onClick={() => open(lead)} aria-label={`Open lead ${lead.id}`}>
        {lead.id}
      </Button>
    ),
  },
  { id: 'started', label: 'Started', cell: (lead) => displayDateTime(lead.startedAt) },
  { id: 'lastStep', label: 'Last step', cell: (lead) => FUNNEL_STEP_LABELS[lead.lastStep] },
  { id: 'channel', label: 'Channel', cell: (lead) => CHANNEL_LABELS[lead.channel] },
  { id: 'postcode', label: 'Postcode', cell: (lead) => lead.postcode },
  { id: 'tariff', label: 'Tariff', cell: (lead) => lead.tariff },
  { id: 'consent', label: 'Consent', cell: (lead) => (lead.consent ? 'Yes' : 'No') },
  { id: 'status', label: 'Status', cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
  { id: 'assignee', label: 'Assignee', cell: (lead) => lead.assignee?.name ?? '–' },
];
