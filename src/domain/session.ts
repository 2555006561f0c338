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
