// Unsigned test JWTs: the portal only decodes tokens, it never verifies signatures.
const b64url = (text: string): string => Buffer.from(text).toString('base64url');

export function testJwt(payload: unknown): string {
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A refresh token valid for `seconds` more (negative: expired that long ago). */
export function refreshTokenExpiringIn(seconds: number, nowMs = Date.now()): string {
  return testJwt({ sub: 'staff@example.com', exp: Math.floor(nowMs / 1000) + seconds });
}
