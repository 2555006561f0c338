// The portal's own telemetry path in the browser: the columnar answer → telemetryView (presence, gap bands) → the
// chart's uPlot options (src/components/time-series-chart-options.ts) → painted; and one live sample appended to
// the drawn day (uPlot setData) → painted. `window.bench.firstPaint()` / `liveUpdate()` resolve with milliseconds.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartOptions } from '../../../src/components/time-series-chart-options.ts';
import { telemetryView } from '../../../src/domain/telemetry.ts';
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
    series: day.ys.map((values, s) => ({ label: `s${s}`, values, color: `hsl(${s * 60} 70% 40%)` })),
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

Object.assign(window, { bench: { firstPaint, liveUpdate, liveDrawn: () => liveUpdate('drawn') } });
