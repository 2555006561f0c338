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
import {
  CHANNEL_LABELS,
  FUNNEL_STEP_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  isLeadStatus,
  type LeadStatus,
} from '../../../domain/sales/funnel-steps.ts';
import { useRevealLeadContact, useUpdateLead, type Lead, type LeadsPage } from '../api/leads-calls.ts';
import { errorText } from '../../../i18n/error-text.ts';

const NOBODY = '';

function RevealContact({ lead }: { lead: Lead }) {
  const reveal = useRevealLeadContact();
  if (!lead.consent)
    return <Typography variant="body2">Did not agree to be contacted: no contact details.</Typography>;
  if (reveal.data)
    return (
      <Box component="dl" aria-label="Contact" sx={{ m: 0 }}>
        <Typography component="dt" variant="caption">
          Name
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.name}
        </Typography>
        <Typography component="dt" variant="caption">
          Email
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.email}
        </Typography>
        <Typography component="dt" variant="caption">
          Phone
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {reveal.data.phone}
        </Typography>
      </Box>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" disabled={reveal.isPending} onClick={() => reveal.mutate(lead.id)}>
        Reveal contact
      </Button>
      <Typography variant="caption">Revealing is recorded in the activity log.</Typography>
      {reveal.error ? <Alert severity="error">{errorText(reveal.error)}</Alert> : null}
    </Stack>
  );
}

/** The fields of the edit form, as the update request names them. */
const LEAD_FORM_FIELDS = ['status', 'assigneeId', 'note'] as const;

function EditLead({ lead, assignees }: { lead: Lead; assignees: LeadsPage['assignees'] }) {
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
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Edit lead">
      <TextField
        select
        label="Status"
        value={status}
        onChange={(event) => {
          if (isLeadStatus(event.target.value)) setStatus(event.target.value);
        }}
        error={fieldError('status') !== undefined}
        helperText={fieldError('status')}
      >
        {LEAD_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {LEAD_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Assignee"
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        error={fieldError('assigneeId') !== undefined}
        helperText={fieldError('assigneeId')}
      >
        <MenuItem value={NOBODY}>Nobody</MenuItem>
        {assignees.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note"
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
      {update.isSuccess ? <Alert severity="success">Saved.</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
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
  const canEdit = useCan('updateLead');
  return (
    <Drawer anchor="right" open={leadId !== null} onClose={onClose}>
      {leadId !== null && lead === null ? (
        <Stack
          spacing={2}
          sx={{ p: 3, width: { xs: '100vw', sm: 420 } }}
          role="region"
          aria-label={`Lead ${leadId}`}
        >
          <Typography variant="h6" component="h2">{`Lead ${leadId}`}</Typography>
          {missing ? (
            <Alert severity="warning">
              {`No lead ${leadId} in this list: it does not exist, or these filters and this page do not show it.`}
            </Alert>
          ) : (
            <Typography variant="body2">Loading the lead…</Typography>
          )}
          <Box>
            <Button onClick={onClose}>Close</Button>
          </Box>
        </Stack>
      ) : lead ? (
        <Stack
          spacing={2}
          sx={{ p: 3, width: { xs: '100vw', sm: 420 } }}
          role="region"
          aria-label={`Lead ${lead.id}`}
        >
          <Typography variant="h6" component="h2">{`Lead ${lead.id}`}</Typography>
          <Typography variant="body2">
            {`${lead.postcode}, ${lead.tariff}, ${CHANNEL_LABELS[lead.channel]}; stopped at ${FUNNEL_STEP_LABELS[lead.lastStep]}`}
          </Typography>
          <RevealContact key={lead.id} lead={lead} />
          {canEdit ? (
            <EditLead key={`edit-${lead.id}`} lead={lead} assignees={assignees} />
          ) : (
            <WhoCanNote action="Editing or assigning a lead" operation="updateLead" />
          )}
          <ActivityLink target={lead.id} what="this lead" />
          <Box>
            <Button onClick={onClose}>Close</Button>
          </Box>
        </Stack>
      ) : null}
    </Drawer>
  );
}
