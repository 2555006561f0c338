import Box from '@mui/material/Box';

/**
 * A labelled native date field. Not MUI's TextField: its form-control parts add ~20 kB gzip to the route (the trends
 * route must stay within its 260 kB budget); the browser's own picker is keyboard-accessible.
 */
export function DateInput({
  label,
  value,
  min,
  max,
  invalid = false,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, typography: 'caption' }}
    >
      {label}
      <Box
        component="input"
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          typography: 'body2',
          p: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          color: 'text.primary',
          bgcolor: 'background.paper',
        }}
      />
    </Box>
  );
}
