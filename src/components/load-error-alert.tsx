import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../api/api-error.ts';
import { ErrorReference } from './error-reference.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { adviceText } from './load-error-words.ts';
import { errorText } from '../i18n/error-text.ts';

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
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('lists.tryAgain')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {t('lists.errorLine', {
        message: errorText(error),
        status: error.status === 0 ? t('lists.noAnswer') : `HTTP ${error.status}`,
        advice: adviceText(error.status),
      })}
      <ErrorReference error={error} />
    </Alert>
  );
}
