import TextField from '@mui/material/TextField';
import { useState } from 'react';

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
  const [text, setText] = useState(String(value));
  // A new value from outside (the URL changed): show it (React's "adjust state while rendering" pattern).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = text.trim() === '' ? NaN : Number(text);
  const valid = Number.isFinite(parsed) && parsed >= min && parsed <= max;
  return (
    <TextField
      label={`${label} (${unit})`}
      type="number"
      size="small"
      value={text}
      error={!valid}
      helperText={valid ? ' ' : `${min} to ${max}`}
      slotProps={{ htmlInput: { min, max, step } }}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= min && next <= max)
          onCommit(next);
      }}
    />
  );
}
