import Typography from '@mui/material/Typography';
import { useT } from '../i18n/display-preferences.ts';
import { ErrorPageFrame } from './error-page-frame.tsx';
import { loadFailureKind } from './lazy-with-timeout.ts';

interface LoadFailurePageProps {
  error: unknown;
  /** Default: a full reload, which fetches the app's files afresh (a failed import is not retried in place). */
  onReload?: () => void;
}

/** The error's message and those of what it wraps (`cause`), each once: the file or step that failed. */
function detailOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  try {
    for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
      const message = current.message.trim();
      if (message !== '' && !messages.includes(message)) messages.push(message);
      current = current.cause;
    }
  } catch {
    // a hostile getter: say what we have
  }
  return messages.join(' — ');
}

/** A route chunk or stylesheet did not load, or not within 120 s (SPEC §8/§9): what happened, Reload, a way home. */
export function LoadFailurePage({ error, onReload = () => window.location.reload() }: LoadFailurePageProps) {
  const t = useT();
  const timedOut = loadFailureKind(error) === 'timeout';
  const detail = detailOf(error);
  return (
    <ErrorPageFrame
      titleId="load-failure-title"
      title={t('loadFailure.title')}
      headline={timedOut ? t('loadFailure.timedOut') : t('loadFailure.notLoaded')}
      reloadLabel={t('loadFailure.reload')}
      onReload={onReload}
      // A full page load on purpose: the app's module cache may still hold the failed import.
      homeBy="document"
    >
      <Typography>
        {timedOut ? t('loadFailure.timedOutWhy') : t('loadFailure.notLoadedWhy')}{' '}
        {t('loadFailure.reloadNote')}
      </Typography>
      {detail !== '' && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('loadFailure.details', { detail })}
        </Typography>
      )}
    </ErrorPageFrame>
  );
}
