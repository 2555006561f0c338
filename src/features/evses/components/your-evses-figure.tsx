import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { evsesQueryOptions } from '../api/list-evses.ts';

/** The signed-in salesperson's customers' chargers: Your EVSEs' countTotal, unfiltered (the list's own first query). */
export function YourEvsesFigure() {
  const query = useQuery({
    ...evsesQueryOptions(useApiClient(), {}, 'yours'),
    select: (answer) => answer.countTotal,
  });
  return <LiveFigure state={toQueryState(query)} label="chargers of your customers" />;
}
