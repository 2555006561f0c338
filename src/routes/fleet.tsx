import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /fleet/:fleet_uuid: one fleet's sites replace this.
export function FleetRoute() {
  return <NotAvailableScreen />;
}
