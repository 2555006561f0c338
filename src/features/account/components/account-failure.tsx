import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A failed account call: what happened (with the server's message) and, where there is one, a way on. */
export function AccountFailure({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert severity="error" role="alert">
      {message}
      {children}
    </Alert>
  );
}
