import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /hems: the HEMS providers overview replaces this.
export function HemsRoute() {
  return <NotAvailableScreen />;
}
