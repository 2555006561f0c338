import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { currentRangeOf, EVSE_FORM_LIMITS, EVSE_PHASES } from '../../../domain/evse/evse-form.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import type { EvseForm } from '../hooks/use-evse-form.ts';
import { useT } from '../../../i18n/display-preferences.ts';

export interface EvseSettingsFieldsProps {
  form: EvseForm;
  /** The charger's entry in the models list: its current range (undefined: the API's range). */
  model: ChargepointModel | undefined;
  disabled?: boolean;
}

/** Display name, maximum current and phases: the settings of step 2 of adding a charger and of editing one. */
export function EvseSettingsFields({ form, model, disabled = false }: EvseSettingsFieldsProps) {
  const t = useT();
  const { min, max } = currentRangeOf(model);
  const nameError = form.errorOf('displayName');
  const currentError = form.errorOf('maxCurrent');
  const phasesError = form.errorOf('phases');
  return (
    <Stack spacing={2.5}>
      <TextField
        name="displayName"
        label={t('chargerChanges.form.displayName')}
        required
        disabled={disabled}
        value={form.values.displayName}
        onChange={(event) => form.set('displayName', event.target.value)}
        error={nameError !== undefined}
        helperText={nameError ?? t('chargerChanges.form.displayNameHelp')}
        slotProps={{ htmlInput: { maxLength: EVSE_FORM_LIMITS.displayNameMax + 20 } }}
      />
      <TextField
        name="maxCurrent"
        label={t('chargerChanges.form.maxCurrent')}
        required
        disabled={disabled}
        value={form.values.maxCurrent}
        onChange={(event) => form.set('maxCurrent', event.target.value)}
        error={currentError !== undefined}
        helperText={
          currentError ??
          (model
            ? t('chargerChanges.form.rangeModel', { min, max, vendor: model.vendor, model: model.model })
            : t('chargerChanges.form.range', { min, max }))
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <FormControl error={phasesError !== undefined} disabled={disabled} required>
        <FormLabel id="evse-phases-label">{t('chargerChanges.form.phasesLabel')}</FormLabel>
        <RadioGroup
          row
          name="phases"
          aria-labelledby="evse-phases-label"
          value={form.values.phases}
          onChange={(event) => form.set('phases', event.target.value)}
        >
          {EVSE_PHASES.map((phases) => (
            <FormControlLabel
              key={phases}
              value={String(phases)}
              control={<Radio slotProps={{ input: { 'aria-invalid': phasesError !== undefined } }} />}
              label={phases === 1 ? t('chargerChanges.form.onePhase') : t('chargerChanges.form.threePhases')}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{phasesError ?? t('chargerChanges.form.phasesHelp')}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
