import { NotAvailableScreen } from '../app/not-available-screen.tsx';

// /site/:subUuid: the site detail screen replaces this.
export function SiteRoute() {
  return <NotAvailableScreen />;
}
