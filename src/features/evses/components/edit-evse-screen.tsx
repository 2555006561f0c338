import Alert from '@mui/material/Alert';
import { Can } from '../../../auth/can.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { namesFieldOf } from '../../../api/field-errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { paths } from '../../../config/paths.ts';
import {
  evseFormValuesOf,
  interruptsCharging,
  validateEvseUpdate,
  type EvseUpdateBody,
} from '../../../domain/evse/evse-form.ts';
import { modelEntryOf } from '../../../domain/evse/firmware-support.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { useDeleteEvse } from '../api/delete-evse.ts';
import { useUpdateEvse } from '../api/update-evse.ts';
import { useChargepointModels } from '../api/list-chargepoint-models.ts';
import { EVSE_FORM_FIELDS, useEvseForm } from '../hooks/use-evse-form.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { DeviceCheckAlert } from './lazy-device-check-alert.tsx';
import { EvseSettingsFields } from './evse-settings-fields.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { evseFormWords } from '../hooks/evse-words.ts';

export interface EditEvseFormProps {
  detail: EvseDetail;
  now: number;
}

const valuesOf = (detail: EvseDetail) =>
  evseFormValuesOf({ ...detail.evse, maxCurrent: detail.maxCurrent, phases: detail.phases });

/**
 * Editing a charger: its settings, confirmed first when the change interrupts a running session,
 * and removing it, confirmed. Leaving with unsaved changes asks first.
 */
export function EditEvseForm({ detail, now }: EditEvseFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const { evse } = detail;
  const models = useChargepointModels();
  const modelList = models.status === 'ready' ? models.data : null;
  const model = modelList ? modelEntryOf(evse, modelList) : undefined;
  const form = useEvseForm(valuesOf(detail), model);
  const guard = useLeaveGuard(form.dirty);
  const update = useUpdateEvse(evse.evseUuid);
  const remove = useDeleteEvse(evse.evseUuid);
  const [pending, setPending] = useState<EvseUpdateBody | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A double click sends two submit events before the re-render that disables the button: one call only.
  const saving = useRef(false);
  const devicesHref = paths.assetsGatewayDevices({ installationUuid: evse.gateway.installationUuid });

  const send = (body: EvseUpdateBody) => {
    setPending(null);
    if (saving.current) return;
    saving.current = true;
    update.mutate(body, {
      onSettled: () => {
        saving.current = false;
      },
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setNotice(
          t('chargerChanges.edit.saved', {
            name: saved.evse.displayName,
            current: saved.maxCurrent,
            phases: saved.phases,
          }),
        );
      },
      onError: (error) => {
        form.serverRefused(error);
      },
    });
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    setNotice(null);
    const result = validateEvseUpdate(valuesOf(detail), form.values, model, evseFormWords());
    if (!result.ok) {
      form.attempted();
      return;
    }
    if (result.body === null) {
      setNotice(t('chargerChanges.edit.nothingChanged'));
      return;
    }
    if (interruptsCharging(result.body) && detail.sessions.length > 0) setPending(result.body);
    else send(result.body);
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        guard.release();
        void navigate(devicesHref);
      },
      onSettled: () => setConfirmRemove(false),
    });

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <DetailCard
        title={t('chargers.charger')}
        fields={[
          { label: t('chargers.field.identifier'), value: evse.uniqueIdentifier, mono: true },
          { label: t('chargers.field.vendorAndModel'), value: `${evse.vendor} ${evse.model}` },
          {
            label: t('chargers.field.overview'),
            value: (
              <Link component={RouterLink} to={paths.assetsEvseStatus({ evseUuid: evse.evseUuid })}>
                {t('chargerChanges.edit.overviewLink')}
              </Link>
            ),
          },
        ]}
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSave}
        id={form.formId}
        aria-label={t('chargerChanges.edit.settings')}
      >
        <Stack spacing={2.5}>
          <EvseSettingsFields form={form} model={model} disabled={update.isPending} />
          {notice !== null ? <Alert severity="success">{notice}</Alert> : null}
          {update.isError && !update.isPending && !namesFieldOf(update.error, EVSE_FORM_FIELDS) ? (
            <DeviceCheckAlert error={update.error} models={modelList ?? []} now={now} />
          ) : null}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('chargerChanges.edit.save')}
            </Button>
            <Can operation="deleteEvse">
              <Button color="error" variant="outlined" onClick={() => setConfirmRemove(true)}>
                {t('chargerChanges.edit.remove')}
              </Button>
            </Can>
          </Stack>
        </Stack>
      </Box>
      {remove.isError && !remove.isPending ? (
        <DeviceCheckAlert error={remove.error} models={modelList ?? []} now={now} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={t('chargerChanges.edit.interruptTitle')}
        onCancel={() => setPending(null)}
        onApply={() => pending && send(pending)}
        applyLabel={t('chargerChanges.edit.interruptApply')}
      >
        {t('chargerChanges.edit.interruptText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmRemove}
        title={t('chargerChanges.edit.removeTitle', { name: evse.displayName })}
        onCancel={() => setConfirmRemove(false)}
        onApply={onRemove}
        loading={remove.isPending}
        applyLabel={t('chargerChanges.edit.removeApply')}
      >
        {t('chargerChanges.edit.removeText')}
      </ConfirmDialog>
      <LeaveDialog guard={guard} />
    </Stack>
  );
}
