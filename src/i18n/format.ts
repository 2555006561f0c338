/*
 * The portal's message runtime: formats Lingui's compiled message format (`npm run generate` compiles the catalogues
 * with Lingui's own compiler). A message is a string, or a list of parts: text, `[name]` (a value), or
 * `[name, 'plural' | 'selectordinal' | 'select', branches]`, whose branches are messages again and where `#` in a
 * plural branch stands for the number (written in the chosen regional format, src/domain/format/active-format.ts).
 * The catalogues format no number, date or time inside a message (the caller formats those with the person's regional format; tests/unit/i18n/format.test.ts holds them to
 * that). Smaller than @lingui/core's runtime, which every route, /login included, would otherwise carry (decision 006).
 */

export type Compiled = string | readonly Part[];
type Part = string | readonly [string, string?, unknown?];
type Values = Readonly<Record<string, unknown>>;

import { activeFormat } from '../domain/format/active-format.ts';

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let found = rules.get(key);
  if (found === undefined) rules.set(key, (found = new Intl.PluralRules(locale, { type })));
  return found;
}

const own = (branches: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(branches, key) ? branches[key] : undefined;

/** One compiled message with its values in `locale`; a value that is missing leaves its placeholder empty. */
export function formatMessage(
  locale: string,
  message: Compiled,
  values: Values = {},
  count?: string,
): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, type, format] = part;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const { offset = 0, ...branches } = (format ?? {}) as Readonly<Record<string, unknown>> & {
        offset?: number;
      };
      let branch: unknown;
      let shown: string | undefined;
      if (type === 'select') branch = own(branches, String(value)) ?? branches.other;
      else {
        const n = Number(value) - offset;
        // The count in the person's regional format (its grouping), its plural form by the language's rules.
        shown = new Intl.NumberFormat(activeFormat() ?? locale).format(n);
        const category = pluralRules(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(n);
        branch =
          own(branches, String(value)) ??
          own(branches, `=${String(value)}`) ??
          own(branches, category) ??
          branches.other;
      }
      out += branch === undefined ? '' : formatMessage(locale, branch as Compiled, values, shown);
    } else if (value != null) {
      if (type === 'number')
        out += new Intl.NumberFormat(locale, format as Intl.NumberFormatOptions).format(Number(value));
      else if (type === 'date' || type === 'time')
        out += new Intl.DateTimeFormat(locale, format as Intl.DateTimeFormatOptions).format(value as Date);
      else out += String(value);
    }
  }
  return out;
}
