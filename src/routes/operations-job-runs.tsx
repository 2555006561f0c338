import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { JobRunsScreen } from '../features/job-runs/components/job-runs-screen.tsx';

/** /operations/thread-logs (the route keeps its name): the background job runs. */
export function OperationsJobRunsRoute() {
  const t = useT();
  const entry = routeEntry('operationsThreadLogs');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('jobRuns.subtitle')} {...useBackTarget(entry)} />
      <JobRunsScreen />
    </>
  );
}
