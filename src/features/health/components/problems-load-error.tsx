import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../../../api/api-error.ts';
import { NO_RESPONSE_STATUS } from '../../../api/api-error.ts';
import { ErrorReference } from '../../../components/error-reference.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface ProblemsLoadErrorProps {
  /** What failed to load, e.g. 'site problems'. */
  what: string;
  error: ApiError;
  onRetry: () => void;
}

function explain(error: ApiError): string {
  if (error.status === NO_RESPONSE_STATUS) {
    return t('health.unreachable', { message: errorText(error) });
  }
  return t('health.answered', { status: error.status, message: errorText(error) });
}

/** Says what happened, the id to report, and offers to load again. */
export function ProblemsLoadError({ what, error, onRetry }: ProblemsLoadErrorProps) {
  useT();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 32 }}>
          {t('health.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('health.loadFailed', { what })}</AlertTitle>
      {explain(error)}
      <ErrorReference error={error} />
    </Alert>
  );
}
