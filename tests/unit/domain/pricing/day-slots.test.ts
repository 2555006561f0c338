// The delivery day's 15-minute slots in the zone's local time: 96 a day, 92 on the spring and 100
// on the autumn daylight-saving day, contiguous from local midnight to local midnight; and when a day's prices are
// published (13:00 local the day before).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  daySlots,
  localHour,
  slotCount,
  SLOT_MINUTES,
  zonedInstant,
} from '../../../../src/domain/pricing/day-slots.ts';
import { deliveryDays, isPublished, publicationInstant } from '../../../../src/domain/pricing/publication.ts';
import { addDays, zonedDate, zonedParts } from '../../../../src/domain/format/zoned-time.ts';

const ZONE = 'Europe/Berlin';
const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

/** The last Sunday of a month (EU clock changes: March and October). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

describe('daySlots', () => {
  it('has 92 slots on the spring day, 100 on the autumn day, 96 on every other day', () => {
    fc.assert(
      fc.property(day, (date) => {
        const year = Number(date.slice(0, 4));
        const expected = date === lastSunday(year, 3) ? 92 : date === lastSunday(year, 10) ? 100 : 96;
        expect(slotCount(date, ZONE)).toBe(expected);
        expect(daySlots(date, ZONE)).toHaveLength(expected);
      }),
      { numRuns: 300 },
    );
    expect(slotCount('2026-03-29', ZONE)).toBe(92);
    expect(slotCount('2026-10-25', ZONE)).toBe(100);
    expect(slotCount('2026-11-03', ZONE)).toBe(96);
  });

  it('runs from local midnight to the next local midnight without gaps, each slot 15 minutes', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(ZONE, 'Europe/London', 'America/New_York', 'UTC'), (date, zone) => {
        const slots = daySlots(date, zone);
        const bounds = dayBounds(date, zone);
        expect(slots[0]?.start).toBe(bounds.start);
        expect(slots.at(-1)?.end).toBe(bounds.end);
        expect(zonedDate(bounds.start, zone)).toBe(date);
        expect(zonedDate(bounds.end, zone)).toBe(addDays(date, 1));
        expect(zonedParts(bounds.start, zone)).toMatchObject({ hour: 0, minute: 0 });
        slots.forEach((slot, i) => {
          expect(slot.end - slot.start).toBe(SLOT_MINUTES * 60_000);
          if (i > 0) expect(slot.start).toBe(slots[i - 1]?.end);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('reads the wall clock: the autumn day passes 02:xx twice, the spring day never', () => {
    const autumn = daySlots('2026-10-25', ZONE).map((slot) => localHour(slot.start, ZONE));
    expect(autumn.filter((hour) => hour === 2)).toHaveLength(2);
    const spring = daySlots('2026-03-29', ZONE).map((slot) => localHour(slot.start, ZONE));
    expect(spring.some((hour) => hour >= 2 && hour < 3)).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('is the instant the zone’s clock reads that time', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (date, hour, minute) => {
          const at = zonedInstant(date, hour, minute, ZONE);
          expect(zonedDate(at, ZONE)).toBe(date);
          expect(zonedParts(at, ZONE)).toMatchObject({ hour, minute });
        },
      ),
    );
  });
});

describe('publication: "not yet published" until 13:00 local the day before delivery', () => {
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

  it('today is always published; tomorrow exactly from 13:00 local', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const { today, tomorrow } = deliveryDays(now, ZONE);
        expect(isPublished(today, now, ZONE)).toBe(true);
        expect(isPublished(tomorrow, now, ZONE)).toBe(zonedParts(now, ZONE).hour >= 13);
        expect(isPublished(addDays(tomorrow, 1), now, ZONE)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('expects the results at 13:00 local on the day before, DST days included', () => {
    for (const date of ['2026-03-29', '2026-03-30', '2026-10-25', '2026-10-26', '2026-11-04']) {
      const at = publicationInstant(date, ZONE);
      expect(zonedDate(at, ZONE)).toBe(addDays(date, -1));
      expect(zonedParts(at, ZONE)).toMatchObject({ hour: 13, minute: 0 });
      expect(isPublished(date, at - 1, ZONE)).toBe(false);
      expect(isPublished(date, at, ZONE)).toBe(true);
    }
  });
});
