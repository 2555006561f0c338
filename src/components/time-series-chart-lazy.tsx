import { lazy, Suspense } from 'react';
import type { TimeSeriesChartProps } from './time-series-chart-props.ts';
import { PlaceholderBlock } from './placeholder-block.tsx';
import { withLoadTimeout } from './with-load-timeout.ts';

// The chart library (uPlot) loads only on a route that draws; a chunk that stalls ends in the route's load-failure
// page after 120 s (SPEC §9).
const TimeSeriesChart = lazy(
  withLoadTimeout(() =>
    import('./time-series-chart.tsx').then((module) => ({ default: module.TimeSeriesChart })),
  ),
);

/** TimeSeriesChart (see time-series-chart-props.ts for the props), loaded on first use, with a placeholder of its height. */
export function TimeSeriesChartLazy(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<PlaceholderBlock height={props.height ?? 320} />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
