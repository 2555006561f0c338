import { useOutletContext } from 'react-router-dom';
import { EnergyHistoryView } from '../features/site-energy/components/energy-history-view.tsx';
import type { SiteEnergyOutletContext } from './fleet-subscription.tsx';

/** /fleet/{fleetUuid}/subscription/{subUuid}/site-energy-history */
export function FleetSiteEnergyHistoryRoute() {
  const { subUuid, timeZone, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <EnergyHistoryView subUuid={subUuid} timeZone={timeZone} enabled={scoped} />;
}
