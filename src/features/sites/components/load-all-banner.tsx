import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { ErrorReference } from '../../../components/error-reference.tsx';
import { loadErrorAdvice } from '../../../domain/sites/sites-display.ts';
import type { LoadAllView } from '../hooks/sites-source.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';

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
  if (status === 'running') {
    const value = percent(done, total);
    return (
      <Alert
        severity="info"
        role="status"
        sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}
        action={
          <Button color="inherit" size="small" onClick={loadAll.cancel}>
            Cancel
          </Button>
        }
      >
        <AlertTitle>Loading every page</AlertTitle>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            aria-label="Loading every page"
            variant={value === null ? 'indeterminate' : 'determinate'}
            {...(value === null ? {} : { value })}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Box component="span" sx={{ whiteSpace: 'nowrap', typography: 'body2' }}>
            {total === null ? 'Finding the pages…' : `${formatCount(done)} of ${formatCount(total)} pages`}
          </Box>
        </Box>
      </Alert>
    );
  }
  if (status === 'cancelled' || status === 'failed') {
    const where = total === null ? '' : ` after ${formatCount(done)} of ${formatCount(total)} pages`;
    return (
      <Alert
        severity={status === 'failed' ? 'error' : 'warning'}
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={loadAll.start}>
            Resume
          </Button>
        }
      >
        <AlertTitle>
          {status === 'failed' ? `Loading stopped${where}: a page failed` : `Loading cancelled${where}`}
        </AlertTitle>
        {status === 'failed' && error !== null ? `${error.message}. ${loadErrorAdvice(error.status)} ` : ''}
        {stoppedNote} Resume keeps the pages already loaded on screen while it fetches the rest.
        {status === 'failed' && error !== null ? <ErrorReference error={error} /> : null}
      </Alert>
    );
  }
  if (offer === null) return null;
  const count = offer.countTotal === null ? 'all' : `all ${formatCount(offer.countTotal)}`;
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
          {`Load ${count} sites`}
        </Button>
      }
    >
      {offer.reason}
    </Alert>
  );
}
