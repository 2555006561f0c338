import { useOutletContext } from 'react-router-dom';
import { EnergyHistoryView } from '../features/site-energy/components/energy-history-view.tsx';
import type { SiteEnergyOutletContext } from './site-energy.tsx';

/** The energy history of a site's energy screen, in either mount (…/site-energy-history). */
export function SiteEnergyHistoryRoute() {
  const { subUuid, timeZone, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <EnergyHistoryView subUuid={subUuid} timeZone={timeZone} enabled={scoped} />;
}
