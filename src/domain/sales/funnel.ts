// The funnel's arithmetic (after PostHog's and Umami's funnels): how many orders reached each
// step, the conversion from the first step (overall) and from the step before (step to step), how many stopped at a
// step, and the median time between a step and the one before it — for a period, compared with the previous period
// of equal length. Pure: orders in, figures out.
import { FUNNEL_STEPS, type FunnelStep } from './funnel-steps.ts';

/** One order as the funnel sees it: the instants (epoch ms) it reached the steps, in funnel order, first = started. */
export interface FunnelOrder {
  readonly reachedAt: readonly number[];
}

export interface Period {
  /** Inclusive start, epoch ms. */
  readonly from: number;
  /** Exclusive end, epoch ms. */
  readonly to: number;
}

export interface FunnelStepFigures {
  readonly step: FunnelStep;
  /** Orders that reached this step. */
  readonly count: number;
  /** Orders whose last step is this one (they stopped here). */
  readonly stopped: number;
  /** count / count of the first step, 0..1; null when no order started. */
  readonly overallConversion: number | null;
  /** count / count of the step before, 0..1; 1 for the first step with orders, null when the step before had none. */
  readonly stepConversion: number | null;
  /** Median ms from the step before to this step among the orders that reached it; null for the first or none. */
  readonly medianMsFromPrevious: number | null;
}

export interface Funnel {
  readonly period: Period;
  readonly started: number;
  /** Orders that reached the final step. */
  readonly completed: number;
  readonly steps: readonly FunnelStepFigures[];
}

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The number of steps an order reached (its reachedAt length, capped at the funnel's length). */
export const stepsReached = (order: FunnelOrder): number =>
  Math.min(order.reachedAt.length, FUNNEL_STEPS.length);

/** The period of equal length right before `period`. */
export function previousPeriod(period: Period): Period {
  const length = period.to - period.from;
  return { from: period.from - length, to: period.from };
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The funnel of the orders started in `period` (by their first instant). */
export function computeFunnel(orders: readonly FunnelOrder[], period: Period): Funnel {
  const inPeriod = orders.filter((order) => {
    const started = order.reachedAt[0];
    return started !== undefined && started >= period.from && started < period.to;
  });
  const counts = FUNNEL_STEPS.map(
    (_, index) => inPeriod.filter((order) => stepsReached(order) > index).length,
  );
  const started = counts[0] ?? 0;
  const steps = FUNNEL_STEPS.map((step, index): FunnelStepFigures => {
    const count = counts[index] ?? 0;
    const next = counts[index + 1] ?? 0;
    const durations =
      index === 0
        ? []
        : inPeriod
            .filter((order) => stepsReached(order) > index)
            .map((order) => (order.reachedAt[index] as number) - (order.reachedAt[index - 1] as number));
    return {
      step,
      count,
      stopped: count - next,
      overallConversion: ratio(count, started),
      stepConversion: index === 0 ? ratio(count, count) : ratio(count, counts[index - 1] ?? 0),
      medianMsFromPrevious: median(durations),
    };
  });
  return { period, started, completed: counts[FUNNEL_STEPS.length - 1] ?? 0, steps };
}

export interface FunnelComparison {
  readonly current: Funnel;
  readonly previous: Funnel;
}

/** This period's funnel and the previous period's, for "vs previous period". */
export function compareFunnel(orders: readonly FunnelOrder[], period: Period): FunnelComparison {
  return { current: computeFunnel(orders, period), previous: computeFunnel(orders, previousPeriod(period)) };
}
