import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface AccountOutcomeProps {
  title: string;
  /** What this means for the user, in our words. */
  children: ReactNode;
  /** The server's own message (the mock answers 'Request accepted.'). */
  serverMessage: string;
  action: { label: string; to: string };
}

/** The success state of an account form: replaces the form, takes the focus so it is read out. */
export function AccountOutcome({ title, children, serverMessage, action }: AccountOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Alert ref={ref} severity="success" role="status" tabIndex={-1} sx={{ outline: 0 }}>
        <AlertTitle>{title}</AlertTitle>
        {children}
        {serverMessage.trim() !== '' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {serverMessage}
          </Typography>
        )}
      </Alert>
      <Button variant="contained" size="large" component={RouterLink} to={action.to}>
        {action.label}
      </Button>
    </Stack>
  );
}
