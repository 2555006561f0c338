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
  /** Removes `token` and `refresh-token` (a failed refresh). */
  clearSession(): void;
}
