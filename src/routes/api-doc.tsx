import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /api/:apiKey: the rendered OpenAPI document of one API replaces this.
export function ApiDocRoute() {
  return <NotAvailableScreen />;
}
