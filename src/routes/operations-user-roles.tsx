import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { useProfile } from '../features/profile/api/get-profile.ts';
import { useT } from '../i18n/display-preferences.ts';
import { UserRolesScreen } from '../features/user-roles/components/user-roles-screen.tsx';

/** /operations/user-roles. The signed-in person gives roles: they are offered only those they may give. */
export function OperationsUserRolesRoute() {
  const t = useT();
  const entry = routeEntry('operationsUserRoles');
  const profile = useProfile();
  const person = profile.status === 'ready' ? profile.data.person : undefined;
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle={t('userRoles.subtitle')}
        {...useBackTarget(entry)}
        right={
          <>
            <Button component={RouterLink} to={paths.operationsPendingSignUps()}>
              {t('userRoles.pendingSignUps')}
            </Button>
            <Button component={RouterLink} to={paths.operationsActivity()}>
              {t('userRoles.activity')}
            </Button>
          </>
        }
      />
      <UserRolesScreen
        grantor={person ? { roles: person.roles, companyUuid: person.company?.uuid } : undefined}
      />
    </>
  );
}
