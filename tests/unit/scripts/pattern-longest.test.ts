// The longest text a simple anchored pattern allows (scripts/generate/pattern-longest.ts): used by the answer
// generator (tests/arbitraries/api-answers.gen.ts) and the edge answers' `longest` mode (tests/helpers/edge-answers.ts).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longestMatch, shortestMatch } from '../../../scripts/generate/pattern-longest.ts';

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const HH_MM_OR_24 = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

describe('longestMatch', () => {
  it('draws a valid HH:mm time for the §14a window patterns', () => {
    expect(longestMatch(HH_MM, 5)).toBe('19:59');
    expect(longestMatch(HH_MM_OR_24, 5)).toMatch(new RegExp(HH_MM_OR_24, 'u'));
    expect(longestMatch(HH_MM, 4)).toBeNull();
  });

  it('fills free text to the limit with wide letters, and bounded repeats to their bound', () => {
    expect(longestMatch('^[^\\u0000-\\u001F\\u007F]*$', 8)).toBe('WWWWWWWW');
    expect(longestMatch('^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$', 200)).toHaveLength(100);
    expect(longestMatch('^[A-Z]{2}(-[A-Z]{2})?$', 10)).toBe('WW-WW');
    expect(longestMatch('^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$', 7)).toMatch(/^W+(\/W+){0,2}$/);
    expect(longestMatch('^limit=\\d{1,9}, remaining=\\d{1,9}, reset=\\d{1,9}$', 500)).toBe(
      'limit=999999999, remaining=999999999, reset=999999999',
    );
  });

  it('shortestMatch: the shortest text within the lengths (the emptiest answers)', () => {
    expect(shortestMatch(HH_MM, 0, 5)).toBe('19:59');
    expect(shortestMatch('^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$', 0, 64)).toBe('W');
    expect(shortestMatch('^[A-Z][A-Z-]{1,4}$', 3, 5)).toBe('WWW');
    expect(shortestMatch('^[A-Z]{2}$', 3, 5)).toBeNull();
  });

  it('sums of length ranges: every length between the bounds, also for a token of 8,192 characters', () => {
    const token = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';
    const longest = longestMatch(token, 8192);
    expect(longest).toHaveLength(8192);
    expect(longest).toMatch(new RegExp(token, 'u'));
    const pair = '^[a-z]{3,5}\\.[a-z]{2,4}$';
    expect(shortestMatch(pair, 0, 20)).toBe('www.ww');
    for (const length of [7, 8, 9, 10]) expect(shortestMatch(pair, length, 20)).toHaveLength(length);
    expect(shortestMatch(pair, 11, 20)).toBeNull();
    expect(longestMatch('^(ab|c){2}[0-9]{0,2}$', 5)).toMatch(/^(ab|c){2}[0-9]{0,2}$/);
    expect(longestMatch('^(ab|c){2}[0-9]{0,2}$', 5)).toHaveLength(5);
  });

  it('answers null for what it does not parse, unanchored patterns and impossible limits', () => {
    expect(longestMatch('^3\\.', 10)).toBeNull();
    expect(longestMatch('^(?=a)a$', 10)).toBeNull();
    expect(longestMatch('^(a)\\1$', 10)).toBeNull();
    expect(longestMatch('^abc$', 2)).toBeNull();
  });

  it('every pattern of the spec it parses: the text matches and no longer text within the limit does', () => {
    const spec = readFileSync('openapi/ui-api.yaml', 'utf8');
    const patterns = [...new Set([...spec.matchAll(/pattern: '?(\^.*?\$)'?$/gm)].map((m) => m[1]!))];
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) {
      const text = longestMatch(pattern.replaceAll("''", "'"), 40);
      if (text === null) continue;
      expect(new RegExp(pattern, 'u').test(text), pattern).toBe(true);
    }
  });

  it('property: for any length limit, the answer matches and no drawn match within the limit is longer', () => {
    const patterns = [HH_MM, HH_MM_OR_24, '^[A-Z]{2}(-[A-Z]{2})?$', '^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$'];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...patterns)
          .chain((pattern) =>
            fc.tuple(
              fc.constant(pattern),
              fc.stringMatching(new RegExp(pattern, 'u')),
              fc.integer({ min: 0, max: 30 }),
            ),
          ),
        ([pattern, drawn, limit]) => {
          const text = longestMatch(pattern, limit);
          if (text === null) {
            expect(drawn.length > limit).toBe(true);
            return;
          }
          expect(text).toMatch(new RegExp(pattern, 'u'));
          expect(text.length).toBeLessThanOrEqual(limit);
          if (drawn.length <= limit) expect(text.length).toBeGreaterThanOrEqual(drawn.length);
        },
      ),
      { numRuns: 50 },
    );
  });
});
