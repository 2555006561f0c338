import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /fleet/:fleet_uuid/:site_uuid: a site of a fleet replaces this.
export function FleetSiteRoute() {
  return <NotAvailableScreen />;
}
