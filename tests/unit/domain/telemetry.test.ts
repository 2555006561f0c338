import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gapBands,
  samplePresence,
  sampleTimes,
  telemetryCoverage,
  telemetryView,
} from '../../../src/domain/energy/telemetry.ts';

const presence = fc.array(fc.constantFrom<number | null>(1, null), { maxLength: 400 });

describe('telemetry samples, gap bands and coverage (SPEC §9)', () => {
  it('a sample is missing only when every series misses it', () => {
    expect(
      samplePresence([
        [1, null, null],
        [null, 2, null],
      ]),
    ).toEqual([1, 1, null]);
    expect(samplePresence([])).toEqual([]);
  });

  it('gap bands: one band per run of missing samples, [from, to) in seconds', () => {
    expect(gapBands([1, null, null, 1, null], 100, 10)).toEqual([
      { from: 110, to: 130 },
      { from: 140, to: 150 },
    ]);
    expect(gapBands([1, 1], 0, 10)).toEqual([]);
  });

  it('property: the bands cover exactly the missing samples, never touch, and stay inside the day', () => {
    fc.assert(
      fc.property(
        presence,
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 1, max: 60 }),
        (p, from, step) => {
          const bands = gapBands(p, from, step);
          const covered = bands.reduce((sum, band) => sum + (band.to - band.from) / step, 0);
          expect(covered).toBe(p.filter((v) => v === null).length);
          bands.forEach((band, i) => {
            expect(band.from).toBeGreaterThanOrEqual(from);
            expect(band.to).toBeLessThanOrEqual(from + p.length * step);
            const next = bands[i + 1];
            if (next) expect(next.from).toBeGreaterThan(band.to);
          });
        },
      ),
    );
  });

  it('coverage: thresholds 0.1 %, 5 %, 99.9 % of 8,640 samples', () => {
    const day = (missing: number) => Array.from({ length: 8640 }, (_, i) => (i < missing ? null : 1));
    expect(telemetryCoverage(day(8)).problem).toBeNull(); // 0.09 %
    expect(telemetryCoverage(day(9)).problem).toBe('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'); // 0.104 %
    expect(telemetryCoverage(day(431)).problem).toBe('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'); // 4.99 %
    expect(telemetryCoverage(day(432)).problem).toBe('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'); // 5 %
    expect(telemetryCoverage(day(8631)).problem).toBe('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS');
    const none = telemetryCoverage(day(8640));
    expect(none).toMatchObject({ problem: null, none: true, missing: 8640, ratio: 0 });
  });

  it('property: missing + present = total, and the ratio is the present share', () => {
    fc.assert(
      fc.property(presence, (p) => {
        const c = telemetryCoverage(p);
        expect(c.total).toBe(p.length);
        expect(c.total - c.missing).toBe(p.filter((v) => v !== null).length);
        if (p.length > 0) expect(c.ratio).toBeCloseTo((c.total - c.missing) / c.total, 12);
      }),
    );
  });

  it('a view reads the columnar answer: sample times from `from`, bands where every series is null', () => {
    const view = telemetryView('2026-10-31T00:00:00Z', 10, { pv: [1, null, 2], consumption: [2, null, 3] });
    const from = Date.parse('2026-10-31T00:00:00Z') / 1000;
    expect(view.x).toEqual(sampleTimes(from, 10, 3));
    expect(view.gaps).toEqual([{ from: from + 10, to: from + 20 }]);
    expect(view.coverage.missing).toBe(1);
  });
});
