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

const PRESET_LABELS: Readonly<Record<TrendPreset, string>> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

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
      <Stack direction="row" spacing={1} role="group" aria-label="Range" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {(Object.keys(PRESET_LABELS) as TrendPreset[]).map((kind) => (
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
            {PRESET_LABELS[kind]}
          </Button>
        ))}
        <Button
          size="small"
          variant={range.kind === 'custom' ? 'contained' : 'outlined'}
          aria-pressed={range.kind === 'custom'}
          aria-expanded={custom}
          onClick={() => setCustom(true)}
        >
          Custom
        </Button>
      </Stack>
      {custom ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={apply}
          aria-label="Custom range"
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <DateInput
            label="From"
            value={from}
            onChange={setFrom}
            min={addDays(today, -TREND_HISTORY_DAYS)}
            max={today}
          />
          <DateInput
            label="To"
            value={to}
            onChange={setTo}
            invalid={!valid}
            min={addDays(today, -TREND_HISTORY_DAYS)}
            max={today}
          />
          <Button type="submit" variant="outlined" disabled={!valid} sx={{ alignSelf: 'flex-end' }}>
            Apply
          </Button>
          {valid ? null : (
            <Typography variant="caption" color="error" sx={{ alignSelf: 'center' }}>
              {`At most ${MAX_TREND_SPAN_DAYS} days, ending by today`}
            </Typography>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
