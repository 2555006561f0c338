import Typography from '@mui/material/Typography';
import { Can } from '../auth/can.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import { routeEntry } from './route-catalogue.ts';
import { CompanyAdmin } from '../features/install/components/company-admin.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { PendingSignUpsLink } from '../features/sign-ups/components/pending-sign-ups-link.tsx';

/**
 * /install/admin-installations/{companyUuid} (installations:admin): the company's installations
 * company-wide (the list module and screen of /install/installations, everyone's by default, with the installer
 * column and Reassign), its duplicates to resolve, its installer users, and the way to the pending sign-ups for
 * whoever may approve them.
 */
export function InstallAdminInstallationsRoute() {
  const t = useT();
  const entry = routeEntry('installAdminInstallations');
  const { params } = useScreenRoute();
  const companyUuid = params.companyUuid ?? '';
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('install.admin.subtitle')} {...useBackTarget(entry)} />
      <Can operation="listSignUps">
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('install.admin.signUps')} <PendingSignUpsLink />
        </Typography>
      </Can>
      <CompanyAdmin companyUuid={companyUuid} />
    </>
  );
}
