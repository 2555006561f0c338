import Alert from '@mui/material/Alert';
import type { ApiError } from '../api/api-error.ts';
import { listWaitMessage, rateLimitWait } from '../domain/auth/rate-limit.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * While a list waits to ask again after "too many requests" (429), says so and counts the wait down; nothing
 * otherwise. `retrying` is the query's first failure while the cache retries it (QueryState.retrying).
 */
export function RateLimitWait({ retrying }: { retrying: ApiError | null }) {
  const wait = useCountdown(rateLimitWait(retrying), retrying);
  if (wait === null) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {listWaitMessage(wait)}
    </Alert>
  );
}
