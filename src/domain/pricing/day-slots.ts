// The delivery day of a day-ahead market in its bidding zone's local time: since 1 Oct 2025 the
// European day-ahead auction (SDAC) clears in 15-minute market time units, so a day has 96 slots, 92 on the spring
// daylight-saving day and 100 on the autumn one. Pure and shared: the pricing screen draws these slots and the smart
// charging planner plans over them.
import { addDays, zonedDayStart, zonedParts, zoneOffsetMs } from '../format/zoned-time.ts';

/** The market time unit of the day-ahead auction since 1 Oct 2025, in minutes. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** One market time unit: [start, end) as ms since the epoch. */
export interface DaySlot {
  readonly start: number;
  readonly end: number;
}

/** The instant the zone's wall clock reads `hour:minute` on `date` (for a time skipped by the clock change: the next one). */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** The delivery day's bounds: local midnight to the next local midnight (23, 24 or 25 hours). */
export function dayBounds(date: string, timeZone: string): DaySlot {
  return { start: zonedDayStart(date, timeZone), end: zonedDayStart(addDays(date, 1), timeZone) };
}

/** The day's 15-minute slots in order, first at local midnight. */
export function daySlots(date: string, timeZone: string): DaySlot[] {
  const { start, end } = dayBounds(date, timeZone);
  const slots: DaySlot[] = [];
  for (let at = start; at < end; at += SLOT_MS) slots.push({ start: at, end: at + SLOT_MS });
  return slots;
}

export function slotCount(date: string, timeZone: string): number {
  const { start, end } = dayBounds(date, timeZone);
  return Math.round((end - start) / SLOT_MS);
}

/** The local wall-clock hour of an instant as a fraction (13.75 = 13:45), for shapes over the day. */
export function localHour(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return p.hour + p.minute / 60;
}
