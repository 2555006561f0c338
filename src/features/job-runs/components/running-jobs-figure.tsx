import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { jobRunsQueryOf, NO_JOB_RUN_FILTERS } from '../../../domain/job-runs/job-runs.list.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { tOr } from '../../../i18n/i18n.ts';
import { jobRunsQueryOptions } from '../api/job-runs.ts';

/** The job runs running now: the unfiltered first page's `running` (the screen's own first-page query). */
export function RunningJobsFigure() {
  useT();
  const query = useQuery({
    ...jobRunsQueryOptions(useApiClient(), jobRunsQueryOf(NO_JOB_RUN_FILTERS, 1)),
    select: (answer) => answer.running,
  });
  return (
    <LiveFigure
      state={toQueryState(query)} // The operations page may not load the job runs' words: English until it does.
      label={tOr('jobRuns.figure', 'running now')}
    />
  );
}
