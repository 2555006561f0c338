import { displayDateTime } from './date-display.ts';
import { formatQuantity } from './locale-format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has been offline, seen at `now` (both ms since epoch), in its two largest units, rounded down
 * (it has been offline at least that long): '< 1 min', '42 min', '5 h 7 min', '3 d 2 h' (a zero second unit is left
 * out: '2 h', '3 d'). Never negative: a `since` after `now` (a clock that moved back) reads '< 1 min'. '' when either
 * instant is unusable. The clock is passed in, never read here.
 */
export function offlineDuration(since: number, now: number, locale?: string): string {
  if (!Number.isFinite(since) || !Number.isFinite(now)) return '';
  const age = Math.max(0, now - since);
  if (age < MINUTE) return `<\u00a0${formatQuantity(1, 'min', 0, locale)}`;
  const unit = (value: number, name: string) => formatQuantity(value, name, 0, locale);
  if (age < HOUR) return unit(Math.floor(age / MINUTE), 'min');
  const [big, bigName, small, smallName] =
    age < DAY
      ? [Math.floor(age / HOUR), 'h', Math.floor((age % HOUR) / MINUTE), 'min']
      : [Math.floor(age / DAY), 'd', Math.floor((age % DAY) / HOUR), 'h'];
  return small === 0 ? unit(big, bigName) : `${unit(big, bigName)} ${unit(small, smallName)}`;
}

/** THE wording of an offline spell across the portal's pages and lists: its duration and the instant it began. */
export interface OfflineText {
  /** 'Offline for 3 d 2 h'; 'Offline' alone when the instant is unusable. */
  readonly text: string;
  /** 'Offline since 14/11/2026, 09:12' (local): the absolute instant, for a title, a tooltip or secondary text. */
  readonly since: string;
}

/** The words for something offline since `sinceIso` (its last connection), seen at `now`. */
export function offlineText(sinceIso: string | null | undefined, now: number, locale?: string): OfflineText {
  const duration = offlineDuration(Date.parse(sinceIso ?? ''), now, locale);
  const exact = displayDateTime(sinceIso, locale);
  return {
    text: duration === '' ? 'Offline' : `Offline for ${duration}`,
    since:
      duration === '' ? (exact === '' ? 'Offline' : `Offline, last seen ${exact}`) : `Offline since ${exact}`,
  };
}
