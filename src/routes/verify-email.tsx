import { PublicNotAvailableScreen } from '../app/public-not-available-screen.tsx';

// /verify-email: the email verification form (account pages work) replaces this.
export function VerifyEmailRoute() {
  return <PublicNotAvailableScreen />;
}
