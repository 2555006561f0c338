import { useApiClient } from '../api/use-api-client.ts';
import { SignUpPage } from '../features/account/components/sign-up-page.tsx';

export function SignUpRoute() {
  return <SignUpPage api={useApiClient()} />;
}
