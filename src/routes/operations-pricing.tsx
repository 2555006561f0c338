import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { PricingScreen } from '../features/pricing/components/pricing-screen.tsx';

/** /operations/pricing: day-ahead prices and time-variable grid fees. */
export function OperationsPricingRoute() {
  const t = useT();
  const entry = routeEntry('operationsPricing');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('pricing.subtitle')} {...useBackTarget(entry)} />
      <PricingScreen />
    </>
  );
}
