import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from '../config/route-meta.ts';
import { PendingSignUpsScreen } from '../features/sign-ups/components/pending-sign-ups-screen.tsx';

/** /operations/pending-sign-ups (issue 31 item 6). */
export function OperationsPendingSignUpsRoute() {
  const entry = routeEntry('operationsPendingSignUps');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="People waiting for access"
        {...useBackTarget(entry)}
        right={
          <Button component={RouterLink} to={paths.operationsUserRoles()}>
            User roles
          </Button>
        }
      />
      <PendingSignUpsScreen />
    </>
  );
}
