import Alert from '@mui/material/Alert';
import { ActivityLink } from '../../../components/activity-link.tsx';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fieldErrorOf, namesFieldOf } from '../../../api/field-errors.ts';
import { useCan } from '../../../auth/use-can.ts';
import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '../../../domain/sales/funnel-steps.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useRevealLeadContact, useUpdateLead, type Lead, type LeadsPage } from '../api/leads-calls.ts';
import { errorText } from '../../../i18n/error-text.ts';

const NOBODY = '';

function RevealContact({ lead }: { lead: Lead }) {
  const t = useT();
  const reveal = useRevealLeadContact();
  if (!lead.consent) return <Typography variant="body2">{t('leads.noConsent')}</Typography>;
  if (reveal.data)
    return (
      <Box component="dl" aria-label={t('leads.contact')} sx={{ m: 0 }}>
        <Typography component="dt" variant="caption">
          {t('leads.name')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.name}
        </Typography>
        <Typography component="dt" variant="caption">
          {t('leads.email')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.email}
        </Typography>
        <Typography component="dt" variant="caption">
          {t('leads.phone')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.phone}
        </Typography>
      </Box>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" disabled={reveal.isPending} onClick={() => reveal.mutate(lead.id)}>
        {t('leads.reveal')}
      </Button>
      <Typography variant="caption">{t('leads.revealRecorded')}</Typography>
      {reveal.error ? <Alert severity="error">{errorText(reveal.error)}</Alert> : null}
    </Stack>
  );
}

/** The fields of the edit form, as the update request names them. */
const LEAD_FORM_FIELDS = ['status', 'assigneeId', 'note'] as const;

function EditLead({ lead, assignees }: { lead: Lead; assignees: LeadsPage['assignees'] }) {
  const t = useT();
  const update = useUpdateLead();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee?.id ?? NOBODY);
  const [note, setNote] = useState(lead.note);
  const fieldError = (field: (typeof LEAD_FORM_FIELDS)[number]) => fieldErrorOf(update.error, field);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({
      leadId: lead.id,
      change: { status, assigneeId: assignee === NOBODY ? null : assignee, note },
    });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('leads.edit')}>
      <TextField
        select
        label={t('leads.column.status')}
        value={status}
        onChange={(event) => {
          if (isLeadStatus(event.target.value)) setStatus(event.target.value);
        }}
        error={fieldError('status') !== undefined}
        helperText={fieldError('status')}
      >
        {LEAD_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`leads.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('leads.column.assignee')}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        error={fieldError('assigneeId') !== undefined}
        helperText={fieldError('assigneeId')}
      >
        <MenuItem value={NOBODY}>{t('leads.nobody')}</MenuItem>
        {assignees.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('leads.note')}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, 1000))}
        error={fieldError('note') !== undefined}
        helperText={fieldError('note')}
      />
      {update.error && !namesFieldOf(update.error, LEAD_FORM_FIELDS) ? (
        <Alert severity="error">{errorText(update.error)}</Alert>
      ) : null}
      {update.isSuccess ? <Alert severity="success">{t('leads.saved')}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('leads.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/** One lead: what the list says, the reveal of a consented contact, and (with leads:write) its status, assignee, note. */
export function LeadDrawer({
  leadId,
  lead,
  missing,
  assignees,
  onClose,
}: {
  /** The lead asked for (the URL's), or null: closed. */
  leadId: string | null;
  /** That lead, once the list has it. */
  lead: Lead | null;
  /** The list answered without that lead: said so, and the drawer can be closed. */
  missing: boolean;
  assignees: LeadsPage['assignees'];
  onClose: () => void;
}) {
  const t = useT();
  const canEdit = useCan('updateLead');
  return (
    <Drawer anchor="right" open={leadId !== null} onClose={onClose}>
      {leadId !== null && lead === null ? (
        <Stack
          spacing={2}
          sx={{ p: 3, width: { xs: '100vw', sm: 420 } }}
          role="region"
          aria-label={t('leads.lead', { id: leadId })}
        >
          <Typography variant="h6" component="h2">
            {t('leads.lead', { id: leadId })}
          </Typography>
          {missing ? (
            <Alert severity="warning">{t('leads.missing', { id: leadId })}</Alert>
          ) : (
            <Typography variant="body2">{t('leads.loadingLead')}</Typography>
          )}
          <Box>
            <Button onClick={onClose}>{t('leads.close')}</Button>
          </Box>
        </Stack>
      ) : lead ? (
        <Stack
          spacing={2}
          sx={{ p: 3, width: { xs: '100vw', sm: 420 } }}
          role="region"
          aria-label={t('leads.lead', { id: lead.id })}
        >
          <Typography variant="h6" component="h2">
            {t('leads.lead', { id: lead.id })}
          </Typography>
          <Typography variant="body2">
            {t('leads.summary', {
              postcode: lead.postcode,
              tariff: lead.tariff,
              channel: t(`leads.channel.${lead.channel}`),
              step: t(`leads.step.${lead.lastStep}`),
            })}
          </Typography>
          <RevealContact key={lead.id} lead={lead} />
          {canEdit ? (
            <EditLead key={`edit-${lead.id}`} lead={lead} assignees={assignees} />
          ) : (
            <WhoCanNote action={t('leads.whoCanEdit')} operation="updateLead" inLanguageShown />
          )}
          <ActivityLink target={lead.id} what={t('leads.thisLead')} inLanguageShown />
          <Box>
            <Button onClick={onClose}>{t('leads.close')}</Button>
          </Box>
        </Stack>
      ) : null}
    </Drawer>
  );
}
