import { PublicNotAvailableScreen } from '../app/public-not-available-screen.tsx';

// /sign-up: the sign-up form (account pages work) replaces this.
export function SignUpRoute() {
  return <PublicNotAvailableScreen />;
}
