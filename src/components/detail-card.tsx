import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DetailField {
  readonly label: string;
  readonly value: ReactNode;
  /** Ids read better in monospace. */
  readonly mono?: boolean;
}

/** A titled card of label/value pairs, as a real description list. */
export function DetailCard({
  title,
  fields,
  children,
}: {
  title: string;
  fields?: readonly DetailField[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {fields !== undefined ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                // A value of any length the spec allows stays whole and inside the card: it wraps anywhere.
                sx={{ m: 0, overflowWrap: 'anywhere', ...(field.mono ? { fontFamily: 'monospace' } : {}) }}
              >
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {children}
    </Paper>
  );
}
