import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /api/external: the external API documentation page replaces this.
export function ApiExternalRoute() {
  return <NotAvailableScreen />;
}
