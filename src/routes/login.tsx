import { useApiClient } from '../api/use-api-client.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';

export function LoginRoute() {
  return <LoginPage api={useApiClient()} />;
}
