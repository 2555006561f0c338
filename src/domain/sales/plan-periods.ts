// The slot reasons as periods: consecutive slots with the same reason and the same power are one
// row of the screen's list ("21:00–05:00 waiting for a cheaper slot"), so 144 slots read as a handful of lines.
import type { ChargePlan } from './planner.ts';

export interface PlanPeriod {
  /** [start, end), ms. */
  readonly start: number;
  readonly end: number;
  readonly energyKwh: number;
  /** Average charging power over the period, kW. */
  readonly powerKw: number;
  readonly reason: string;
  readonly forecast: boolean;
}

export function planPeriods(plan: ChargePlan): PlanPeriod[] {
  const periods: PlanPeriod[] = [];
  let last: { period: PlanPeriod; slotKwh: number } | null = null;
  for (const { slot, gridKwh, solarKwh, reason } of plan.slots) {
    const slotKwh = Math.round((gridKwh + solarKwh) * 1000) / 1000;
    if (last && last.period.reason === reason && last.slotKwh === slotKwh && last.period.end === slot.start) {
      const energyKwh = last.period.energyKwh + gridKwh + solarKwh;
      const hours = (slot.end - last.period.start) / 3_600_000;
      last.period = { ...last.period, end: slot.end, energyKwh, powerKw: energyKwh / hours };
      periods[periods.length - 1] = last.period;
      continue;
    }
    const energyKwh = gridKwh + solarKwh;
    const period: PlanPeriod = {
      start: slot.start,
      end: slot.end,
      energyKwh,
      powerKw: energyKwh / ((slot.end - slot.start) / 3_600_000),
      reason,
      forecast: slot.forecastUntil !== null,
    };
    periods.push(period);
    last = { period, slotKwh };
  }
  return periods;
}
