import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SitesMessageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** An empty or stopped list: what happened, and what to do about it. */
export function SitesMessage({ icon, title, children, actions }: SitesMessageProps) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      {icon}
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children !== undefined ? (
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {children}
        </Typography>
      ) : null}
      {actions !== undefined ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Paper>
  );
}
