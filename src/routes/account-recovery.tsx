import { useApiClient } from '../api/use-api-client.ts';
import { AccountRecoveryPage } from '../features/account/components/account-recovery-page.tsx';

export function AccountRecoveryRoute() {
  return <AccountRecoveryPage api={useApiClient()} />;
}
