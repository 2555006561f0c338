// What a delivery day's prices say at a glance: lowest, highest, mean and how many slots are
// negative (a negative slot is one where consuming is paid for: the screen marks it).

export interface PriceSummary {
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly negativeSlots: number;
}

/** `null` for a day without prices (not yet published). */
export function priceSummary(prices: readonly number[]): PriceSummary | null {
  if (prices.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let negativeSlots = 0;
  for (const price of prices) {
    min = Math.min(min, price);
    max = Math.max(max, price);
    sum += price;
    if (price < 0) negativeSlots += 1;
  }
  return { min, max, mean: sum / prices.length, negativeSlots };
}

export const isNegativePrice = (price: number): boolean => price < 0;

/**
 * What one delivery day's answer says: not yet published (the expected time is shown), published but without a single
 * price (the spec allows it; saying "not yet published" of it would be untrue), or published with its summary.
 */
export type DayPricesState =
  | { readonly state: 'unpublished' }
  | { readonly state: 'no-prices' }
  | { readonly state: 'priced'; readonly summary: PriceSummary };

export function dayPricesState(day: {
  readonly published: boolean;
  readonly slots: readonly { readonly price: number }[];
}): DayPricesState {
  if (!day.published) return { state: 'unpublished' };
  const summary = priceSummary(day.slots.map((slot) => slot.price));
  return summary === null ? { state: 'no-prices' } : { state: 'priced', summary };
}
