// What the pricing screen draws: the published days' slots one after the other, the three layers
// of the price in ct/kWh, and the negative slots as marked periods (merged into windows the screen also lists). With a
// DSO's §14a module-3 tiers, each slot's grid fee is its window's; without, the average fee.
import type { components } from '../../api/schema.gen.ts';
import { knownTimeZone } from '../format/zoned-time.ts';
import { SLOT_MINUTES } from './day-slots.ts';
import { priceLayers, slotGridFee, type GridFeeTier } from './price-layers.ts';

type DayAheadPrices = components['schemas']['DayAheadPrices'];

export interface PriceWindow {
  /** Unix seconds, [from, to). */
  readonly from: number;
  readonly to: number;
}

export interface PriceChart {
  /** Slot starts, Unix seconds. */
  readonly x: number[];
  readonly spot: number[];
  readonly withGridFee: number[];
  readonly endCustomer: number[];
  /** Runs of consecutive negative slots. */
  readonly negative: PriceWindow[];
}

const SLOT_S = SLOT_MINUTES * 60;
const round = (value: number) => Math.round(value * 100) / 100;

export function priceChart(days: readonly DayAheadPrices[], tiers: readonly GridFeeTier[] = []): PriceChart {
  const chart: PriceChart = { x: [], spot: [], withGridFee: [], endCustomer: [], negative: [] };
  for (const day of days) {
    if (!day.published) continue;
    const timeZone = knownTimeZone(day.timeZone);
    for (const slot of day.slots) {
      const at = Date.parse(slot.start) / 1000;
      const fee = tiers.length === 0 ? undefined : slotGridFee(tiers, at * 1000, timeZone);
      const layers = priceLayers(slot.price, fee);
      chart.x.push(at);
      chart.spot.push(round(layers.spot));
      chart.withGridFee.push(round(layers.withGridFee));
      chart.endCustomer.push(round(layers.endCustomer));
      if (slot.price < 0) {
        const open = chart.negative.at(-1);
        if (open && open.to === at)
          chart.negative[chart.negative.length - 1] = { from: open.from, to: at + SLOT_S };
        else chart.negative.push({ from: at, to: at + SLOT_S });
      }
    }
  }
  return chart;
}
