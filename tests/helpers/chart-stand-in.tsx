// The time-series chart's stand-in for the DOM test files that carry its marker (STAND_INS in
// scripts/test/isolation.ts): uPlot draws on a canvas jsdom does not have, so those files read the chart by its
// title (role img) and, where they count samples, by `data-points`. vite.config.ts puts it in place of
// src/components/time-series-chart.tsx for those files only, which then share their worker's modules instead of
// each replacing the module with `vi.mock` in a module world of its own.
import type { TimeSeriesChartProps } from '../../src/components/time-series-chart-props.ts';

export function TimeSeriesChart({ title, x }: Pick<TimeSeriesChartProps, 'title' | 'x'>) {
  return <figure role="img" aria-label={title} data-points={x.length} />;
}
