import { useCanOpen } from '../auth/use-can.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { OrderFunnelScreen } from '../features/order-funnel/components/order-funnel-screen.tsx';

/** /sales/tariff-order-funnel: where tariff orders are lost, step by step. */
export function SalesTariffOrderFunnelRoute() {
  const t = useT();
  const entry = routeEntry('salesTariffOrderFunnel');
  const canOpenLeads = useCanOpen('operationsOrderFunnelLeads');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('sales.funnel.subtitle')} {...useBackTarget(entry)} />
      <OrderFunnelScreen leadsPath={canOpenLeads ? paths.operationsOrderFunnelLeads() : null} />
    </>
  );
}
