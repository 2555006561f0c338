import { jwtDecode } from 'jwt-decode';

/**
 * SPEC §5: the login state is valid when the stored refresh token decodes and its expiry lies in the future,
 * compared in whole seconds. `nowMs` is passed in (domain never reads clocks), e.g. `Date.now()`.
 * Total: any input — missing, malformed, hostile — gives a boolean, never a throw.
 */
export function isLoginValid(refreshToken: unknown, nowMs: number): boolean {
  const exp = expiryOf(refreshToken);
  if (exp === null || !Number.isFinite(nowMs)) return false;
  return exp > Math.floor(nowMs / 1000);
}

/** The numeric `exp` claim (seconds since the epoch) of a JWT, or null when it is absent or unusable. */
export function expiryOf(token: unknown): number | null {
  if (typeof token !== 'string' || token === '') return null;
  // A JWT is exactly header.payload.signature; jwt-decode alone would accept junk around a valid payload part.
  if (token.split('.').length !== 3) return null;
  let header: unknown;
  let payload: unknown;
  try {
    header = jwtDecode(token, { header: true });
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  if (!isRecord(header) || !isRecord(payload)) return null;
  const exp: unknown = Object.prototype.hasOwnProperty.call(payload, 'exp') ? payload.exp : undefined;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The longest token the portal sends. A header line over 8 KB is refused by common servers and proxies (nginx's
 * default buffers, Node's 16 KB for all headers together; 431 or 400), and a refused header makes every call fail
 * whatever "Try again" does: a longer stored token cannot be ours (the portal's are well under 2 KB).
 */
export const MAX_TOKEN_CHARS = 4096;

/** A token no server could take in a header (every call would fail the same way, whatever a refresh does). */
export function isOversizedToken(value: string): boolean {
  return value.length > MAX_TOKEN_CHARS;
}

/**
 * Whether a stored token can be sent as a header value at all: printable ASCII (a line break or a character past
 * ASCII makes the browser refuse the whole request), not oversized.
 */
export function isSendableToken(value: string): boolean {
  return !isOversizedToken(value) && /^[\x20-\x7e]+$/.test(value);
}

/**
 * What the stored tokens are worth now: `absent` (no refresh token: never signed in, or signed out), `valid`,
 * `expired` (a refresh token whose expiry has passed), or `unusable` (an oversized token, or a refresh token that does
 * not decode — edited, cut or corrupted storage). Any other access token is opaque here: one that cannot be sent is
 * left out of the request (session-storage.ts), and the one refresh after the 401 replaces it.
 */
export type StoredSessionCheck = 'absent' | 'valid' | 'expired' | 'unusable';

export function checkStoredSession(
  tokens: { token: string | null; refreshToken: string | null },
  nowMs: number,
): StoredSessionCheck {
  const { token, refreshToken } = tokens;
  if (refreshToken === null || refreshToken === '') return 'absent';
  if (isOversizedToken(refreshToken) || (token !== null && isOversizedToken(token))) return 'unusable';
  const exp = expiryOf(refreshToken);
  if (exp === null) return 'unusable';
  return isLoginValid(refreshToken, nowMs) ? 'valid' : 'expired';
}
