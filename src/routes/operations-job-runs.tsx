import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { JobRunScreen } from '../features/job-runs/components/job-run-screen.tsx';
import { JobRunsScreen } from '../features/job-runs/components/job-runs-screen.tsx';

/** /operations/thread-logs (the route keeps its name): the background job runs. */
export function OperationsJobRunsRoute() {
  const entry = routeEntry('operationsThreadLogs');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="Forecasting, optimisation, trading bids, problem detection and data exchange"
        {...useBackTarget(entry)}
      />
      <JobRunsScreen />
    </>
  );
}

/** /operations/thread-logs/:runId: one run and its log. */
export function OperationsJobRunRoute() {
  const entry = routeEntry('operationsJobRun');
  const { runId = '' } = useParams();
  return (
    <>
      <PageHeader title={`${entry.title} ${runId}`} {...useBackTarget(entry)} />
      <JobRunScreen key={runId} runId={runId} />
    </>
  );
}
