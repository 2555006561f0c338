// The portal's message runtime formats every compiled message exactly as Lingui's own runtime does.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/i18n/preferences.ts';
import { formatMessage, type Compiled } from '../../../src/i18n/format.ts';

const compiled = import.meta.glob<{ messages: Record<string, unknown> }>(
  '../../../src/i18n/compiled/*.gen.ts',
  {
    eager: true,
  },
);

const lingui = (locale: string, message: unknown, values: Record<string, unknown>): string => {
  const i18n = setupI18n();
  i18n.load(locale, { m: message as string });
  i18n.activate(locale);
  return i18n._('m', values);
};

const samples: Record<string, unknown>[] = [
  {},
  { count: 0, wait: '5 s', status: 503, message: 'x', detail: 'y', name: 'Ada' },
  { count: 1, wait: '1 min', status: 500, message: 'refused', detail: 'timeout', name: 'Bo' },
  { count: 7, wait: '', status: 404, message: '', detail: '', name: '' },
  { count: 1234.5 },
];

describe('formatMessage', () => {
  for (const [file, module] of Object.entries(compiled)) {
    const locale = LANGUAGES.find((lang) => file.endsWith(`.${lang}.gen.ts`)) ?? 'en';
    it(`formats every message of ${file.split('/').pop()} as Lingui does`, () => {
      for (const [key, message] of Object.entries(module.messages))
        for (const values of samples)
          expect([key, formatMessage(locale, message as Compiled, values)]).toEqual([
            key,
            lingui(locale, message, values),
          ]);
    });
  }

  it('is given no number, date or time argument in any catalogue (it formats none: callers format values)', () => {
    const types = new Set<string>();
    const collect = (message: unknown): void => {
      if (!Array.isArray(message)) return;
      for (const part of message as unknown[]) {
        if (!Array.isArray(part)) continue;
        const [, type, branches] = part as [unknown, unknown, unknown];
        if (typeof type === 'string') types.add(type);
        if (typeof branches === 'object' && branches !== null) Object.values(branches).forEach(collect);
      }
    };
    for (const module of Object.values(compiled)) Object.values(module.messages).forEach(collect);
    expect([...types].filter((type) => !['plural', 'select', 'selectordinal'].includes(type))).toEqual([]);
  });

  it.each([
    ['{n, plural, one {# item} other {# items}}', { n: 1 }],
    ['{n, plural, one {# item} other {# items}}', { n: 1000 }],
    ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }],
    ['{n, plural, offset:1 one {you and # other} other {you and # others}}', { n: 3 }],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['{role, select, admin {Admin {name}} other {Someone}}', { role: 'admin', name: 'Ada' }],
    ['{role, select, admin {Admin} other {Someone}}', { role: 'constructor' }],
    ['Hello {name}!', {}],
  ])('%s with %o as Lingui does, in both languages', (source, values) => {
    for (const locale of ['en', 'de'])
      expect(formatMessage(locale, compileMessage(source) as Compiled, values)).toBe(
        lingui(locale, compileMessage(source), values),
      );
  });
});
