import Alert from '@mui/material/Alert';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../../../auth/use-can.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { messageTypeText } from './exchange-words.ts';
import { isResendable } from '../../../domain/exchange/message-state.ts';
import { useExchangeMessage, useResendMessage, type ExchangeMessage } from '../api/exchange-messages.ts';
import { MessageStateChip } from './message-state-chip.tsx';
import { errorText } from '../../../i18n/error-text.ts';

const when = (iso: string | null) => (iso === null ? '—' : displayDateTime(iso));

/** Resend, confirmed: for a rejected or overdue message only, sent once; who may not call it is told who can. */
function ResendAction({ message }: { message: ExchangeMessage }) {
  const t = useT();
  const allowed = useCan('resendExchangeMessage');
  const resend = useResendMessage();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  if (!isResendable(message.state) && !done) return null;
  if (!allowed)
    return (
      <WhoCanNote action={t('exchange.whoCanResend')} operation="resendExchangeMessage" inLanguageShown />
    );
  const apply = () => {
    if (resend.isPending) return;
    resend.mutate(message.id, {
      onSuccess: () => {
        setAsking(false);
        setDone(true);
      },
    });
  };
  return (
    <Stack spacing={1}>
      {done ? <Alert severity="success">{t('exchange.resent')}</Alert> : null}
      {isResendable(message.state) ? (
        <Box>
          <Button variant="contained" onClick={() => setAsking(true)}>
            {t('exchange.resend')}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('exchange.resendQuestion')}
        onCancel={() => setAsking(false)}
        onApply={apply}
        loading={resend.isPending}
        color="primary"
        applyLabel={t('exchange.resend')}
        cancelLabel={t('exchange.cancel')}
      >
        <Typography>
          {t('exchange.resendText', {
            type: messageTypeText(message.type),
            id: message.id,
            partner: message.partner.name,
          })}
        </Typography>
        {resend.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {`${errorText(resend.error)}${resend.error.errorId ? ` (${resend.error.errorId})` : ''}`}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * One message of the data exchange: what, with whom, about which site, its state; its payload as
 * text (never rendered as markup), its error and its acknowledgement; resend when it failed.
 */
export function ExchangeMessageScreen({ messageId }: { messageId: string }) {
  const t = useT();
  const message = useExchangeMessage(messageId);
  const payloadTitle = useId();
  if (message.status === 'error')
    return (
      <LoadErrorAlert title={t('exchange.message.failed')} error={message.error} onRetry={message.retry} />
    );
  const data = message.data;
  if (data === undefined)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('exchange.message.loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  const ack = data.acknowledgement;
  return (
    <Stack spacing={2}>
      <ResendAction message={data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailCard
          title={messageTypeText(data.type)}
          fields={[
            { label: t('exchange.field.state'), value: <MessageStateChip state={data.state} /> },
            {
              label: t('exchange.field.direction'),
              value: t(
                data.direction === 'outbound' ? 'exchange.direction.outbound' : 'exchange.direction.inbound',
              ),
            },
            { label: t('exchange.field.partner'), value: `${data.partner.name} (${data.partner.kind})` },
            {
              label: t('exchange.field.site'),
              value:
                data.site === null ? (
                  '—'
                ) : (
                  <Link component={RouterLink} to={paths.site({ subUuid: data.site.subscription })}>
                    {data.site.userReference}
                  </Link>
                ),
            },
            { label: t('exchange.field.document'), value: data.documentId, mono: true },
            ...(data.refersTo !== null
              ? [
                  {
                    label: t('exchange.field.answers'),
                    value: (
                      <Link
                        component={RouterLink}
                        to={paths.operationsExchangeMessage({ messageId: data.refersTo })}
                      >
                        {data.refersTo}
                      </Link>
                    ),
                  },
                ]
              : []),
            { label: t('exchange.field.created'), value: when(data.createdAt) },
            { label: t('exchange.field.sent'), value: when(data.sentAt) },
            { label: t('exchange.field.due'), value: when(data.acknowledgementDue) },
            { label: t('exchange.field.attempts'), value: String(data.attempts) },
          ]}
        />
        <DetailCard
          title={t('exchange.ack')}
          fields={
            ack === null
              ? [
                  {
                    label: t('exchange.ack.received'),
                    value: t(
                      data.direction === 'inbound' ? 'exchange.ack.noneExpected' : 'exchange.ack.notYet',
                    ),
                  },
                ]
              : [
                  {
                    label: t('exchange.ack.outcome'),
                    value: t(ack.outcome === 'accepted' ? 'exchange.ack.accepted' : 'exchange.ack.rejected'),
                  },
                  { label: t('exchange.ack.code'), value: ack.code, mono: true },
                  { label: t('exchange.ack.text'), value: ack.text },
                  { label: t('exchange.ack.received'), value: when(ack.receivedAt) },
                  {
                    label: t('exchange.ack.message'),
                    value: (
                      <Link
                        component={RouterLink}
                        to={paths.operationsExchangeMessage({ messageId: ack.messageId })}
                      >
                        {ack.messageId}
                      </Link>
                    ),
                  },
                ]
          }
        >
          {data.error !== null ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {`${data.error.code}: ${data.error.text}`}
            </Alert>
          ) : null}
        </DetailCard>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={payloadTitle} sx={{ p: 2 }}>
        <Typography id={payloadTitle} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('exchange.payload')}
        </Typography>
        {/* The document as exchanged, as text: a partner's markup is shown, never rendered. */}
        <Box
          component="pre"
          tabIndex={0}
          aria-label={t('exchange.payloadLabel')}
          sx={{
            m: 0,
            p: 1.5,
            overflow: 'auto',
            maxHeight: 480,
            bgcolor: 'action.hover',
            fontSize: '0.8125rem',
          }}
        >
          {data.payload}
        </Box>
      </Paper>
    </Stack>
  );
}
