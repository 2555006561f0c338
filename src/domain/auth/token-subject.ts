import { jwtDecode } from 'jwt-decode';

/**
 * The `sub` claim of an access token (who signed in: the key of their jump-to recent items), or null when the token
 * is absent, malformed or has none. Apart from session.ts so that the /login entry does not carry it. Total: never
 * throws.
 */
export function subjectOf(token: unknown): string | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const sub: unknown = Object.prototype.hasOwnProperty.call(payload, 'sub')
    ? (payload as Record<string, unknown>).sub
    : undefined;
  return typeof sub === 'string' && sub.trim() !== '' ? sub : null;
}
