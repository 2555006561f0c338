import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../../../api/api-error.ts';
import { ErrorReference } from '../../../components/error-reference.tsx';
import { loadErrorAdvice } from '../../../domain/sites-display.ts';

export interface SitesLoadErrorProps {
  title: string;
  error: ApiError;
  onRetry: () => void;
}

/** A failed load: the server's message, the status, what to do, the id to report below that, and Try again. */
export function SitesLoadError({ title, error, onRetry }: SitesLoadErrorProps) {
  const status = error.status === 0 ? 'no answer' : `HTTP ${error.status}`;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {`${error.message} (${status}). ${loadErrorAdvice(error.status)}`}
      <ErrorReference error={error} />
    </Alert>
  );
}
