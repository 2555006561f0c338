import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { commandLabel, type EvseCommand } from '../../../domain/evse/evse-commands.ts';
import type { ChargepointModel, EvseDetail } from '../../../domain/evse/evse-types.ts';
import { useSendEvseCommand } from '../api/send-evse-command.ts';
import { DeviceCheckAlert } from './lazy-device-check-alert.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { commandConfirmationText, commandOutcomeText, commandText } from '../hooks/command-words.ts';

export interface EvseCommandsPanelProps {
  detail: EvseDetail;
  models: readonly ChargepointModel[] | null;
  now: number;
}

/** The commands a charger offers now: reset, and per connector unlock and availability. */
function commandsOf({ evse }: EvseDetail): EvseCommand[] {
  const whole: EvseCommand[] = [
    { command: 'RESET', resetType: 'Soft' },
    { command: 'RESET', resetType: 'Hard' },
  ];
  const perConnector = evse.connectors.flatMap((connector): EvseCommand[] => [
    { command: 'UNLOCK_CONNECTOR', connectorId: connector.connectorId },
    {
      command: 'CHANGE_AVAILABILITY',
      connectorId: connector.connectorId,
      availability: connector.status === 'Unavailable' ? 'Operative' : 'Inoperative',
    },
  ]);
  // A connector the answer lists twice offers its commands once (the same button twice would send the same thing).
  const labels = new Set<string>();
  return [...whole, ...perConnector].filter((command) => {
    const label = commandLabel(command);
    if (labels.has(label)) return false;
    labels.add(label);
    return true;
  });
}

/**
 * Remote commands: each is confirmed, its outcome shown, and the charger's history log records
 * it with who asked (the log is read again after every command).
 */
export function EvseCommandsPanel({ detail, models, now }: EvseCommandsPanelProps) {
  const t = useT();
  const send = useSendEvseCommand(detail.evse.evseUuid);
  const [asked, setAsked] = useState<EvseCommand | null>(null);
  const offline = detail.evse.connectivity !== 'EVSE_ONLINE';
  const confirmation = asked ? commandConfirmationText(asked, detail.evse.connectors) : null;
  const outcome = send.data && send.variables ? commandOutcomeText(send.variables, send.data.status) : null;
  return (
    <DetailCard title={t('chargers.commands')}>
      <Stack spacing={1.5}>
        {offline ? (
          <Typography variant="body2" color="text.secondary">
            {t('chargerCommands.commandsOffline')}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {commandsOf(detail).map((command) => (
            <Button
              key={commandLabel(command)}
              variant="outlined"
              size="small"
              disabled={offline || send.isPending}
              onClick={() => setAsked(command)}
            >
              {commandText(command)}
            </Button>
          ))}
        </Stack>
        <div aria-live="polite">
          {outcome && !send.isPending ? (
            <Alert severity={outcome.ok ? 'success' : 'warning'}>{outcome.message}</Alert>
          ) : null}
        </div>
        {send.isError && !send.isPending ? (
          <DeviceCheckAlert error={send.error} models={models ?? []} now={now} />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title={confirmation?.title ?? ''}
        onCancel={() => setAsked(null)}
        onApply={() => {
          if (!asked || send.isPending) return;
          send.mutate(asked, { onSettled: () => setAsked(null) });
        }}
        loading={send.isPending}
        applyLabel={confirmation?.applyLabel ?? t('chargerCommands.confirm.send')}
      >
        {confirmation?.consequence}
      </ConfirmDialog>
    </DetailCard>
  );
}
