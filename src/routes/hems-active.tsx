import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /hems/active/:id: the sites list of a HEMS provider replaces this.
export function HemsActiveRoute() {
  return <NotAvailableScreen />;
}
