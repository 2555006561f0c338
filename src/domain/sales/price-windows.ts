// The cheapest and the dearest hour ahead (the smart-charging demo's card on /sales says what a
// car could gain by waiting). Read from the demo's own horizon (price-horizon.ts: end-customer prices, ct/kWh) and
// only from PUBLISHED prices: an hour is four consecutive 15-minute slots whose day-ahead price is known, never a
// forecast one. Pure: slots in, windows out.
import { formatDecimal, formatZonedInstant } from '../format/locale-format.ts';
import type { PlanSlot } from './price-horizon.ts';

export interface PriceWindow {
  /** [start, end), ms since the epoch. */
  readonly start: number;
  readonly end: number;
  /** The mean end-customer price of its slots, ct/kWh. */
  readonly priceCt: number;
}

export interface HourWindows {
  readonly cheapest: PriceWindow;
  readonly dearest: PriceWindow;
}

export const SLOTS_PER_HOUR = 4;

/** The windows of `length` consecutive published slots, in time order (each slot starts where the one before ended). */
export function publishedWindows(slots: readonly PlanSlot[], length = SLOTS_PER_HOUR): PriceWindow[] {
  const windows: PriceWindow[] = [];
  let run = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as PlanSlot;
    const joined = i > 0 && (slots[i - 1] as PlanSlot).end === slot.start;
    run = slot.forecastUntil !== null ? 0 : joined ? run + 1 : 1;
    if (run < length) continue;
    let sum = 0;
    for (let j = i - length + 1; j <= i; j++) sum += (slots[j] as PlanSlot).priceCt;
    windows.push({ start: (slots[i - length + 1] as PlanSlot).start, end: slot.end, priceCt: sum / length });
  }
  return windows;
}

/** The cheapest and the dearest published hour (the earliest on a tie); null when no whole hour is published. */
export function hourWindows(slots: readonly PlanSlot[]): HourWindows | null {
  const windows = publishedWindows(slots);
  const first = windows[0];
  if (first === undefined) return null;
  let cheapest = first;
  let dearest = first;
  for (const window of windows) {
    if (window.priceCt < cheapest.priceCt) cheapest = window;
    if (window.priceCt > dearest.priceCt) dearest = window;
  }
  return { cheapest, dearest };
}

/** "Cheapest hour ahead 04/11/2026, 03:00 at 21.3 ct/kWh (dearest 35.2)", or that no whole hour is published yet. */
export function hourWindowsText(windows: HourWindows | null, timeZone: string, locale?: string): string {
  if (windows === null) return 'No published prices ahead yet';
  const { cheapest, dearest } = windows;
  const at = formatZonedInstant(new Date(cheapest.start), timeZone, 'minute', locale);
  return `Cheapest hour ahead ${at} at ${formatDecimal(cheapest.priceCt, 1, locale)} ct/kWh (dearest ${formatDecimal(dearest.priceCt, 1, locale)})`;
}
