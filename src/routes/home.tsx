import { PermissionsProvider } from '../auth/permissions-provider.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { NotAvailableState } from '../app/not-available-state.tsx';

// SPEC §2: home sits under the permissions provider. Its content, the health overview (problem lists), replaces
// the state below.
export function HomeRoute() {
  return (
    <PermissionsProvider>
      <PageHeader title="Health Overview" subtitle="Site and installation problems" />
      <NotAvailableState what="The health overview" />
    </PermissionsProvider>
  );
}
