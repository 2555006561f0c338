import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { useT } from '../i18n/display-preferences.ts';
import { TrendsScreen } from '../features/trends/components/trends-screen.tsx';
import { TREND_LINKS } from './trends-links.ts';

/** /operations/trends: how the sites' health and problems develop over time. */
export function OperationsTrendsRoute() {
  const t = useT();
  const entry = routeEntry('operationsTrends');
  const providers = useHemsProviders();
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('trends.subtitle')} {...useBackTarget(entry)} />
      <TrendsScreen links={TREND_LINKS} providers={providers.status === 'ready' ? providers.data : []} />
    </>
  );
}
