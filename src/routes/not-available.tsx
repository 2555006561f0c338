import { NotAvailableScreen } from '../components/not-available-screen.tsx';

// Every route of SPEC §2 whose content the SPEC does not show (DESIGN §3). A screen that gets built gets its own
// module in this folder and its own line in src/app/shell-routes.tsx.
export function NotAvailableRoute() {
  return <NotAvailableScreen />;
}
