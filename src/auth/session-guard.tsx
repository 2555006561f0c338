import { lazy, Suspense, useEffect, useReducer, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginHref } from '../config/paths.ts';
import { checkStoredSession, expiryOf } from '../domain/auth/session.ts';
import type { SessionEndReason, SessionEndState } from './session-end.ts';
import { clearTokens, leaveKeptPage, type StoredSession } from './session-storage.ts';
import { useStoredSession } from './use-stored-session.ts';
import { loadCatalogueArea } from '../i18n/i18n.ts';

// The notice is needed only when a session has ended mid-page: it loads then, not on every signed-in route, and its
// words (the sign-in catalogue's) with it.
const SessionEndedNotice = lazy(() =>
  Promise.all([import('./session-ended-notice.tsx'), loadCatalogueArea('sign-in')]).then(([module]) => ({
    default: module.SessionEndedNotice,
  })),
);

// setTimeout fires at once for delays above 2^31 - 1 ms (~24.8 days); farther expiries are checked on navigation.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Why the person is out, if they did not sign out themselves: what the client found (kept in memory), or what is
 * wrong with the stored tokens. Validity depends on the clock by definition: evaluated on every render on purpose.
 */
function endOf(session: StoredSession): { valid: boolean; reason: SessionEndReason | null } {
  const check = checkStoredSession(session, Date.now());
  if (check === 'valid') return { valid: true, reason: null };
  return { valid: false, reason: check === 'absent' ? session.endedBecause : check };
}

/**
 * SPEC §4: without a valid session the two tokens are removed and the user goes to /login, which brings them back
 * here afterwards and says why they were signed out (an unusable, refused or expired session). Re-checked on every
 * render — each navigation, each storage write (the client's sign-out, another tab) — and when the refresh token
 * expires while the page stays open. A person deactivated meanwhile stays on the page under a notice instead: what
 * they typed stays there to copy until they sign out.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const location = useLocation();
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const { valid, reason } = endOf(session);
  const { refreshToken } = session;

  useEffect(() => {
    if (!valid) clearTokens(reason ?? undefined);
  }, [valid, reason]);

  useEffect(() => {
    const exp = expiryOf(refreshToken);
    if (!valid || exp === null) return undefined;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(recheck, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [refreshToken, valid]);

  if (valid) return children;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (session.pageKept) {
    return (
      <>
        {children}
        <Suspense fallback={null}>
          <SessionEndedNotice onSignOut={() => leaveKeptPage(here)} />
        </Suspense>
      </>
    );
  }
  const state: SessionEndState | undefined = reason === null ? undefined : { sessionEnd: reason };
  return <Navigate replace to={loginHref(here === session.signedOutFrom ? undefined : here)} state={state} />;
}
