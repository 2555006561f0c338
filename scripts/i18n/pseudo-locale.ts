// The pseudo-locale: every English message with its letters accented and its text about 40 % longer ("Sites" →
// "Ŝîţéš [·····]"), for the layout gates (tests/e2e/pseudo-layout.spec.ts) and for a look in the dev server
// (`PSEUDO_LOCALE=1 npm run dev`, pseudoLocalePlugin). It works on the compiled form (src/i18n/compiled/, Lingui's,
// as src/i18n/format.ts reads it), so placeholders, plural and select keep their names, types and branches, and `#`
// stays the number. Never part of the production build: src/ does not import it, and check-no-dev-code.ts fails
// when the accents below appear in dist/.
import type { Plugin } from 'vite';

/** Lower and upper case letters and their accented stand-ins, one for one (each still reads as the letter). */
export const PSEUDO_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const PSEUDO_ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ';

const ACCENTED = [...PSEUDO_ACCENTED];
const ACCENT = new Map([...PSEUDO_LETTERS].map((letter, index) => [letter, ACCENTED[index]]));

/** The padding's dot: a short text doubles, a longer one grows by 40 % (as German and French run longer). */
const PAD = '·';

export const accent = (text: string): string => [...text].map((char) => ACCENT.get(char) ?? char).join('');

type Part = string | readonly unknown[];

/** The visible length of a compiled message's text: its literal parts, and the longest branch of each choice. */
function textLength(message: unknown): number {
  if (typeof message === 'string') return message.length;
  if (!Array.isArray(message)) return 0;
  let length = 0;
  for (const part of message as Part[]) {
    if (typeof part === 'string') length += part === '#' ? 2 : part.length;
    else if (part.length >= 3 && typeof part[2] === 'object' && part[2] !== null)
      length += Math.max(0, ...Object.values(part[2]).map(textLength));
    // A value: counted as a short word, as the caller's values mostly are (a count, a name).
    else length += 4;
  }
  return length;
}

/** How many dots a message of `length` characters gets. */
export const padding = (length: number): number => (length <= 10 ? length : Math.ceil(length * 0.4));

/** The text of a compiled message accented, placeholders and choices as they were (branches accented too). */
function accentCompiled(message: unknown): unknown {
  if (typeof message === 'string') return accent(message);
  if (!Array.isArray(message)) return message;
  return (message as Part[]).map((part) => {
    if (typeof part === 'string') return part === '#' ? part : accent(part);
    const [name, type, branches, ...rest] = part;
    if (typeof branches !== 'object' || branches === null) return part;
    const accented = Object.fromEntries(
      Object.entries(branches).map(([key, branch]) => [
        key,
        key === 'offset' ? branch : accentCompiled(branch),
      ]),
    );
    return [name, type, accented, ...rest];
  });
}

/** One compiled message in the pseudo-locale: accented, and padded at its end (`Ŝîţéš [·····]`). */
export function pseudoCompiled(message: unknown): unknown {
  const length = textLength(message);
  // Nothing to read (an empty message, one that is only a value): as it is, so no stray padding shows.
  if (!/\p{L}/u.test(accentText(message))) return message;
  const accented = accentCompiled(message);
  const pad = ` [${PAD.repeat(padding(length))}]`;
  return typeof accented === 'string' ? [accented + pad] : [...(accented as Part[]), pad];
}

/** The literal text of a compiled message (no placeholder names), to tell whether it has words at all. */
function accentText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return (message as Part[])
    .map((part) =>
      typeof part === 'string'
        ? part
        : typeof part[2] === 'object' && part[2] !== null
          ? Object.values(part[2]).map(accentText).join(' ')
          : '',
    )
    .join('');
}

/** A compiled catalogue (`{ key: compiled }`) in the pseudo-locale. */
export const pseudoCatalogue = (messages: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoCompiled(message)]));

/** A compiled catalogue module's text, as src/i18n/compiled/*.gen.ts and the built chunks export it. */
export const catalogueModule = (messages: Readonly<Record<string, unknown>>): string =>
  `export const messages = ${JSON.stringify(messages)};\n`;

/**
 * The dev server with `PSEUDO_LOCALE=1`: the English catalogues served in the pseudo-locale (choose English in the
 * person's menu, or use an English browser). Only `serve`: the build never sees it.
 */
export function pseudoLocalePlugin(): Plugin {
  return {
    name: 'portal-pseudo-locale',
    apply: 'serve',
    transform(code, id) {
      if (process.env.PSEUDO_LOCALE !== '1' || !/\/src\/i18n\/compiled\/[a-z-]+\.en\.gen\.ts$/.test(id))
        return null;
      const source = code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1);
      return catalogueModule(pseudoCatalogue(JSON.parse(source) as Record<string, unknown>));
    },
  };
}
