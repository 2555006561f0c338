// Plain labelled number inputs for the demo's form (the select is components/native-select-field.tsx): MUI's TextField would put ~20 kB
// gzip on a route that must stay within 260 kB with its chart; native controls are keyboard accessible as they are.
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { fieldSx } from '../../../components/native-select-field.tsx';
import { formatDecimal } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/**
 * A number input that commits only a value within its bounds; while the text is not one, it says so and the plan
 * keeps the last good value.
 */
export function NumberField({
  label,
  unit,
  value,
  min,
  max,
  step = 1,
  onCommit,
}: {
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onCommit: (value: number) => void;
}) {
  const t = useT();
  const [text, setText] = useState(String(value));
  // A new value from outside (the URL changed): show it (React's "adjust state while rendering" pattern).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const valid = isWithin(text, min, max);
  let hint: ReactNode = null;
  if (!valid)
    hint = (
      <Box component="span" sx={{ color: 'error.main' }}>
        {t('sales.charging.bounds', { min: formatDecimal(min, 2), max: formatDecimal(max, 2) })}
      </Box>
    );
  return (
    <Box component="label" sx={fieldSx}>
      {t('sales.charging.field', { label, unit })}
      <input
        type="number"
        value={text}
        min={min}
        max={max}
        step={step}
        aria-invalid={!valid}
        onChange={(event) => {
          setText(event.target.value);
          if (isWithin(event.target.value, min, max)) onCommit(Number(event.target.value));
        }}
      />
      {hint}
    </Box>
  );
}

function isWithin(text: string, min: number, max: number): boolean {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) && value >= min && value <= max;
}
