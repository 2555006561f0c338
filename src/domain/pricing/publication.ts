// When a delivery day's day-ahead prices are known: the SDAC auction closes at 12:00 CET on the
// day before delivery and its results are published at about 12:45–13:00. The portal expects them at 13:00 local
// time of the zone and says "not yet published" until then — never an empty chart.
import { addDays, zonedDate } from '../format/zoned-time.ts';
import { zonedInstant } from './day-slots.ts';

/** Local time on the day before delivery at which the results are expected. */
export const PUBLICATION_TIME = { hour: 13, minute: 0 } as const;

/** The instant the prices of `deliveryDate` are expected: 13:00 local on the day before. */
export function publicationInstant(deliveryDate: string, timeZone: string): number {
  return zonedInstant(addDays(deliveryDate, -1), PUBLICATION_TIME.hour, PUBLICATION_TIME.minute, timeZone);
}

export function isPublished(deliveryDate: string, now: number, timeZone: string): boolean {
  return now >= publicationInstant(deliveryDate, timeZone);
}

/** Today and tomorrow in the zone, as the zone's clock reads `now`. */
export function deliveryDays(now: number, timeZone: string): { today: string; tomorrow: string } {
  const today = zonedDate(now, timeZone);
  return { today, tomorrow: addDays(today, 1) };
}
