import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { LeadsScreen } from '../features/order-funnel-leads/components/leads-screen.tsx';

/** /operations/order-funnel-leads: people who started a tariff order, and who follows them up. */
export function OperationsOrderFunnelLeadsRoute() {
  const entry = routeEntry('operationsOrderFunnelLeads');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="People who started a tariff order, where they stopped, who follows up"
        {...useBackTarget(entry)}
      />
      <LeadsScreen />
    </>
  );
}
