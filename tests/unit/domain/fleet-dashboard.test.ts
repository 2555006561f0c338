// The fleet energy dashboard's pure rules: the online share, the range in the URL, the daily view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import {
  dailyView,
  daysFromParams,
  onlineShareText,
  sharePercent,
} from '../../../src/domain/fleet-energy/fleet-dashboard.ts';

type Day = components['schemas']['FleetEnergyDay'];

describe('sharePercent', () => {
  it('rounds, but never to 100 % with one missing nor to 0 % with one there', () => {
    expect(sharePercent(412, 500)).toBe(82);
    expect(sharePercent(499, 500)).toBe(99);
    expect(sharePercent(1, 500)).toBe(1);
    expect(sharePercent(0, 500)).toBe(0);
    expect(sharePercent(500, 500)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });

  it('is within one point of the exact share, 100 only when all and 0 only when none (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000_000 })
          .chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total))),
        ([part, total]) => {
          const percent = sharePercent(part, total) as number;
          expect(Number.isInteger(percent)).toBe(true);
          expect(Math.abs(percent - (part / total) * 100)).toBeLessThan(1);
          expect(percent === 100).toBe(part === total);
          expect(percent === 0).toBe(part === 0);
        },
      ),
    );
  });
});

describe('onlineShareText', () => {
  it("says online of total with the share, in the locale's numbers", () => {
    expect(onlineShareText(412, 500, 'en-US')).toBe('412 of 500 online (82\u00a0%)');
    expect(onlineShareText(1234, 2000, 'de-DE')).toBe('1.234 of 2.000 online (62\u00a0%)');
    expect(onlineShareText(0, 0, 'en-US')).toBe('0 of 0 online');
  });
});

describe('daysFromParams', () => {
  it('reads 7, 30 or 90 and falls back to 7', () => {
    expect(daysFromParams(new URLSearchParams('days=30'))).toBe(30);
    expect(daysFromParams(new URLSearchParams('days=90'))).toBe(90);
    for (const bad of ['', 'days=8', 'days=abc', 'days=-7', 'days=30.5']) {
      expect(daysFromParams(new URLSearchParams(bad))).toBe(7);
    }
  });
});

const day = (date: string, sitesReporting: number, values: Partial<Day> = {}): Day => ({
  date,
  sitesReporting,
  pv: sitesReporting ? 10 : null,
  consumption: sitesReporting ? 8 : null,
  gridImport: sitesReporting ? 1 : null,
  gridExport: sitesReporting ? 3 : null,
  batteryCharge: sitesReporting ? 0 : null,
  batteryDischarge: sitesReporting ? 0 : null,
  ev: sitesReporting ? 0 : null,
  heatPump: sitesReporting ? 0 : null,
  ...values,
});

describe('dailyView', () => {
  const daily = {
    fleetUuid: '49c07e35-21d1-42ea-a8ad-50a969add179',
    timeZone: 'Europe/Berlin',
    from: '2026-10-24',
    to: '2026-10-26',
    // 25 October 2026 is the end of summer time in Berlin: a 25-hour day.
    days: [day('2026-10-24', 3), day('2026-10-25', 0), day('2026-10-26', 2, { ev: 4.5 })],
  };

  it('keeps the flows any day has energy for, with nulls where no site reported', () => {
    const view = dailyView(daily);
    expect(view.flows.map((flow) => flow.key)).toEqual([
      'pv',
      'consumption',
      'gridImport',
      'gridExport',
      'ev',
    ]);
    expect(view.flows[0]?.values).toEqual([10, null, 10]);
    expect(view.empty).toBe(false);
  });

  it('totals each flow over the days that reported', () => {
    const totals = Object.fromEntries(dailyView(daily).totals.map((t) => [t.label, t.kwh]));
    expect(totals).toEqual({
      PV: 20,
      Consumption: 16,
      'Grid import': 2,
      'Grid export': 6,
      'EV charging': 4.5,
    });
  });

  it("puts each bar on its local midnight, whatever the day's length", () => {
    const { x } = dailyView(daily);
    expect(x.map((s) => new Date(s * 1000).toISOString())).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('is empty when no site reported on any day', () => {
    expect(dailyView({ ...daily, days: [day('2026-10-24', 0)] }).empty).toBe(true);
  });
});
