import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/display-preferences.ts';
import { ErrorPageFrame } from './error-page-frame.tsx';
import { isLoadFailure } from './lazy-with-timeout.ts';
import { LoadFailurePage } from './load-failure-page.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  try {
    if (error instanceof Error && error.message.trim() !== '') return error.message;
  } catch {
    // a hostile message getter must not break the page that reports errors
  }
  return translate('routeError.unexpected');
}

/**
 * The error boundary of every route: what happened and a way on, never a blank page. A chunk or stylesheet that
 * did not load (or not within 120 s) gets the load-failure page with Reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  if (isLoadFailure(error)) return <LoadFailurePage error={error} />;
  return (
    <ErrorPageFrame
      titleId="route-error-title"
      title={t('routeError.title')}
      headline={t('routeError.headline')}
      reloadLabel={t('routeError.reload')}
      onReload={() => window.location.reload()}
      homeBy="app"
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>{describe(error)}</Typography>
    </ErrorPageFrame>
  );
}
