import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { jobRunsQueryOf, NO_JOB_RUN_FILTERS } from '../../../domain/job-runs/job-runs.list.ts';
import { jobRunsQueryOptions } from '../api/job-runs.ts';

/** The job runs running now: the unfiltered first page's `running` (the screen's own first-page query). */
export function RunningJobsFigure() {
  const query = useQuery({
    ...jobRunsQueryOptions(useApiClient(), jobRunsQueryOf(NO_JOB_RUN_FILTERS, 1)),
    select: (answer) => answer.running,
  });
  return <LiveFigure state={toQueryState(query)} label="running now" />;
}
