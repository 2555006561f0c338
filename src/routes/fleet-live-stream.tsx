import { useOutletContext } from 'react-router-dom';
import { LiveStreamView } from '../features/site-energy/components/live-stream-view.tsx';
import type { SiteEnergyOutletContext } from './fleet-subscription.tsx';

/** /fleet/{fleetUuid}/subscription/{subUuid}/live-stream */
export function FleetLiveStreamRoute() {
  const { subUuid, timeZone, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <LiveStreamView subUuid={subUuid} timeZone={timeZone} enabled={scoped} />;
}
