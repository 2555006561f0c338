import { useOutletContext } from 'react-router-dom';
import { LiveStreamView } from '../features/site-energy/components/live-stream-view.tsx';
import type { SiteEnergyOutletContext } from './site-energy.tsx';

/** The live view of a site's energy screen, in either mount (…/live-stream). */
export function SiteLiveStreamRoute() {
  const { subUuid, timeZone, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <LiveStreamView subUuid={subUuid} timeZone={timeZone} enabled={scoped} />;
}
