// The portal's own telemetry path in the browser: the columnar answer → telemetryView (presence, gap bands) → the
// chart's uPlot options (src/components/time-series-chart-options.ts) → painted; one live sample appended to the
// drawn day (uPlot setData) → painted; and the same through the chart component itself (TimeSeriesChart with its
// legend: new props → the same plot's setData → canvas redrawn). Each `window.bench.*()` resolves with milliseconds.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TimeSeriesChart } from '../../../src/components/time-series-chart.tsx';
import { chartData, chartOptions } from '../../../src/components/time-series-chart-options.ts';
import type { TimeSeriesChartProps } from '../../../src/components/time-series-chart-props.ts';
import { telemetryView } from '../../../src/domain/energy/telemetry.ts';
import { telemetryDay } from '../chart-candidates/data.ts';

const day = telemetryDay();
const from = new Date((day.x[0] as number) * 1000).toISOString();
const columns = Object.fromEntries(day.ys.map((values, s) => [`s${s}`, values]));
let plot: uPlot | null = null;
/** When the chart last finished drawing its canvas (the chart's onDraw). */
let drawnAt = 0;

const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

async function firstPaint(): Promise<number> {
  const target = document.getElementById('chart') as HTMLElement;
  plot?.destroy();
  const start = performance.now();
  const view = telemetryView(from, 10, columns);
  const props = {
    title: 'telemetry',
    x: view.x,
    series: day.ys.map((values, s) => ({
      label: `s${s}`,
      unit: 'kW',
      values,
      color: `hsl(${s * 60} 70% 40%)`,
    })),
    bands: view.gaps.map((gap) => ({ ...gap, tone: 'gap' as const })),
    yLabel: 'Power (kW)',
    timeZone: 'Europe/Berlin',
    onDraw: () => {
      drawnAt = performance.now();
    },
  };
  plot = new uPlot(chartOptions(props, 1200), chartData(props), target);
  await painted();
  return performance.now() - start;
}

/**
 * A rolling day: the newest sample appended, the oldest dropped (prepared before the clock starts). `drawn` ends when
 * the canvas is redrawn; `painted` when the next frame has been produced (includes waiting for the frame).
 */
async function liveUpdate(until: 'drawn' | 'painted' = 'painted'): Promise<number> {
  if (!plot) await firstPaint();
  const current = (plot as uPlot).data as (number | null)[][];
  const last = current[0]!.length - 1;
  const next = current.map((column, i) => [...column.slice(1), i === 0 ? (column[last] as number) + 10 : 3]);
  const start = performance.now();
  (plot as uPlot).setData(next as uPlot.AlignedData);
  await painted();
  return (until === 'drawn' ? drawnAt : performance.now()) - start;
}

let root: Root | null = null;
let shown: TimeSeriesChartProps | null = null;
let componentDrawnAt = 0;
const onComponentDraw = () => {
  componentDrawnAt = performance.now();
};

/**
 * The chart component on the telemetry day, then a rolling day: the next props (newest sample appended, oldest
 * dropped, prepared before the clock starts) rendered synchronously; ends when the component's plot has redrawn its
 * canvas. Fails if the component built a new plot instead of updating the one it has.
 */
async function componentLive(): Promise<number> {
  if (root === null || shown === null) {
    root = createRoot(document.getElementById('component') as HTMLElement);
    shown = {
      title: 'telemetry',
      x: day.x,
      series: day.ys.map((values, s) => ({
        label: `s${s}`,
        unit: 'kW',
        values,
        color: `hsl(${s * 60} 70% 40%)`,
      })),
      yLabel: 'Power (kW)',
      timeZone: 'Europe/Berlin',
      onDraw: onComponentDraw,
    };
    const first = shown;
    flushSync(() => root?.render(createElement(TimeSeriesChart, first)));
    await painted();
  }
  const before = document.querySelector('#component .uplot');
  const last = shown.x[shown.x.length - 1] as number;
  const next: TimeSeriesChartProps = {
    ...shown,
    x: [...shown.x.slice(1), last + 10],
    series: shown.series.map((s) => ({ ...s, values: [...s.values.slice(1), 3] })),
  };
  componentDrawnAt = 0;
  const start = performance.now();
  flushSync(() => root?.render(createElement(TimeSeriesChart, next)));
  shown = next;
  await painted();
  if (document.querySelector('#component .uplot') !== before) throw new Error('the chart was rebuilt');
  if (componentDrawnAt === 0) throw new Error('the chart did not redraw');
  return componentDrawnAt - start;
}

Object.assign(window, {
  bench: { firstPaint, liveUpdate, liveDrawn: () => liveUpdate('drawn'), componentLive },
});
