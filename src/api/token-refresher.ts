import type { SessionEnd, TokenStore } from './token-store.ts';

/**
 * What one refresh call came to. `rejected`: the server answered and will not give a token for this refresh
 * token (any non-OK answer below 500, or an OK answer without a usable `access`) — the session is over.
 * `unavailable`: no usable answer (network failure, 5xx) — the refresh token may still be good, so the session is
 * kept and a later 401 may try again.
 */
export type RefreshOutcome =
  { kind: 'ok'; access: string } | { kind: 'rejected'; reason: SessionEnd } | { kind: 'unavailable' };

export interface TokenRefresherOptions {
  tokenStore: TokenStore;
  /** Performs `POST /authentication-api/refresh-token {refresh}`; must not throw (a throw counts as unavailable). */
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  onSignOut: (reason: SessionEnd) => void;
}

export interface TokenRefresher {
  /**
   * Called after a 401 for a request that was sent with `tokenSent`. Resolves to the access token to repeat that
   * request with, or null when it must not be repeated (the 401 then goes to the caller as an ApiError).
   */
  tokenForRetry(tokenSent: string | null): Promise<string | null>;
  /**
   * Ends the session for an answer no refresh can mend (the repeat after a refresh refused as well, a deactivated
   * person, headers the server cannot take). Once per session: late answers of an ended session change nothing.
   */
  end(reason: SessionEnd): void;
}

export function createTokenRefresher({
  tokenStore,
  refresh,
  onSignOut,
}: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<string | null> | null = null;
  // Refresh-token values known not to work: the refused one and what the store holds after clearing (null). A 401
  // that arrives late from an ended session must neither refresh nor sign out a second time.
  const dead = new Set<string | null>();

  const endSession = (refreshToken: string | null, reason: SessionEnd): null => {
    dead.add(refreshToken);
    try {
      tokenStore.clearSession(reason);
      dead.add(tokenStore.getRefreshToken());
    } finally {
      try {
        onSignOut(reason);
      } catch (error) {
        // The sign-out callback belongs to the app shell; its bug must not turn into a second failure here.
        console.error('onSignOut failed', error);
      }
    }
    return null;
  };

  const run = async (refreshToken: string | null): Promise<string | null> => {
    if (refreshToken === null) return endSession(null, 'refused');
    let outcome: RefreshOutcome;
    try {
      outcome = await refresh(refreshToken);
    } catch {
      outcome = { kind: 'unavailable' };
    }
    if (outcome.kind === 'ok') {
      tokenStore.setToken(outcome.access);
      return outcome.access;
    }
    if (outcome.kind === 'rejected') return endSession(refreshToken, outcome.reason);
    return null;
  };

  return {
    tokenForRetry(tokenSent) {
      // Every 401 that lands while a refresh runs shares it: one refresh however many requests failed.
      if (inFlight !== null) return inFlight;
      // The token was already replaced after this request left (a refresh finished meanwhile): retry with the
      // current one instead of refreshing again — a shared promise alone would double-refresh here.
      const current = tokenStore.getToken();
      if (current !== null && current !== tokenSent) return Promise.resolve(current);
      const refreshToken = tokenStore.getRefreshToken();
      // This refresh token was already refused (and sign-out fired): late 401s of that session give up quietly.
      if (dead.has(refreshToken)) return Promise.resolve(null);
      const pending = run(refreshToken).finally(() => {
        inFlight = null;
      });
      inFlight = pending;
      return pending;
    },

    end(reason) {
      const refreshToken = tokenStore.getRefreshToken();
      if (!dead.has(refreshToken)) endSession(refreshToken, reason);
    },
  };
}
