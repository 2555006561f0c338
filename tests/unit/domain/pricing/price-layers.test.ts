import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayPricesState, priceSummary } from '../../../../src/domain/pricing/day-prices.ts';
import {
  GRID_FEE_CT_PER_KWH,
  LEVIES_TOTAL_CT_PER_KWH,
  priceLayers,
  VAT_RATE,
} from '../../../../src/domain/pricing/price-layers.ts';

const price = fc.double({ min: -500, max: 4000, noNaN: true });

describe('priceLayers', () => {
  it('stacks spot (ct/kWh), grid fee, then levies and VAT', () => {
    fc.assert(
      fc.property(price, (eurPerMwh) => {
        const layers = priceLayers(eurPerMwh);
        expect(layers.spot).toBeCloseTo(eurPerMwh / 10, 9);
        expect(layers.withGridFee - layers.spot).toBeCloseTo(GRID_FEE_CT_PER_KWH, 9);
        expect(layers.endCustomer).toBeCloseTo(
          (layers.withGridFee + LEVIES_TOTAL_CT_PER_KWH) * (1 + VAT_RATE),
          9,
        );
      }),
    );
  });

  it('keeps the order of prices in every layer', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(priceLayers(low).endCustomer).toBeLessThanOrEqual(priceLayers(high).endCustomer);
      }),
    );
  });

  it('adds 100 €/MWh as 10 ct/kWh spot; a 0 €/MWh hour still costs the customer grid fee, levies and VAT', () => {
    expect(priceLayers(100).spot).toBe(10);
    expect(priceLayers(0).endCustomer).toBeCloseTo((11.6 + LEVIES_TOTAL_CT_PER_KWH) * 1.19, 9);
  });
});

describe('priceSummary', () => {
  it('is null for a day without prices', () => {
    expect(priceSummary([])).toBeNull();
  });

  it('brackets every price and counts the negative slots', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 100 }), (prices) => {
        const summary = priceSummary(prices);
        expect(summary).not.toBeNull();
        if (!summary) return;
        for (const value of prices) {
          expect(value).toBeGreaterThanOrEqual(summary.min);
          expect(value).toBeLessThanOrEqual(summary.max);
        }
        expect(summary.mean).toBeGreaterThanOrEqual(summary.min - 1e-9);
        expect(summary.mean).toBeLessThanOrEqual(summary.max + 1e-9);
        expect(summary.negativeSlots).toBe(prices.filter((value) => value < 0).length);
      }),
    );
  });
});

describe('dayPricesState', () => {
  const slots = (prices: readonly number[]) => prices.map((price, i) => ({ start: String(i), price }));

  it('tells "not yet published" from "published without a price" (the screen said the first of both)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(price, { maxLength: 100 }), (published, prices) => {
        const day = dayPricesState({ published, slots: slots(prices) });
        if (!published) expect(day).toEqual({ state: 'unpublished' });
        else if (prices.length === 0) expect(day).toEqual({ state: 'no-prices' });
        else expect(day).toEqual({ state: 'priced', summary: priceSummary(prices) });
      }),
    );
  });
});
