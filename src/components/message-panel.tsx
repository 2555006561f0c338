import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MessagePanelProps {
  /** A large decorative icon (aria-hidden), if the state has one. */
  icon?: ReactNode;
  title: string;
  /** A heading where the message stands for a section of its own (an empty list); else a paragraph. */
  titleAs?: 'h2' | 'p';
  titleVariant?: 'h2' | 'h6';
  /** What happened, in a sentence or two. */
  children?: ReactNode;
  /** Ways on: buttons or links. */
  actions?: ReactNode;
}

/** A state instead of content (empty, not found, not available): icon, what happened, what to do about it. */
export function MessagePanel({
  icon,
  title,
  titleAs = 'p',
  titleVariant = 'h2',
  children,
  actions,
}: MessagePanelProps) {
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
      <Typography component={titleAs} variant={titleVariant}>
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
