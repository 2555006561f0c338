import { useOutletContext } from 'react-router-dom';
import { TelemetryView } from '../features/site-energy/components/telemetry-view.tsx';
import type { SiteEnergyOutletContext } from './site-energy.tsx';

/** The telemetry of a site's energy screen, in either mount (…/site-telemetry). */
export function SiteTelemetryRoute() {
  const { subUuid, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <TelemetryView subUuid={subUuid} enabled={scoped} />;
}
