import { formatCount, formatQuantity } from './locale-format.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `then` was, seen at `now` (both ms since epoch), in the words of a list's "updated … ago":
 * 'just now' under 10 s, then whole seconds, minutes, hours or days (rounded down). A `then` in the future (a clock
 * that moved back) reads 'just now'; an unusable number reads ''.
 */
export function timeAgo(then: number, now: number, locale?: string): string {
  if (!Number.isFinite(then) || !Number.isFinite(now)) return '';
  const age = now - then;
  if (age < 10 * SECOND) return 'just now';
  if (age < MINUTE) return `${formatQuantity(Math.floor(age / SECOND), 's', 0, locale)} ago`;
  if (age < HOUR) return `${formatQuantity(Math.floor(age / MINUTE), 'min', 0, locale)} ago`;
  if (age < DAY) return `${formatQuantity(Math.floor(age / HOUR), 'h', 0, locale)} ago`;
  const days = Math.floor(age / DAY);
  return `${formatCount(days, locale)} ${days === 1 ? 'day' : 'days'} ago`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** Intl's relative-time words of a language, one per language (made once, as the number formatters). */
function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let found = relativeFormats.get(language);
  if (found === undefined) {
    found = new Intl.RelativeTimeFormat(language, { style: 'short', numeric: 'always' });
    relativeFormats.set(language, found);
  }
  return found;
}

/**
 * `timeAgo` in the words of a language (the person's language, not their regional format): English as above, its
 * numbers in the chosen format; German through `Intl.RelativeTimeFormat` ("vor 3 Std.", "vor 2 Tagen"), 'gerade
 * eben' under 10 s.
 */
export function timeAgoIn(language: 'de' | 'en', then: number, now: number, locale?: string): string {
  if (language === 'en') return timeAgo(then, now, locale);
  if (!Number.isFinite(then) || !Number.isFinite(now)) return '';
  const age = now - then;
  if (age < 10 * SECOND) return 'gerade eben';
  const words = relativeFormat(language);
  if (age < MINUTE) return words.format(-Math.floor(age / SECOND), 'second');
  if (age < HOUR) return words.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return words.format(-Math.floor(age / HOUR), 'hour');
  return words.format(-Math.floor(age / DAY), 'day');
}
