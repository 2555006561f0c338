import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { LeadsScreen } from '../features/order-funnel-leads/components/leads-screen.tsx';

/** /operations/order-funnel-leads: people who started a tariff order, and who follows them up. */
export function OperationsOrderFunnelLeadsRoute() {
  const t = useT();
  const entry = routeEntry('operationsOrderFunnelLeads');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('leads.subtitle')} {...useBackTarget(entry)} />
      <LeadsScreen />
    </>
  );
}
