import Button from '@mui/material/Button';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { t } from '../../../i18n/i18n.ts';
import type { Lead } from '../api/leads-calls.ts';

/** The leads' columns: never a contact detail (those are revealed one lead at a time, in its drawer). */
export const leadsColumns = (open: (lead: Lead) => void): readonly ListColumn<Lead, never>[] => [
  {
    id: 'lead',
    label: t('leads.column.lead'),
    cell: (lead) => (
      <Button size="small" onClick={() => open(lead)} aria-label={t('leads.open', { id: lead.id })}>
        {lead.id}
      </Button>
    ),
  },
  { id: 'started', label: t('leads.column.started'), cell: (lead) => displayDateTime(lead.startedAt) },
  { id: 'lastStep', label: t('leads.column.lastStep'), cell: (lead) => t(`leads.step.${lead.lastStep}`) },
  { id: 'channel', label: t('leads.column.channel'), cell: (lead) => t(`leads.channel.${lead.channel}`) },
  { id: 'postcode', label: t('leads.column.postcode'), cell: (lead) => lead.postcode },
  { id: 'tariff', label: t('leads.column.tariff'), cell: (lead) => lead.tariff },
  {
    id: 'consent',
    label: t('leads.column.consent'),
    cell: (lead) => (lead.consent ? t('leads.yes') : t('leads.no')),
  },
  { id: 'status', label: t('leads.column.status'), cell: (lead) => t(`leads.status.${lead.status}`) },
  { id: 'assignee', label: t('leads.column.assignee'), cell: (lead) => lead.assignee?.name ?? '–' },
];
