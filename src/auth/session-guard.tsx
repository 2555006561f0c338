import { useEffect, useReducer, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginHref } from '../config/paths.ts';
import { expiryOf, isLoginValid } from '../domain/session.ts';
import { clearTokens } from './session-storage.ts';
import { useStoredSession } from './use-stored-session.ts';

// Validity depends on the clock by definition; it is re-evaluated on every render on purpose.
const isValidNow = (refreshToken: string | null): boolean => isLoginValid(refreshToken, Date.now());

// setTimeout fires at once for delays above 2^31 - 1 ms (~24.8 days); farther expiries are checked on navigation.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * SPEC §4: without a valid session the two tokens are removed and the user goes to /login, which brings them back
 * here afterwards. Re-checked on every render — each navigation, each storage write (the client's sign-out, another
 * tab) — and when the refresh token expires while the page stays open.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { refreshToken, signedOutFrom } = useStoredSession();
  const location = useLocation();
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const valid = isValidNow(refreshToken);

  useEffect(() => {
    if (!valid) clearTokens();
  }, [valid]);

  useEffect(() => {
    const exp = expiryOf(refreshToken);
    if (!valid || exp === null) return undefined;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(recheck, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [refreshToken, valid]);

  if (!valid) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={loginHref(here === signedOutFrom ? undefined : here)} />;
  }
  return children;
}
