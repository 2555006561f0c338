import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { faultedEvsesQuery, faultedEvsesSearch } from '../../../domain/evse/faulted-evses.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { evsesQueryOptions, type EvseListSource } from '../api/list-evses.ts';

/**
 * "3 faulted" above a charger list: the faulted chargers of the list's scope (every charger, a fleet's, or the
 * caller's customers'), counted by the list's own call with the Faulted filter alone (its countTotal), linking to this
 * list filtered by Faulted. While the call runs it says so; when it fails it says the count is not available.
 */
export function FaultedChargersLink({
  fleetUuid,
  source = 'all',
}: {
  fleetUuid?: string | undefined;
  source?: EvseListSource;
}) {
  const count = toQueryState(
    useQuery({
      ...evsesQueryOptions(useApiClient(), faultedEvsesQuery(fleetUuid), source),
      select: (answer) => answer.countTotal,
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
        <Link component={RouterLink} to={{ search: faultedEvsesSearch() }} sx={{ fontWeight: 700 }}>
          {`${formatCount(count.data)} faulted`}
        </Link>
      )}
    </Typography>
  );
}
