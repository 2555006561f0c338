// The mock's tokens, signed and checked as a real server must (docs/mock.md "Tokens"): HS256 with the development
// key of scripts/generate/jwt.ts, a subject that is a staff id of the dataset, a type (access or refresh) and a real
// expiry. Every secured call and every refresh verifies the signature (constant-time), the algorithm (exactly
// HS256: `none` and every other one are refused), the expiry against the machine's real clock (never the mock's
// moved clock: a pinned world must not revive an expired token) and the type. What a real backend adds on top
// (rotation, revocation, key management, audience and issuer) is listed in docs/mock.md.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MOCK_JWT_KEY, signJwt } from '../../generate/jwt.ts';

export type TokenType = 'access' | 'refresh';

/** How long an access token lives: short, as a real server keeps it (a stolen one is good for minutes). */
export const ACCESS_TOKEN_SECONDS = 30 * 60;
/** How long a refresh token lives: one working day; then the person signs in again. */
export const REFRESH_TOKEN_SECONDS = 12 * 60 * 60;
/** Longer than any token the mock issues: a header that size is not a token. */
const MAX_TOKEN_LENGTH = 4096;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface VerifiedToken {
  readonly sub: string;
  readonly typ: TokenType;
  /** Seconds since the epoch. */
  readonly exp: number;
}

export type TokenRefusal = { readonly errorId: 'TOKEN_INVALID' | 'TOKEN_EXPIRED'; readonly message: string };
export type TokenCheck = { ok: true; token: VerifiedToken } | ({ ok: false } & TokenRefusal);

const invalid = (message: string): TokenCheck => ({ ok: false, errorId: 'TOKEN_INVALID', message });

function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function signatureMatches(signingInput: string, signature: string): boolean {
  const expected = createHmac('sha256', MOCK_JWT_KEY).update(signingInput).digest();
  const given = Buffer.from(signature, 'base64url');
  // Same length first (timingSafeEqual throws otherwise); the length of an HMAC-SHA256 is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks a token the mock issued: shape, algorithm, signature, type, subject and expiry, in that order (nothing of
 * the payload is trusted before the signature is). `nowMs` is the real time (Date.now()), never a moved one.
 */
export function verifyToken(token: string | undefined, expected: TokenType, nowMs = Date.now()): TokenCheck {
  if (token === undefined || token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) {
    return invalid('The token is not a token this service issued');
  }
  const [headerPart, payloadPart, signature] = token.split('.') as [string, string, string];
  const header = jsonPart(headerPart);
  if (header?.alg !== 'HS256') return invalid('The token is not signed the way this service signs');
  if (!signatureMatches(`${headerPart}.${payloadPart}`, signature)) {
    return invalid('The token is not a token this service issued');
  }
  const payload = jsonPart(payloadPart);
  if (payload === undefined) return invalid('The token is not a token this service issued');
  if (payload.typ !== expected) {
    return invalid(expected === 'access' ? 'This is not an access token' : 'This is not a refresh token');
  }
  const { sub, exp } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number' || !Number.isFinite(exp)) {
    return invalid('The token is not a token this service issued');
  }
  if (exp * 1000 <= nowMs) {
    return {
      ok: false,
      errorId: 'TOKEN_EXPIRED',
      message:
        expected === 'access' ? 'The access token has expired' : 'The session has expired: sign in again',
    };
  }
  return { ok: true, token: { sub, typ: expected, exp } };
}

/** Who a token is for: `sub` is the staff id (the only claim the mock reads back); email and name are for people. */
export interface TokenSubject {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/**
 * A token for a staff user. Its expiry counts from the later of the real now and `worldNowMs` (a pinned
 * world's now: the browser of a test pinned there reads its clock, and SPEC §5's check of the refresh token's `exp`
 * must find it valid); the mock's own check always reads the real clock.
 */
export function issueToken(
  subject: TokenSubject,
  typ: TokenType,
  worldNowMs?: number,
  nowMs = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000);
  const from = Math.floor(Math.max(nowMs, worldNowMs ?? nowMs) / 1000);
  const lifetime = typ === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
  const { id: sub, email, name } = subject;
  return signJwt({ sub, email, name, typ, iat, exp: from + lifetime, jti: randomUUID() });
}

/** The token pair a sign-in answers. */
export function issueTokenPair(
  subject: TokenSubject,
  worldNowMs?: number,
): { access: string; refresh: string } {
  return {
    access: issueToken(subject, 'access', worldNowMs),
    refresh: issueToken(subject, 'refresh', worldNowMs),
  };
}
