import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorReference } from '../../../components/error-reference.tsx';
import type { LoadAllView } from '../hooks/sites-source.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { adviceText } from '../../../components/load-error-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { ProgressLine } from '../../../components/progress-line.tsx';

export interface LoadAllBannerProps {
  loadAll: LoadAllView;
  /** Offer to start a run (filters or search apply to one server page only). */
  offer: { readonly countTotal: number | null; readonly reason: string } | null;
  /** What the rows shown are after a stop, e.g. 'Filters apply to page 2 only.' */
  stoppedNote: string;
}

function percent(done: number, total: number | null): number | null {
  return total === null || total === 0 ? null : Math.min(100, Math.round((done / total) * 100));
}

/** The "load every page" run: the offer, its progress with Cancel, and how it ended when it did not finish. */
export function LoadAllBanner({ loadAll, offer, stoppedNote }: LoadAllBannerProps) {
  const { status, done, total, error } = loadAll;
  const t = useT();
  if (status === 'running') {
    const value = percent(done, total);
    return (
      <Alert
        severity="info"
        role="status"
        sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}
        action={
          <Button color="inherit" size="small" onClick={loadAll.cancel}>
            {t('sites.cancel')}
          </Button>
        }
      >
        <AlertTitle>{t('sites.loadingEvery')}</AlertTitle>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <ProgressLine
            aria-label={t('sites.loadingEvery')}
            value={value}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Box component="span" sx={{ whiteSpace: 'nowrap', typography: 'body2' }}>
            {total === null
              ? t('sites.findingPages')
              : t('sites.pagesDone', { done: formatCount(done), total: formatCount(total) })}
          </Box>
        </Box>
      </Alert>
    );
  }
  if (status === 'cancelled' || status === 'failed') {
    const where =
      total === null ? '' : t('sites.after', { done: formatCount(done), total: formatCount(total) });
    return (
      <Alert
        severity={status === 'failed' ? 'error' : 'warning'}
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={loadAll.start}>
            {t('sites.resume')}
          </Button>
        }
      >
        <AlertTitle>
          {status === 'failed' ? t('sites.stoppedFailed', { where }) : t('sites.cancelled', { where })}
        </AlertTitle>
        {status === 'failed' && error !== null ? `${errorText(error)}. ${adviceText(error.status)} ` : ''}
        {t('sites.resumeNote', { note: stoppedNote })}
        {status === 'failed' && error !== null ? <ErrorReference error={error} /> : null}
      </Alert>
    );
  }
  if (offer === null) return null;
  const count =
    offer.countTotal === null ? t('sites.all') : t('sites.allN', { n: formatCount(offer.countTotal) });
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={loadAll.start}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('sites.loadCount', { count })}
        </Button>
      }
    >
      {offer.reason}
    </Alert>
  );
}
