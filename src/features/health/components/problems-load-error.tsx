import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../../../api/api-error.ts';
import { NO_RESPONSE_STATUS } from '../../../api/api-error.ts';
import { ErrorReference } from '../../../components/error-reference.tsx';
import { errorText } from '../../../i18n/error-text.ts';

export interface ProblemsLoadErrorProps {
  /** What failed to load, e.g. 'site problems'. */
  what: string;
  error: ApiError;
  onRetry: () => void;
}

function explain(error: ApiError): string {
  if (error.status === NO_RESPONSE_STATUS) {
    return `The server could not be reached (${errorText(error)}). Check the connection, then retry.`;
  }
  return `The server answered ${error.status}: ${errorText(error)}.`;
}

/** Says what happened, the id to report, and offers to load again. */
export function ProblemsLoadError({ what, error, onRetry }: ProblemsLoadErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 32 }}>
          Retry
        </Button>
      }
    >
      <AlertTitle>Could not load the {what}</AlertTitle>
      {explain(error)}
      <ErrorReference error={error} />
    </Alert>
  );
}
