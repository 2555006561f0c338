// What the demo's chart draws: per slot the end-customer price, the PV model's output and the
// planned charging power; forecast prices as shaded periods (merged runs of forecast slots).
import type { ChargePlan } from './planner.ts';

export interface PlanChart {
  /** Slot starts, Unix seconds. */
  readonly x: number[];
  readonly priceCt: number[];
  readonly pvKw: number[];
  readonly chargeKw: number[];
  /** Runs of forecast slots, Unix seconds [from, to). */
  readonly forecast: { from: number; to: number }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function planChart(plan: ChargePlan): PlanChart {
  const chart: PlanChart = { x: [], priceCt: [], pvKw: [], chargeKw: [], forecast: [] };
  for (const { slot, gridKwh, solarKwh } of plan.slots) {
    const from = slot.start / 1000;
    chart.x.push(from);
    chart.priceCt.push(round2(slot.priceCt));
    chart.pvKw.push(round2(slot.pvKw));
    chart.chargeKw.push(round2(((gridKwh + solarKwh) * 3_600_000) / (slot.end - slot.start)));
    if (slot.forecastUntil === null) continue;
    const open = chart.forecast.at(-1);
    if (open && open.to === from) open.to = slot.end / 1000;
    else chart.forecast.push({ from, to: slot.end / 1000 });
  }
  return chart;
}
