import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useDayAheadPrices } from '../features/pricing/api/get-day-ahead-prices.ts';
import { useT } from '../i18n/display-preferences.ts';
import { SmartChargingDemo } from '../features/smart-charging-demo/components/smart-charging-demo.tsx';

/** /sales/smart-charging-demo: plan a car's charge with a prospect; cost and CO₂ against charging now. */
export function SalesSmartChargingDemoRoute() {
  const t = useT();
  const entry = routeEntry('salesSmartChargingDemo');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('sales.charging.subtitle')} {...useBackTarget(entry)} />
      <SmartChargingDemo useDayAheadPrices={useDayAheadPrices} />
    </>
  );
}

/** The demo as partners embed it: the planner itself, without the page around it. */
export function SmartChargingDemoWidget() {
  return <SmartChargingDemo useDayAheadPrices={useDayAheadPrices} />;
}
