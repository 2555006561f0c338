import { createHmac } from 'node:crypto';

/** The mock signs with a fixed, public key: the tokens are fixtures, not secrets. */
export const MOCK_JWT_KEY = 'operator-portal-mock-signing-key';

/** 2099-12-31T23:59:59Z: far enough in the future that mock sessions never expire. */
export const FAR_FUTURE_EXP = Date.UTC(2099, 11, 31, 23, 59, 59) / 1000;

const base64url = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

export function signJwt(payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', MOCK_JWT_KEY).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
