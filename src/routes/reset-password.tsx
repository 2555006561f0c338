import { PublicNotAvailableScreen } from '../app/public-not-available-screen.tsx';

// /reset-password: the password reset forms (account pages work) replace this.
export function ResetPasswordRoute() {
  return <PublicNotAvailableScreen />;
}
