import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /hems/prepared/:id: the Prepared Installations screen (SPEC §2) replaces this.
export function HemsPreparedRoute() {
  return <NotAvailableScreen />;
}
