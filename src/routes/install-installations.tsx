import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import { routeEntry } from './route-catalogue.ts';
import { CompanyInstallations } from '../features/install/components/company-installations.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { useProfile } from '../features/profile/api/get-profile.ts';

/**
 * /install/installations/{companyUuid}: the company's installations. A person who belongs to an
 * installer company (their profile names one) sees their own installations first ("mine"); others see everyone's.
 */
export function InstallInstallationsRoute() {
  const t = useT();
  const entry = routeEntry('installInstallations');
  const { params } = useScreenRoute();
  const companyUuid = params.companyUuid ?? '';
  const profile = useProfile();
  const company = profile.status === 'ready' ? profile.data.person?.company : undefined;
  const own = company !== undefined && company !== null && company.uuid === companyUuid;
  return (
    <>
      <PageHeader
        title={
          own ? t('install.installationsOf', { title: entry.title, company: company.name }) : entry.title
        }
        subtitle={t('install.subtitle')}
        {...useBackTarget(entry)}
      />
      {/* The default ("mine" or everyone's) needs the person: the list waits for the profile (usually cached). */}
      {profile.status === 'loading' ? null : (
        <CompanyInstallations companyUuid={companyUuid} mineByDefault={own} />
      )}
    </>
  );
}
