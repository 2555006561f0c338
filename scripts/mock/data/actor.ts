// Who made a request, as the mock records it (a command's `actor` in a charger's history log): the `email` claim of
// the bearer token (the address the person signed in with), else its `sub`. Prism has already checked that a token is there; its signature is the mock's own, so it is read,
// not verified. Anything unreadable is 'unknown staff member' rather than an error.
const UNKNOWN = 'unknown staff member';

export function actorOf(authorization: string | string[] | undefined): string {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return UNKNOWN;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      email?: unknown;
    };
    for (const claim of [claims.email, claims.sub]) {
      if (typeof claim === 'string' && claim.trim() !== '') return claim.slice(0, 200);
    }
    return UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}
