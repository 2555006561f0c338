// The tariff order funnel's arithmetic: counts per step, overall and step-to-step conversion,
// stopped-here counts, median time between steps and the previous period of equal length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFunnel,
  computeFunnel,
  median,
  previousPeriod,
  type FunnelOrder,
} from '../../../../src/domain/sales/funnel.ts';
import {
  FINAL_STEP,
  FUNNEL_STEPS,
  isChannel,
  isFunnelStep,
  isLeadStatus,
  stepIndex,
} from '../../../../src/domain/sales/funnel-steps.ts';

const H = 3_600_000;
const order = (start: number, ...gaps: number[]): FunnelOrder => {
  const reachedAt = [start];
  for (const gap of gaps) reachedAt.push((reachedAt[reachedAt.length - 1] as number) + gap);
  return { reachedAt };
};
const period = { from: 0, to: 100 * H };

const orderArb = fc
  .tuple(
    fc.integer({ min: -200 * H, max: 200 * H }),
    fc.array(fc.integer({ min: 0, max: 48 * H }), { maxLength: FUNNEL_STEPS.length - 1 }),
  )
  .map(([start, gaps]) => order(start, ...gaps));

describe('funnel steps', () => {
  it('ends with "supply start confirmed", after "submitted"', () => {
    expect(FUNNEL_STEPS.at(-1)).toBe(FINAL_STEP);
    expect(stepIndex('submitted')).toBe(FUNNEL_STEPS.length - 2);
  });
  it('recognises only its own names', () => {
    expect(isFunnelStep('sepa')).toBe(true);
    expect(isFunnelStep('<b>sepa</b>')).toBe(false);
    expect(isChannel('phone')).toBe(true);
    expect(isChannel(42)).toBe(false);
    expect(isLeadStatus('won')).toBe(true);
    expect(isLeadStatus('WON')).toBe(false);
  });
});

describe('median', () => {
  it('takes the middle, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('computeFunnel', () => {
  it('counts, converts and times a small example', () => {
    const orders = [order(0), order(H, 2 * H), order(2 * H, 4 * H, H), order(3 * H, 6 * H, 3 * H)];
    const funnel = computeFunnel(orders, period);
    expect(funnel.started).toBe(4);
    expect(funnel.steps.map((s) => s.count).slice(0, 4)).toEqual([4, 3, 2, 0]);
    expect(funnel.steps.map((s) => s.stopped).slice(0, 4)).toEqual([1, 1, 2, 0]);
    expect(funnel.steps[1]?.overallConversion).toBe(0.75);
    expect(funnel.steps[2]?.overallConversion).toBe(0.5);
    expect(funnel.steps[2]?.stepConversion).toBeCloseTo(2 / 3);
    expect(funnel.steps[3]?.stepConversion).toBe(0);
    expect(funnel.steps[4]?.stepConversion).toBeNull();
    expect(funnel.steps[1]?.medianMsFromPrevious).toBe(4 * H);
    expect(funnel.steps[2]?.medianMsFromPrevious).toBe(2 * H);
    expect(funnel.steps[0]?.medianMsFromPrevious).toBeNull();
    expect(funnel.completed).toBe(0);
  });

  it('counts an order by the period it started in (from inclusive, to exclusive)', () => {
    const funnel = computeFunnel([order(0), order(100 * H), order(-1)], period);
    expect(funnel.started).toBe(1);
  });

  it('has no conversion without orders', () => {
    const funnel = computeFunnel([], period);
    expect(funnel.steps.every((s) => s.count === 0 && s.overallConversion === null)).toBe(true);
  });

  it('never grows along the steps; stopped sums to started; conversions stay in 0..1', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 40 }), (orders) => {
        const funnel = computeFunnel(orders, period);
        const counts = funnel.steps.map((s) => s.count);
        counts.slice(1).forEach((count, i) => expect(count).toBeLessThanOrEqual(counts[i] as number));
        expect(funnel.steps.reduce((sum, s) => sum + s.stopped, 0)).toBe(funnel.started);
        for (const s of funnel.steps) {
          for (const value of [s.overallConversion, s.stepConversion]) {
            if (value !== null) expect(value >= 0 && value <= 1).toBe(true);
          }
          if (s.medianMsFromPrevious !== null) expect(s.medianMsFromPrevious).toBeGreaterThanOrEqual(0);
        }
        // overall conversion is the product of the step-to-step conversions
        const last = funnel.steps.at(-1);
        if (funnel.started > 0 && last) {
          const product = funnel.steps.reduce((p, s) => p * (s.stepConversion ?? 0), 1);
          expect(last.overallConversion).toBeCloseTo(product, 9);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('previous period', () => {
  it('has the same length and ends where the period starts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e10 }),
        (from, length) => {
          const previous = previousPeriod({ from, to: from + length });
          expect(previous.to).toBe(from);
          expect(previous.to - previous.from).toBe(length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('compares this period with the one before, each counting only its own orders', () => {
    const { current, previous } = compareFunnel([order(H), order(-H), order(-2 * H, H)], period);
    expect(current.started).toBe(1);
    expect(previous.started).toBe(2);
    expect(previous.steps[1]?.count).toBe(1);
  });
});
