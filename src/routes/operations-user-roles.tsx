import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from '../config/route-meta.ts';
import { UserRolesScreen } from '../features/user-roles/components/user-roles-screen.tsx';

/** /operations/user-roles (issue 31 item 5). */
export function OperationsUserRolesRoute() {
  const entry = routeEntry('operationsUserRoles');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="Who may do what"
        {...useBackTarget(entry)}
        right={
          <>
            <Button component={RouterLink} to={paths.operationsPendingSignUps()}>
              Pending sign-ups
            </Button>
            <Button component={RouterLink} to={paths.operationsActivity()}>
              Activity
            </Button>
          </>
        }
      />
      <UserRolesScreen />
    </>
  );
}
