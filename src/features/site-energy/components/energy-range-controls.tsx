import { ChevronLeftIcon as ChevronLeft } from '../../../components/icons/chevron-left.tsx';
import { ChevronRightIcon as ChevronRight } from '../../../components/icons/chevron-right.tsx';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToggleChoice } from '../../../components/toggle-choice.tsx';
import { ENERGY_RANGES, type EnergyRange } from '../../../domain/energy/energy-range.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { RANGE_WORDS } from './energy-words.ts';

export interface EnergyRangeControlsProps {
  range: EnergyRange;
  /** What the range covers, e.g. 'Tue, 24 Nov 2026'. */
  label: string;
  timeZone: string;
  onRange: (range: EnergyRange) => void;
  onShift: (by: -1 | 1) => void;
  /** The next range lies entirely in the future. */
  nextDisabled: boolean;
}

/** Day / week / month / year, and previous / next of the same length. */
export function EnergyRangeControls({
  range,
  label,
  timeZone,
  onRange,
  onShift,
  nextDisabled,
}: EnergyRangeControlsProps) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      {/* Drawn as MUI's small primary ToggleButtonGroup (its module is not fetched at first paint). */}
      <ToggleChoice
        label={t('energy.range')}
        value={range}
        options={ENERGY_RANGES.map((value) => ({ value, label: t(RANGE_WORDS[value]) }))}
        onChange={onRange}
      />
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('energy.previous', { range })} onClick={() => onShift(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ minWidth: 180, textAlign: 'center' }}
          aria-live="polite"
        >
          {label}
        </Typography>
        <IconButton
          aria-label={t('energy.next', { range })}
          onClick={() => onShift(1)}
          disabled={nextDisabled}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('energy.timesIn', { timeZone })}
      </Typography>
    </Stack>
  );
}
