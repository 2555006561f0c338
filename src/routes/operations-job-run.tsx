import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { JobRunScreen } from '../features/job-runs/components/job-run-screen.tsx';

// A module of its own, apart from the runs' list (operations-job-runs.tsx): each route loads only its own screen.

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
