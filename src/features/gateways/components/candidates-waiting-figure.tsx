import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { chargepointCandidatesQueryOptions } from '../api/list-chargepoint-candidates.ts';

/** The OCPP identities waiting to be assigned: the candidates call's length (the list's own query). */
export function CandidatesWaitingFigure() {
  const query = useQuery({
    ...chargepointCandidatesQueryOptions(useApiClient()),
    select: (candidates) => candidates.length,
  });
  return <LiveFigure state={toQueryState(query)} label="waiting" />;
}
