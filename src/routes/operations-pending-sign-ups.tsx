import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Can } from '../auth/can.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { useProfile } from '../features/profile/api/get-profile.ts';
import { useT } from '../i18n/display-preferences.ts';
import { PendingSignUpsScreen } from '../features/sign-ups/components/pending-sign-ups-screen.tsx';

/**
 * /operations/pending-sign-ups. The signed-in person is the approver: an installer admin's queue is
 * their company's, and they approve as the installer roles only.
 */
export function OperationsPendingSignUpsRoute() {
  const t = useT();
  const entry = routeEntry('operationsPendingSignUps');
  const profile = useProfile();
  const person = profile.status === 'ready' ? profile.data.person : undefined;
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle={t('signUps.subtitle')}
        {...useBackTarget(entry)}
        right={
          <Can operation="listStaffUsers">
            <Button component={RouterLink} to={paths.operationsUserRoles()}>
              {t('signUps.userRoles')}
            </Button>
          </Can>
        }
      />
      <PendingSignUpsScreen
        approver={
          person
            ? { roles: person.roles, companyUuid: person.company?.uuid, companyName: person.company?.name }
            : undefined
        }
      />
    </>
  );
}
