// The pricing calls answered from the dataset: a year of generated days is plausible — within the
// SDAC limits, one price per slot of the local day, lower at sunny noons, higher at the evening peak — deterministic
// per zone and day; tomorrow is "not yet published" until 13:00 local and published from then on.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen.ts';
import { dayAheadPrices } from '../../../../scripts/mock/areas/insights/day-ahead-prices.answers.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { DAY_AHEAD_PRICE_LIMITS } from '../../../../src/domain/pricing/bidding-zones.ts';
import { daySlots, localHour, slotCount } from '../../../../src/domain/pricing/day-slots.ts';
import { addDays } from '../../../../src/domain/format/zoned-time.ts';

type Schemas = components['schemas'];
const ZONE = 'Europe/Berlin';
const spec = loadMockSpec();
const layer = createDataLayer({ spec, base: createDataset() });

function ask(url: string, now?: number) {
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for GET ${url}`);
  return layer.answer(match, { url, body: '', owner: 'pricing-test', ...(now === undefined ? {} : { now }) });
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('a year of DE-LU days', () => {
  const days = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));
  const generated = days.map((date) => ({ date, ...dayAheadPrices('DE-LU', date, ZONE) }));

  it('has one price per slot of the local day, each within −500 … 4,000 €/MWh', () => {
    for (const day of generated) {
      expect(day.prices).toHaveLength(slotCount(day.date, ZONE));
      for (const price of day.prices) {
        expect(price).toBeGreaterThanOrEqual(DAY_AHEAD_PRICE_LIMITS.min);
        expect(price).toBeLessThanOrEqual(DAY_AHEAD_PRICE_LIMITS.max);
      }
    }
  });

  it('is higher at the evening peak than over the day, and lower at a sunny noon', () => {
    const between = (day: (typeof generated)[number], from: number, to: number) =>
      day.prices.filter((_, i) => {
        const hour = localHour(day.slots[i]?.start ?? 0, ZONE);
        return hour >= from && hour < to;
      });
    for (const day of generated) {
      const daily = mean(day.prices);
      expect(mean(between(day, 17, 21))).toBeGreaterThan(daily);
      if (day.sun >= 0.5) expect(mean(between(day, 11, 15))).toBeLessThan(daily);
    }
    // Sunny summer noons go negative on some days, as in the real market.
    expect(generated.some((day) => day.prices.some((price) => price < 0))).toBe(true);
  });

  it('is the same for the same zone and day, and differs between zones', () => {
    expect(dayAheadPrices('DE-LU', '2026-06-01', ZONE).prices).toEqual(
      dayAheadPrices('DE-LU', '2026-06-01', ZONE).prices,
    );
    expect(dayAheadPrices('AT', '2026-06-01', 'Europe/Vienna').prices).not.toEqual(
      dayAheadPrices('DE-LU', '2026-06-01', ZONE).prices,
    );
  });
});

describe('getDayAheadPrices', () => {
  const beforeNoon = Date.parse('2026-11-03T09:40:00Z'); // 10:40 in Berlin
  const afterOne = Date.parse('2026-11-03T12:10:00Z'); // 13:10 in Berlin

  it('answers today published and tomorrow not yet published before 13:00, with the expected time', () => {
    const today = ask('/ui/v1/pricing/day-ahead/DE-LU?date=2026-11-03', beforeNoon);
    expect(today.status).toBe(200);
    const todayBody = today.body as Schemas['DayAheadPrices'];
    expect(todayBody.published).toBe(true);
    expect(todayBody.slots.map((slot) => Date.parse(slot.start))).toEqual(
      daySlots('2026-11-03', ZONE).map((slot) => slot.start),
    );
    const tomorrow = ask('/ui/v1/pricing/day-ahead/DE-LU?date=2026-11-04', beforeNoon)
      .body as Schemas['DayAheadPrices'];
    expect(tomorrow).toMatchObject({ published: false, slots: [], publicationAt: '2026-11-03T12:00:00Z' });
  });

  it('publishes tomorrow from 13:00 local', () => {
    const tomorrow = ask('/ui/v1/pricing/day-ahead/DE-LU?date=2026-11-04', afterOne)
      .body as Schemas['DayAheadPrices'];
    expect(tomorrow.published).toBe(true);
    expect(tomorrow.slots).toHaveLength(96);
  });

  it('defaults to today in the zone; 404 for an unknown zone; 400 beyond tomorrow or a year back', () => {
    expect((ask('/ui/v1/pricing/day-ahead/DE-LU', beforeNoon).body as Schemas['DayAheadPrices']).date).toBe(
      '2026-11-03',
    );
    expect(ask('/ui/v1/pricing/day-ahead/FR', beforeNoon).status).toBe(404);
    expect(ask('/ui/v1/pricing/day-ahead/DE-LU?date=2026-11-05', beforeNoon).status).toBe(400);
    expect(ask('/ui/v1/pricing/day-ahead/DE-LU?date=2025-01-01', beforeNoon).status).toBe(400);
  });

  it('answers the §14a grid-fee windows, each DSO with its three tiers', () => {
    const answer = ask('/ui/v1/pricing/grid-fee-zones');
    expect(answer.status).toBe(200);
    const { zones } = answer.body as Schemas['GridFeeZones'];
    const dsos = new Set(zones.map((zone) => zone.dso));
    for (const dso of dsos)
      expect(
        zones
          .filter((zone) => zone.dso === dso)
          .map((zone) => zone.tier)
          .sort(),
      ).toEqual(['high', 'low', 'standard']);
  });
});
