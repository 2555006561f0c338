import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /api/internal: the internal API documentation page replaces this (back goes one step back).
export function ApiInternalRoute() {
  return <NotAvailableScreen />;
}
