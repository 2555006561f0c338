// The departure the demo plans for: the next time the zone's wall clock reads `HH:MM` after `now`.
import { zonedInstant } from '../pricing/day-slots.ts';
import { addDays, zonedDate } from '../format/zoned-time.ts';

export function departureInstant(departure: string, now: number, timeZone: string): number {
  const [hour = 0, minute = 0] = departure.split(':').map(Number);
  const today = zonedDate(now, timeZone);
  const at = zonedInstant(today, hour, minute, timeZone);
  return at > now ? at : zonedInstant(addDays(today, 1), hour, minute, timeZone);
}
