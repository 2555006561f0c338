import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { addDays } from '../../../domain/format/zoned-time.ts';
import { DateInput } from './date-input.tsx';
import {
  isValidSpan,
  MAX_TREND_SPAN_DAYS,
  presetRange,
  TREND_HISTORY_DAYS,
  type TrendPreset,
  type TrendRange,
} from '../../../domain/trends/trend-range.ts';

import { useT } from '../../../i18n/display-preferences.ts';

const PRESETS: readonly TrendPreset[] = ['30d', '90d', '1y'];

/** The range: three presets as pressed buttons, or a custom from … to (checked as the API checks it). */
export function TrendRangePicker({
  range,
  today,
  onChange,
}: {
  range: TrendRange;
  today: string;
  onChange: (range: TrendRange) => void;
}) {
  const t = useT();
  const [custom, setCustom] = useState(range.kind === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const valid = isValidSpan(from, to, today);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onChange({ kind: 'custom', from, to });
  };
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('trends.range')}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        {PRESETS.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant={range.kind === kind ? 'contained' : 'outlined'}
            aria-pressed={range.kind === kind}
            onClick={() => {
              setCustom(false);
              onChange(presetRange(kind, today));
            }}
          >
            {t(`trends.preset.${kind}`)}
          </Button>
        ))}
        <Button
          size="small"
          variant={range.kind === 'custom' ? 'contained' : 'outlined'}
          aria-pressed={range.kind === 'custom'}
          aria-expanded={custom}
          onClick={() => setCustom(true)}
        >
          {t('trends.custom')}
        </Button>
      </Stack>
      {custom ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={apply}
          aria-label={t('trends.customRange')}
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <DateInput
            label={t('trends.from')}
            value={from}
            onChange={setFrom}
            min={addDays(today, -TREND_HISTORY_DAYS)}
            max={today}
          />
          <DateInput
            label={t('trends.to')}
            value={to}
            onChange={setTo}
            invalid={!valid}
            min={addDays(today, -TREND_HISTORY_DAYS)}
            max={today}
          />
          <Button type="submit" variant="outlined" disabled={!valid} sx={{ alignSelf: 'flex-end' }}>
            {t('trends.apply')}
          </Button>
          {valid ? null : (
            <Typography variant="caption" color="error" sx={{ alignSelf: 'center' }}>
              {t('trends.atMost', { days: MAX_TREND_SPAN_DAYS })}
            </Typography>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
