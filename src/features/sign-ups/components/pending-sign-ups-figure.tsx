import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { signUpsQueryOptions } from '../api/list-sign-ups.ts';

/** The sign-ups waiting for approval: the first page's `countTotal` (the screen's own first-page query). */
export function PendingSignUpsFigure() {
  const query = useQuery({
    ...signUpsQueryOptions(useApiClient(), { page: 1 }),
    select: (answer) => answer.countTotal,
  });
  return <LiveFigure state={toQueryState(query)} label="waiting" />;
}
