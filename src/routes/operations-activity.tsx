import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { ActivityLog } from '../features/activity/components/activity-log.tsx';

/** /operations/activity (a proposed route): who changed what, when. */
export function OperationsActivityRoute() {
  const t = useT();
  const entry = routeEntry('operationsActivity');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle={t('activity.subtitle')}
        {...useBackTarget(entry)}
        right={
          <Button component={RouterLink} to={paths.operationsUserRoles()} variant="text">
            {t('activity.userRoles')}
          </Button>
        }
      />
      <ActivityLog />
    </>
  );
}
