// A plain labelled native select: MUI's TextField with its select (menu, popover, modal) puts ~20 kB gzip on a route;
// the browser's own control is keyboard accessible and read by screen readers as it is. Used where a route is near
// its 260 kB budget (the smart-charging demo, the pricing screen's grid-fee choice).
import Box from '@mui/material/Box';

export const fieldSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  typography: 'body2',
  color: 'text.secondary',
  '& input, & select': {
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 1,
    py: 0.75,
    minWidth: 110,
  },
  '& [aria-invalid="true"]': { borderColor: 'error.main' },
} as const;

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Box component="label" sx={fieldSx}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Box>
  );
}
