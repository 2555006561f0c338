import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseServerQuery } from '../../../domain/evse/evses.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { evsesQueryOptions, type EvseListSource } from '../api/list-evses.ts';
import { useT } from '../../../i18n/display-preferences.ts';

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
  const t = useT();
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
        t('chargers.countingFaulted')
      ) : count.status === 'error' ? (
        t('chargers.faultedUnavailable')
      ) : count.data === 0 ? (
        t('chargers.noFaulted')
      ) : (
        <Link component={RouterLink} to={{ search }} sx={{ fontWeight: 700 }}>
          {t('chargers.faulted', { n: formatCount(count.data) })}
        </Link>
      )}
    </Typography>
  );
}
