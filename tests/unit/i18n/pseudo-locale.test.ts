// The pseudo-locale (scripts/i18n/pseudo-locale.ts) keeps every message working: the same placeholders and choices,
// the values shown, `#` still the number, and the text accented and longer than English by at least 40 %.
import { describe, expect, it } from 'vitest';
import { accent, pseudoCatalogue, pseudoCompiled } from '../../../scripts/i18n/pseudo-locale.ts';
import { formatMessage, type Compiled } from '../../../src/i18n/format.ts';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const english = import.meta.glob<{ messages: Record<string, unknown> }>(
  '../../../src/i18n/compiled/*.en.gen.ts',
  {
    eager: true,
  },
);

/** The structure of a compiled message without its text: placeholder names, types and branch keys. */
function shape(message: unknown): unknown {
  if (!Array.isArray(message)) return null;
  return message
    .filter((part) => Array.isArray(part))
    .map((part: unknown[]) => [
      part[0],
      part[1],
      typeof part[2] === 'object' && part[2] !== null
        ? Object.fromEntries(Object.entries(part[2]).map(([key, branch]) => [key, shape(branch)]))
        : part[2],
    ]);
}

/** Values for every placeholder of a message: a marker per name, counts of 1 and 5 for the choices. */
function valuesOf(
  message: unknown,
  count: number,
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, type, branches] = part as [string, string?, Record<string, unknown>?];
    into[name] = type === 'plural' ? count : type === 'select' ? 'other' : `«${name}»`;
    for (const branch of Object.values(branches ?? {})) valuesOf(branch, count, into);
  }
  return into;
}

describe('the pseudo-locale', () => {
  it('reads "Sites" as "Ŝîţéš [·····]"', () => {
    expect(formatMessage('en', pseudoCompiled(compileMessage('Sites')) as Compiled)).toBe('Ŝîţéš [·····]');
    expect(accent('Sites 12 · OK')).toBe('Ŝîţéš 12 · ÖĶ');
  });

  it('keeps placeholders, plural syntax and # intact', () => {
    const message = compileMessage('{count, plural, one {# site of {owner}} other {# sites}} in all');
    const pseudo = pseudoCompiled(message) as Compiled;
    expect(shape(pseudo)).toEqual(shape(message));
    expect(formatMessage('en', pseudo, { count: 1, owner: 'Ann' })).toBe('1 šîţé öƒ Ann îñ åļļ [·········]');
    expect(formatMessage('en', pseudo, { count: 1200 })).toMatch(/^1,200 šîţéš îñ åļļ \[·+\]$/);
  });

  it('leaves a message without words as it is', () => {
    const message = compileMessage('{n} · {m}');
    expect(pseudoCompiled(message)).toEqual(message);
  });

  const areas = Object.entries(english);
  it('covers every English catalogue', () => expect(areas.length).toBeGreaterThan(5));

  describe.each(areas)('%s', (_file, { messages }) => {
    const pseudo = pseudoCatalogue(messages);
    it('has every message, with the same placeholders, the values shown, and 40 % more text', () => {
      expect(Object.keys(pseudo)).toEqual(Object.keys(messages));
      for (const [key, message] of Object.entries(messages)) {
        expect([key, shape(pseudo[key])]).toEqual([key, shape(message)]);
        for (const count of [1, 5]) {
          const values = valuesOf(message, count);
          const before = formatMessage('en', message as Compiled, values);
          const after = formatMessage('en', pseudo[key] as Compiled, values);
          for (const value of Object.values(values))
            if (typeof value === 'string' && before.includes(value)) expect(after).toContain(value);
          // The message's own text, without the values it shows.
          const own = (text: string) => text.replace(/«[^»]*»/g, '');
          if (/\p{L}{2}/u.test(own(before))) {
            expect([key, own(after).length >= own(before).length * 1.4]).toEqual([key, true]);
            // No English letter is left in it.
            expect([key, /[A-Za-z]/.test(own(after))]).toEqual([key, false]);
          }
        }
      }
    });
  });
});
