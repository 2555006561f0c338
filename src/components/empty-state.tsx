import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** Why there is nothing to show. */
  children: ReactNode;
}

/** A loaded list with nothing in it, said in place of the list. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}
