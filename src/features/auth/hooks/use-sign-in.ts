import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { clearTokens, storeProfile, storeTokens } from '../../../auth/session-storage.ts';
import { HOME_PATH, LOGIN_PATH } from '../../../config/paths.ts';
import { safeReturnPath } from '../../../domain/navigation/nav-target.ts';
import { checkStoredSession } from '../../../domain/auth/session.ts';
import { loadCatalogueAreaIn } from '../../../i18n/i18n.ts';
import { signInFailureMessage } from './sign-in-messages.ts';

/**
 * The words of the refusal's error id (the `errors` area), fetched only when a refusal names one: /login does not
 * carry them up front. When they cannot be loaded, the server's message is shown, as for an id without words.
 */
const errorWordsFor = (error: ApiError): Promise<void> =>
  error.errorId === undefined
    ? Promise.resolve()
    : loadCatalogueAreaIn('errors', 'de').catch(() => undefined);

export interface SignInState {
  readonly pending: boolean;
  /** The message of the last failed attempt, or null. */
  readonly error: string | null;
  /** The API error of the last failed attempt, when the server refused it (e.g. a 429 and its wait). */
  readonly failure: ApiError | null;
  signIn(credentials: { email: string; password: string }): Promise<void>;
}

const STORAGE_REFUSED =
  'Your browser did not let the portal store the session (local storage is disabled or full). ' +
  'Allow site data for this page and try again.';
const UNUSABLE_SESSION = 'The server answered with a session that cannot be used (missing or expired token).';

/**
 * Login call → store `token` and `refresh-token` → profile call → store `permissions` and
 * `navItems` → go to the page first asked for (same-origin only, see domain/nav-target) or home.
 */
export function useSignIn(api: ApiClient): SignInState {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  const from = searchParams.get('from');

  const signIn = useCallback(
    async ({ email, password }: { email: string; password: string }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(null);
      setFailure(null);
      const fail = (message: string, cause: ApiError | null = null) => {
        setError(message);
        setFailure(cause);
        setPending(false);
        inFlight.current = false;
      };

      const login = await api.POST('/authentication-api/login', { body: { email, password } });
      if (login.error !== undefined) {
        await errorWordsFor(login.error);
        return fail(signInFailureMessage(login.error, 'login'), login.error);
      }
      const { access, refresh } = login.data;
      // The same check the guard makes of stored tokens: a session it would end at once is not stored.
      if (
        typeof access !== 'string' ||
        access === '' ||
        checkStoredSession({ token: access, refreshToken: refresh }, Date.now()) !== 'valid'
      ) {
        return fail(UNUSABLE_SESSION);
      }
      if (!storeTokens({ access, refresh })) {
        clearTokens();
        return fail(STORAGE_REFUSED);
      }

      const profile = await api.GET('/ui/v1/profile');
      if (profile.error !== undefined) {
        // Half a session (tokens without permissions and navigation) is worse than none.
        clearTokens();
        await errorWordsFor(profile.error);
        return fail(signInFailureMessage(profile.error, 'profile'), profile.error);
      }
      storeProfile({ permissions: profile.data.permissions, navItems: profile.data.navItems });

      inFlight.current = false;
      await navigate(safeReturnPath(from, LOGIN_PATH, HOME_PATH), { replace: true });
    },
    [api, from, navigate],
  );

  return { pending, error, failure, signIn };
}
