import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { CHARGING_MODES, INPUT_BOUNDS, type ChargingInputs } from '../../../domain/sales/charging-inputs.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { SelectField } from '../../../components/native-select-field.tsx';
import { NumberField } from './native-fields.tsx';

const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => {
  const time = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value: time, label: time };
});
const PHASES = [
  { value: '1', label: '1' },
  { value: '3', label: '3' },
];

/** The planner's inputs; every change replans at once (the values live in the URL). */
export function ChargingForm({
  inputs,
  onChange,
}: {
  inputs: ChargingInputs;
  /** Gets only the changed input: two changes in quick succession must not start from the same stale inputs. */
  onChange: (change: Partial<ChargingInputs>) => void;
}) {
  const t = useT();
  const set =
    <K extends keyof ChargingInputs>(key: K) =>
    (value: ChargingInputs[K]) =>
      onChange({ [key]: value });
  return (
    <Stack
      component="form"
      aria-label={t('sales.charging.inputs')}
      spacing={2}
      onSubmit={(e) => e.preventDefault()}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t('sales.charging.mode')}
        sx={{ flexWrap: 'wrap' }}
      >
        {CHARGING_MODES.map((mode) => (
          <Button
            key={mode}
            size="small"
            variant={mode === inputs.mode ? 'contained' : 'outlined'}
            aria-pressed={mode === inputs.mode}
            onClick={() => set('mode')(mode)}
          >
            {t(`sales.charging.mode.${mode}`)}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <NumberField
          label={t('sales.charging.battery')}
          unit="kWh"
          {...INPUT_BOUNDS.batteryKwh}
          step={0.5}
          value={inputs.batteryKwh}
          onCommit={set('batteryKwh')}
        />
        <NumberField
          label={t('sales.charging.socNow')}
          unit="%"
          {...INPUT_BOUNDS.socNow}
          value={inputs.socNow}
          onCommit={set('socNow')}
        />
        <NumberField
          label={t('sales.charging.socTarget')}
          unit="%"
          {...INPUT_BOUNDS.socTarget}
          value={inputs.socTarget}
          onCommit={set('socTarget')}
        />
        <SelectField
          label={t('sales.charging.departure')}
          value={inputs.departure}
          options={QUARTER_HOURS}
          onChange={set('departure')}
        />
        <NumberField
          label={t('sales.charging.chargerPower')}
          unit="kW"
          {...INPUT_BOUNDS.chargerKw}
          step={0.1}
          value={inputs.chargerKw}
          onCommit={set('chargerKw')}
        />
        <SelectField
          label={t('sales.charging.phases')}
          value={String(inputs.phases)}
          options={PHASES}
          onChange={(value) => set('phases')(value === '1' ? 1 : 3)}
        />
        <NumberField
          label={t('sales.charging.pvSize')}
          unit="kWp"
          {...INPUT_BOUNDS.pvKwp}
          step={0.5}
          value={inputs.pvKwp}
          onCommit={set('pvKwp')}
        />
      </Stack>
    </Stack>
  );
}
