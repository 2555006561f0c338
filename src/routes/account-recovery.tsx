import { PublicNotAvailableScreen } from '../app/public-not-available-screen.tsx';

// /account-recovery: the account recovery form (account pages work) replaces this.
export function AccountRecoveryRoute() {
  return <PublicNotAvailableScreen />;
}
