import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStoredSession,
  expiryOf,
  isLoginValid,
  isSendableToken,
  MAX_TOKEN_CHARS,
} from '../../../src/domain/auth/session.ts';

const b64url = (text: string): string => Buffer.from(text).toString('base64url');
const jwt = (payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

// Seconds in a range that stays exactly representable when multiplied by 1000.
const nowSeconds = fc.integer({ min: 1, max: 4_000_000_000 });
const subSecondMs = fc.integer({ min: 0, max: 999 });

describe('isLoginValid (SPEC §5: refresh token decodes and exp lies in the future, in seconds)', () => {
  it('is valid one second before expiry and invalid at and after it, whatever the milliseconds', () => {
    fc.assert(
      fc.property(nowSeconds, subSecondMs, (now, ms) => {
        const nowMs = now * 1000 + ms;
        expect(isLoginValid(jwt({ exp: now + 1 }), nowMs)).toBe(true);
        expect(isLoginValid(jwt({ exp: now }), nowMs)).toBe(false);
        expect(isLoginValid(jwt({ exp: now - 1 }), nowMs)).toBe(false);
      }),
    );
  });

  it('agrees with exp > floor(now / 1000) for any numeric exp', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        nowSeconds,
        subSecondMs,
        (exp, now, ms) => {
          expect(isLoginValid(jwt({ exp }), now * 1000 + ms)).toBe(exp > now);
        },
      ),
    );
  });

  it('is invalid when exp is missing or not a number', () => {
    const notANumber = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer()),
      fc.dictionary(fc.string(), fc.integer()),
      fc.integer().map(String),
    );
    fc.assert(
      fc.property(notANumber, nowSeconds, (exp, now) => {
        expect(isLoginValid(jwt({ exp }), now * 1000)).toBe(false);
      }),
    );
    expect(isLoginValid(jwt({ sub: 'someone' }), 0)).toBe(false);
    expect(isLoginValid(jwt({}), 0)).toBe(false);
  });

  it('is invalid for payloads that are not objects', () => {
    for (const payload of [null, 42, 'exp', [9_999_999_999], true]) {
      expect(isLoginValid(jwt(payload), 0)).toBe(false);
    }
  });

  it('never throws and is false for arbitrary strings and values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), fc.integer(), (token, now) => {
        expect(isLoginValid(token, now)).toBe(false);
      }),
    );
  });

  it('is false for malformed tokens: wrong part count, bad base64, bad JSON', () => {
    const future = { exp: 9_999_999_999 };
    const good = jwt(future);
    const [header, payload] = good.split('.') as [string, string];
    expect(isLoginValid(good, 0)).toBe(true);
    for (const token of [
      '',
      payload,
      `${header}.`,
      `${header}.%%%.sig`,
      `${header}.${b64url('{"exp": 99')}.sig`,
      `${header}.${b64url('not json')}.sig`,
      `Bearer ${good}`,
    ]) {
      expect(isLoginValid(token, 0), token).toBe(false);
    }
  });

  it('is false when the clock is not a finite number', () => {
    const token = jwt({ exp: 9_999_999_999 });
    expect(isLoginValid(token, Number.NaN)).toBe(false);
    expect(isLoginValid(token, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('expiryOf', () => {
  it('reads a numeric exp', () => {
    expect(expiryOf(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000);
    expect(expiryOf(jwt({ exp: '1700000000' }))).toBeNull();
    expect(expiryOf(null)).toBeNull();
  });
});

describe('token shape', () => {
  it('needs a decodable header and exactly three parts', () => {
    const future = { exp: 9_999_999_999 };
    const good = jwt(future);
    expect(isLoginValid(`${good}.extra`, 0)).toBe(false);
    expect(isLoginValid(jwt(future, 'not-an-object'), 0)).toBe(false);
    expect(isLoginValid(`%%%.${good.split('.')[1] ?? ''}.sig`, 0)).toBe(false);
  });
});

describe('checkStoredSession (what the guard makes of the stored tokens)', () => {
  const NOW = 1_800_000_000_000;
  const refresh = (exp: number) => jwt({ exp });
  const live = refresh(NOW / 1000 + 3600);

  it('valid, expired, absent', () => {
    expect(checkStoredSession({ token: 'access', refreshToken: live }, NOW)).toBe('valid');
    expect(checkStoredSession({ token: null, refreshToken: live }, NOW)).toBe('valid');
    expect(checkStoredSession({ token: 'access', refreshToken: refresh(NOW / 1000 - 1) }, NOW)).toBe(
      'expired',
    );
    expect(checkStoredSession({ token: 'access', refreshToken: null }, NOW)).toBe('absent');
    expect(checkStoredSession({ token: null, refreshToken: '' }, NOW)).toBe('absent');
  });

  it('unusable: an oversized token, or a refresh token that does not decode; any other access token is opaque', () => {
    expect(checkStoredSession({ token: 'x'.repeat(MAX_TOKEN_CHARS + 1), refreshToken: live }, NOW)).toBe(
      'unusable',
    );
    for (const token of ['x'.repeat(MAX_TOKEN_CHARS), '{not json', 'line\nbreak', 'caf\u00e9']) {
      expect(checkStoredSession({ token, refreshToken: live }, NOW)).toBe('valid');
    }
    expect(
      checkStoredSession({ token: 'access', refreshToken: `${live}${'a'.repeat(MAX_TOKEN_CHARS)}` }, NOW),
    ).toBe('unusable');
    expect(checkStoredSession({ token: 'access', refreshToken: 'not-a-jwt' }, NOW)).toBe('unusable');
  });

  it('any strings give one of the four answers, never a throw; a sendable token is printable ASCII up to the limit', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (token, refreshToken) => {
        expect(['absent', 'valid', 'expired', 'unusable']).toContain(
          checkStoredSession({ token, refreshToken }, NOW),
        );
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: MAX_TOKEN_CHARS }), (value) => {
        expect(isSendableToken(value)).toBe(/^[\x20-\x7e]+$/.test(value));
      }),
    );
  });
});
