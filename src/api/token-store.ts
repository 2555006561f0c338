/**
 * Why the client ended a session: the server refused it after the one refresh (`refused`), said the person has been
 * deactivated (`deactivated`, errorId ACCOUNT_DEACTIVATED), or could not take the request's headers at all
 * (`unusable`, 431). Each is final: no refresh or repeat can make that session work again.
 */
export type SessionEnd = 'refused' | 'deactivated' | 'unusable';

/**
 * What the client needs from the session. `src/auth/` implements it over local storage (keys `token`,
 * `refresh-token`, `subscription-token`); the client is handed one (DESIGN §2: api never imports auth).
 * Reads must never throw; a missing or unusable value is `null`.
 */
export interface TokenStore {
  /** The access token sent as `Authorization: Bearer …`, or null. */
  getToken(): string | null;
  /** The refresh token posted to the refresh call, or null. */
  getRefreshToken(): string | null;
  /** Sent as `X-Subscription-Token` when non-null and non-empty. */
  getSubscriptionToken(): string | null;
  /** Stores a new access token (the `access` of a successful refresh). */
  setToken(token: string): void;
  /** Removes `token` and `refresh-token` and keeps why, for the guard to tell the person. */
  clearSession(reason: SessionEnd): void;
}
