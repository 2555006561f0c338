import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /fleet: the fleets list replaces this.
export function FleetsRoute() {
  return <NotAvailableScreen />;
}
