import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyNavTarget,
  isSameOriginPath,
  safeReturnPath,
} from '../../../src/domain/navigation/nav-target.ts';

const BASE = 'https://portal.test';

describe('classifyNavTarget', () => {
  it.each([
    ['/hems', 'internal'],
    ['/hems/prepared/sonnen?x=1#top', 'internal'],
    ['/', 'internal'],
    ['https://docs.example.com/guide', 'external'],
    ['HTTPS://Docs.Example.com', 'external'],
    ['http://docs.example.com', 'unsafe'],
    ['javascript:alert(1)', 'unsafe'],
    ['JaVaScRiPt:alert(1)', 'unsafe'],
    [' javascript:alert(1)', 'unsafe'],
    ['data:text/html,<script>alert(1)</script>', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['//evil.example', 'unsafe'],
    ['/\\evil.example', 'unsafe'],
    ['\\\\evil.example', 'unsafe'],
    ['/\t/evil.example', 'unsafe'],
    ['/\n/evil.example', 'unsafe'],
    [' /hems', 'unsafe'],
    ['https:evil.example', 'unsafe'],
    ['https://', 'unsafe'],
    ['https://user:pw@evil.example', 'unsafe'],
    ['hems', 'unsafe'],
    ['mailto:someone@example.com', 'unsafe'],
    ['', 'unsafe'],
  ])('%j is %s', (target, kind) => {
    expect(classifyNavTarget(target).kind).toBe(kind);
  });

  it('non-strings are unsafe', () => {
    for (const value of [undefined, null, 1, {}, ['/hems']])
      expect(classifyNavTarget(value).kind).toBe('unsafe');
  });

  it('an internal target resolves to this origin, an external one to https, for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (target) => {
          const result = classifyNavTarget(target);
          if (result.kind === 'internal') {
            const url = new URL(result.path, BASE);
            expect(url.origin).toBe(BASE);
          }
          if (result.kind === 'external') {
            expect(new URL(result.href).protocol).toBe('https:');
          }
        },
      ),
    );
  });

  it('anything that does not start with a single "/" or "https://" is never a link', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        fc.pre(!target.startsWith('/') && !/^https:\/\//i.test(target));
        expect(classifyNavTarget(target).kind).toBe('unsafe');
      }),
    );
  });
});

describe('safeReturnPath (the login page `from`)', () => {
  const back = (from: unknown) => safeReturnPath(from, '/login', '/');

  it('honours a same-origin relative path with its query and hash', () => {
    expect(back('/hems/prepared/sonnen?status=READY#x')).toBe('/hems/prepared/sonnen?status=READY#x');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'hems',
    '',
    null,
    7,
  ])('%j goes home', (from) => {
    expect(back(from)).toBe('/');
  });

  it('never returns to the login page itself', () => {
    expect(back('/login')).toBe('/');
    expect(back('/login/?from=/x')).toBe('/');
  });

  it('always yields a path of this origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (from) => {
          const path = back(from);
          expect(isSameOriginPath(path)).toBe(true);
          expect(new URL(path, BASE).origin).toBe(BASE);
        },
      ),
    );
  });
});
