import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /api: the API documentation index (SPEC §2) replaces this.
export function ApiDocsRoute() {
  return <NotAvailableScreen />;
}
