import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceResidual,
  coverageRatio,
  deviates,
  deviationPeriods,
  seriesTotal,
  telemetryGapProblem,
  totalDeviation,
} from '../../../src/domain/energy/energy-rules.ts';

const value = fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null });

describe('coverage ratio and the gap problem it implies (SPEC §9: 0.1 %, 5 %, 99.9 %)', () => {
  it('counts present samples', () => {
    expect(coverageRatio([1, null, 0, null])).toBe(0.5);
    expect(coverageRatio([])).toBe(0);
  });

  it.each([
    [1, null],
    [0.9995, null],
    [0.999, 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'],
    [0.96, 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'],
    [0.95, 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'],
    [0.001, 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'],
    [0.0005, null],
    [0, null],
  ])('coverage %s → %s', (coverage, problem) => {
    expect(telemetryGapProblem(coverage)).toBe(problem);
  });

  it('property: coverage is in [0, 1] and the problem follows the missing share', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 300 }), (values) => {
        const coverage = coverageRatio(values);
        expect(coverage).toBeGreaterThanOrEqual(0);
        expect(coverage).toBeLessThanOrEqual(1);
        const missing = (1 - coverage) * 100;
        const problem = telemetryGapProblem(coverage);
        if (problem === 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS')
          expect(missing >= 0.1 && missing < 5).toBe(true);
        if (problem === 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS')
          expect(missing >= 5 && missing <= 99.9).toBe(true);
        if (problem === null) expect(missing < 0.1 || missing > 99.9).toBe(true);
      }),
    );
  });
});

describe('deviation marking (> 30 %)', () => {
  it('marks more than 30 % off the measurement, never at exactly 30 %, never with a value missing', () => {
    expect(deviates(10, 13)).toBe(false);
    expect(deviates(10, 13.01)).toBe(true);
    expect(deviates(10, 6.9)).toBe(true);
    expect(deviates(null, 5)).toBe(false);
    expect(deviates(0, 0.05)).toBe(false);
  });

  it('merges consecutive deviating buckets into one period', () => {
    const starts = [0, 300, 600, 900, 1200];
    expect(deviationPeriods(starts, [1, 1, 1, 1, 1], [1, 2, 2, 1, 2], 300)).toEqual([
      { from: 300, to: 900 },
      { from: 1200, to: 1500 },
    ]);
  });

  it('property: a bucket lies in a marked period exactly when it deviates', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { maxLength: 60 }), (pairs) => {
        const starts = pairs.map((_, i) => i * 10);
        const actual = pairs.map(([a]) => a);
        const forecast = pairs.map(([, f]) => f);
        const periods = deviationPeriods(starts, actual, forecast, 10);
        starts.forEach((at, i) => {
          const inside = periods.some((p) => p.from <= at && at < p.to);
          expect(inside).toBe(deviates(actual[i] ?? null, forecast[i] ?? null));
        });
        for (let i = 1; i < periods.length; i += 1)
          expect(periods[i]!.from).toBeGreaterThan(periods[i - 1]!.to);
      }),
    );
  });

  it('measures a whole period by its sums', () => {
    expect(totalDeviation([10, 10, null], [13, 14, 99])).toBeCloseTo(0.35);
    expect(totalDeviation([0], [0])).toBe(0);
  });
});

describe('energy balance and totals', () => {
  it('is zero when consumption + export + charge = PV + import + discharge', () => {
    const sample = {
      pv: 5,
      gridImport: 1,
      batteryDischarge: 0.5,
      consumption: 4,
      gridExport: 1.5,
      batteryCharge: 1,
    };
    expect(balanceResidual(sample)).toBeCloseTo(0);
    expect(balanceResidual({ ...sample, pv: 6 })).toBeCloseTo(1);
  });

  it('property: a total in kW is Σ power × hours, skipping gaps; all gaps is null', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 100 }), (values) => {
        const total = seriesTotal(values, 'kW', () => 0.25);
        const present = values.filter((v): v is number => v !== null);
        if (present.length === 0) expect(total).toBeNull();
        else expect(total).toBeCloseTo(present.reduce((a, b) => a + b, 0) * 0.25, 6);
        expect(seriesTotal(values, 'kWh', () => 24)).toBe(
          present.length === 0 ? null : present.reduce((a, b) => a + b, 0),
        );
      }),
    );
  });
});
