import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorOf, namesFieldOf } from '../../../api/field-errors.ts';
import { paths } from '../../../config/paths.ts';
import { EMPTY_EVSE_FORM, identifierError, validateEvseCreate } from '../../../domain/evse/evse-form.ts';
import { modelEntryOf } from '../../../domain/evse/firmware-support.ts';
import { useCreateEvse } from '../api/create-evse.ts';
import type { GatewayKeys } from '../api/evse-gateway-keys.ts';
import { useVerifyEvse } from '../api/verify-evse.ts';
import { useChargepointModels } from '../api/list-chargepoint-models.ts';
import { EVSE_FORM_FIELDS, useEvseForm } from '../hooks/use-evse-form.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { DeviceCheckAlert } from './lazy-device-check-alert.tsx';
import { EvseSettingsFields } from './evse-settings-fields.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { VerificationSummary } from './verification-summary.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { evseFormWords } from '../hooks/evse-words.ts';

export interface AddEvseScreenProps {
  gateway: GatewayKeys;
  /** From `?uniqueIdentifier=` (an OCPP candidate being assigned). */
  prefill: string;
  now: number;
}

/**
 * Adding a charger to a gateway: step 1 asks the gateway whether it sees the identity and shows
 * what it saw; step 2 takes the settings and saves. Failures say what to do; what was typed survives them.
 */
export function AddEvseScreen({ gateway, prefill, now }: AddEvseScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const models = useChargepointModels();
  const modelList = models.status === 'ready' ? models.data : null;
  const verify = useVerifyEvse(gateway);
  const create = useCreateEvse(gateway);
  const verified = verify.data;
  const model = verified && modelList ? modelEntryOf(verified, modelList) : undefined;
  const form = useEvseForm({ ...EMPTY_EVSE_FORM, uniqueIdentifier: prefill }, model);
  const guard = useLeaveGuard(form.dirty);
  const [identifierTouched, setIdentifierTouched] = useState(false);
  // A double click sends two submit events before the re-render that disables the button: one call only.
  const saving = useRef(false);
  const step = verified && verified.uniqueIdentifier === form.values.uniqueIdentifier.trim() ? 1 : 0;
  // The server's refusal of the identifier shows at the field until the identifier is edited.
  const serverIdError = fieldErrorOf(verify.error, 'uniqueIdentifier');
  const idError =
    (identifierTouched ? identifierError(form.values.uniqueIdentifier, evseFormWords()) : undefined) ??
    serverIdError;

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    setIdentifierTouched(true);
    if (verify.isPending || identifierError(form.values.uniqueIdentifier) !== undefined) return;
    create.reset();
    verify.mutate(form.values.uniqueIdentifier.trim());
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    const result = validateEvseCreate(form.values, model, evseFormWords());
    if (!result.ok) {
      form.attempted();
      return;
    }
    saving.current = true;
    create.mutate(result.body, {
      onSuccess: () => {
        guard.release();
        void navigate(paths.assetsGatewayDevices({ installationUuid: gateway.installationUuid }));
      },
      // After a success the screen is leaving: a late second click must not add the charger again.
      onError: (error) => {
        saving.current = false;
        form.serverRefused(error);
      },
    });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stepper activeStep={step} aria-label={t('chargerChanges.add.steps')}>
        {[t('chargerChanges.add.verifyStep'), t('chargerChanges.add.settingsStep')].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={onVerify} aria-label={t('chargerChanges.add.verifyStep')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            name="uniqueIdentifier"
            label={t('chargerChanges.add.identifier')}
            required
            fullWidth
            value={form.values.uniqueIdentifier}
            onChange={(event) => {
              setIdentifierTouched(true);
              if (verify.isError) verify.reset();
              form.set('uniqueIdentifier', event.target.value);
            }}
            error={idError !== undefined}
            helperText={idError ?? t('chargerChanges.add.identifierHelp')}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={verify.isPending}
            sx={{ mt: { sm: 1 }, flexShrink: 0 }}
          >
            {t('chargerChanges.add.verify')}
          </Button>
        </Stack>
      </Box>
      {verify.isError && !verify.isPending && serverIdError === undefined ? (
        <DeviceCheckAlert error={verify.error} models={modelList ?? []} now={now} />
      ) : null}
      {step === 1 && verified ? (
        <>
          <VerificationSummary verification={verified} models={modelList} now={now} />
          <Box
            component="form"
            noValidate
            onSubmit={onSave}
            id={form.formId}
            aria-label={t('chargerChanges.add.settingsStep')}
          >
            <Stack spacing={2.5}>
              <EvseSettingsFields form={form} model={model} disabled={create.isPending} />
              {create.isError && !create.isPending && !namesFieldOf(create.error, EVSE_FORM_FIELDS) ? (
                <DeviceCheckAlert error={create.error} models={modelList ?? []} now={now} />
              ) : null}
              <Box>
                <Button type="submit" variant="contained" loading={create.isPending}>
                  {t('chargerChanges.add.add')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </>
      ) : null}
      <LeaveDialog guard={guard} />
    </Stack>
  );
}
