import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../api/api-error.ts';
import { loadErrorAdvice } from '../domain/sites/sites-display.ts';
import { ErrorReference } from './error-reference.tsx';

export interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. 'Could not load the fleets'. */
  title: string;
  error: ApiError;
  onRetry: () => void;
}

/**
 * A failed load of a screen's data: the server's message, the status, what to do, the id to report below that, and
 * Try again.
 */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {`${error.message} (${error.status === 0 ? 'no answer' : `HTTP ${error.status}`}). ${loadErrorAdvice(error.status)}`}
      <ErrorReference error={error} />
    </Alert>
  );
}
