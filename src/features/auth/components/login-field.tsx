import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';

interface LoginFieldProps {
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A labelled native input styled from the theme. Not MUI's TextField/OutlinedInput: those bring InputBase,
 * Select, Menu, Popover and Modal (~14 kB gzip) to a page held to a JS budget (DESIGN §6: /login ≤ 170 kB).
 */
export function LoginField({ label, type, name, autoComplete, value, onChange, error }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const invalid = error !== undefined;
  return (
    <div>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? helperId : undefined}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 48,
          px: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: invalid ? 'error.main' : 'grey.600',
          borderRadius: 1,
          '&:hover': { borderColor: invalid ? 'error.dark' : 'text.primary' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: invalid ? 'error.main' : 'primary.main',
            outlineOffset: 0,
          },
        }}
      />
      {invalid && (
        <Typography id={helperId} variant="body2" sx={{ color: 'error.dark', mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </div>
  );
}
