import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { evsesQueryOptions } from '../api/list-evses.ts';

/** The chargers offline now: the chargers call's countTotal with its connectivity filter (the list's own query). */
export function ChargersOfflineFigure() {
  const query = useQuery({
    ...evsesQueryOptions(useApiClient(), { connectivity: ['EVSE_OFFLINE'] }),
    select: (answer) => answer.countTotal,
  });
  return <LiveFigure state={toQueryState(query)} label="offline now" />;
}
