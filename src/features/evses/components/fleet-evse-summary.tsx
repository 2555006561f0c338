import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CountCard } from '../../../components/count-card.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { faultedEvsesSearch } from '../../../domain/evse/faulted-evses.ts';
import { useFleetEvseSummary } from '../api/get-fleet-evse-summary.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { problemText } from '../hooks/evse-words.ts';

/** /fleet/{fleetUuid}/evses-overview: the fleet's chargers counted, each count opening the filtered list. */
export function FleetEvseSummary({
  fleetUuid,
  listHref,
}: {
  fleetUuid: string;
  listHref: (search: string) => string;
}) {
  const t = useT();
  const summary = useFleetEvseSummary(fleetUuid);
  if (summary.status === 'error') {
    return (
      <LoadErrorAlert
        title={
          summary.error.status === 404
            ? t('chargers.noFleet', { id: fleetUuid })
            : t('chargers.fleetLoadError')
        }
        error={summary.error}
        onRetry={summary.retry}
      />
    );
  }
  const data = summary.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <UpdatedAgo what={t('chargers.countsWhat')} data={summary} />
      </Box>
      <Box
        component="section"
        aria-label={t('chargers.counts')}
        aria-busy={data === undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      >
        {data === undefined ? (
          [0, 1, 2, 3, 4, 5].map((index) => <Skeleton key={index} variant="rounded" height={110} />)
        ) : (
          <>
            <CountCard label={t('chargers.countChargers')} count={data.total} href={listHref('')} />
            <CountCard
              label={t('chargers.countOnline')}
              count={data.online}
              href={listHref('?connectivity=EVSE_ONLINE')}
            />
            <CountCard
              label={t('chargers.countOffline')}
              count={data.offline}
              href={listHref('?connectivity=EVSE_OFFLINE')}
            />
            <CountCard
              label={t('chargers.countFaulted')}
              count={data.faulted}
              href={listHref(faultedEvsesSearch())}
            />
            {keyed(data.problems, (problem) => problem.code).map(([key, problem]) => (
              <CountCard
                key={key}
                label={problemText(problem.code)}
                count={problem.count}
                href={listHref(`?evse_problem=${problem.code}`)}
              />
            ))}
          </>
        )}
      </Box>
    </Box>
  );
}
