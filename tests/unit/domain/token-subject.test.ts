import { describe, expect, it } from 'vitest';
import { subjectOf } from '../../../src/domain/auth/token-subject.ts';
import { testJwt } from '../../helpers/jwt.ts';

describe('subjectOf: whose recent items', () => {
  it('reads the sub claim of a token', () => {
    expect(subjectOf(testJwt({ sub: 'ana@example.com', exp: 1 }))).toBe('ana@example.com');
  });

  it.each([
    null,
    undefined,
    '',
    'x',
    'a.b',
    'a.b.c.d',
    42,
    testJwt({ exp: 1 }),
    testJwt({ sub: ' ' }),
    testJwt({ sub: 7 }),
    testJwt([1]),
  ])('is null for %j', (token) => {
    expect(subjectOf(token)).toBeNull();
  });
});
