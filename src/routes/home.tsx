import { PermissionsProvider } from '../auth/permissions-provider.tsx';
import { HealthScreen } from '../features/health/components/health-screen.tsx';

// SPEC §2: home sits under the permissions provider. DESIGN §3: home is the health overview (problem lists); the
// drill-down into one list is the same route with search params, so it is a shareable link.
export function HomeRoute() {
  return (
    <PermissionsProvider>
      <HealthScreen />
    </PermissionsProvider>
  );
}
