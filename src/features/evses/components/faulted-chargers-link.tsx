import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseServerQuery } from '../../../domain/evse/evses.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { evsesQueryOptions, type EvseListSource } from '../api/list-evses.ts';

/**
 * "3 faulted" above a charger list: the list's own call with the Status filter set to Faulted alone (`query`, page 1;
 * its countTotal), linking to the list so filtered (`search`). While the call runs it says so; when it fails it says
 * the count is not available, never a number. Not asked while the list's own request cannot be said (`enabled`).
 */
export function FaultedChargersLink({
  query,
  search,
  source = 'all',
  enabled = true,
}: {
  query: EvseServerQuery;
  search: string;
  source?: EvseListSource;
  enabled?: boolean;
}) {
  const count = toQueryState(
    useQuery({
      ...evsesQueryOptions(useApiClient(), query, source),
      select: (answer) => answer.countTotal,
      enabled,
    }),
  );
  return (
    <Typography variant="body2" component="p" aria-live="polite">
      {count.status === 'loading' ? (
        'Counting faulted chargers…'
      ) : count.status === 'error' ? (
        'Faulted chargers: count not available'
      ) : count.data === 0 ? (
        'No faulted charger'
      ) : (
        <Link component={RouterLink} to={{ search }} sx={{ fontWeight: 700 }}>
          {`${formatCount(count.data)} faulted`}
        </Link>
      )}
    </Typography>
  );
}
