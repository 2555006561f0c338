import { useOutletContext } from 'react-router-dom';
import { TelemetryView } from '../features/site-energy/components/telemetry-view.tsx';
import type { SiteEnergyOutletContext } from './fleet-subscription.tsx';

/** /fleet/{fleetUuid}/subscription/{subUuid}/site-telemetry */
export function FleetSiteTelemetryRoute() {
  const { subUuid, scoped } = useOutletContext<SiteEnergyOutletContext>();
  return <TelemetryView subUuid={subUuid} enabled={scoped} />;
}
