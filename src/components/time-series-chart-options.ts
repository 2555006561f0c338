import uPlot from 'uplot';
import { BAND_COLORS, type ChartBand, type TimeSeriesChartProps } from './time-series-chart-props.ts';

/** Bars of several series share each time slot side by side, filling this share of the slot. */
const GROUP_SHARE = 0.8;

/** The typical distance between samples (the first one, so a 23- or 25-hour day does not skew a month of days). */
function slotSeconds(x: readonly number[]): number {
  return x.length > 1 ? (x[1] as number) - (x[0] as number) : 3600;
}

function groupedBars(x: readonly number[], position: number, count: number): uPlot.Series.PathBuilder {
  const slot = slotSeconds(x) * GROUP_SHARE;
  const width = slot / count;
  return uPlot.paths.bars!({
    disp: {
      x0: {
        unit: 1,
        values: (_u, _s, from, to) => x.slice(from, to + 1).map((at) => at - slot / 2 + position * width),
      },
      size: { unit: 1, values: () => [width] },
    },
  });
}

function pathOf(
  kind: 'line' | 'step' | 'bars',
  x: readonly number[],
  barPosition: number,
  barCount: number,
): uPlot.Series.PathBuilder | undefined {
  if (kind === 'step') return uPlot.paths.stepped!({ align: 1 });
  if (kind === 'bars') return groupedBars(x, barPosition, barCount);
  return undefined;
}

/** Shades each band across the plot's height, under the series. */
function bandsHook(bands: readonly ChartBand[]) {
  return (u: uPlot) => {
    const { ctx, bbox } = u;
    ctx.save();
    for (const band of bands) {
      const left = u.valToPos(band.from, 'x', true);
      const right = u.valToPos(band.to, 'x', true);
      const from = Math.max(bbox.left, left);
      const to = Math.min(bbox.left + bbox.width, right);
      if (to <= from) continue;
      ctx.fillStyle = BAND_COLORS[band.tone];
      ctx.fillRect(from, bbox.top, Math.max(1, to - from), bbox.height);
    }
    ctx.restore();
  };
}

/** At most this many day labels on the time axis; longer ranges label every n-th day. */
const MAX_DAY_TICKS = 12;

/** A tick on each day (every n-th for long ranges), labelled with the date in the browser's locale. */
function dayAxis(x: readonly number[], timeZone: string): uPlot.Axis {
  const format = new Intl.DateTimeFormat(undefined, { timeZone, day: 'numeric', month: 'short' });
  const every = Math.max(1, Math.ceil(x.length / MAX_DAY_TICKS));
  return {
    splits: () => x.filter((_at, index) => index % every === 0),
    values: (_u, splits) => splits.map((at) => format.format(new Date(at * 1000))),
  };
}

/**
 * uPlot options for the props. Missing values stay `null` in the data and `spanGaps` stays off, so a gap breaks the
 * line instead of being drawn at 0. The legend is the chart's own React list, not uPlot's table.
 */
export function chartOptions(props: TimeSeriesChartProps, width: number): uPlot.Options {
  const { x, series, bands = [], yLabel, y2Label, timeZone, height = 320, onDraw, xTicks = 'time' } = props;
  const bars = series.filter((s) => s.kind === 'bars');
  const slot = slotSeconds(x);
  const first = x[0] ?? 0;
  const last = x[x.length - 1] ?? first + slot;
  const hasRight = series.some((s) => s.axis === 'right');
  return {
    width,
    height,
    legend: { show: false },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    scales: {
      x: {
        time: true,
        range: bars.length > 0 ? () => [first - slot / 2, last + slot / 2] : undefined,
      },
      y: { auto: true },
      ...(hasRight ? { y2: { auto: true } } : {}),
    },
    axes: [
      xTicks === 'days' ? dayAxis(x, timeZone) : {},
      { label: yLabel, size: 60 },
      ...(hasRight ? [{ label: y2Label ?? '', scale: 'y2', side: 1 as const, grid: { show: false } }] : []),
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: s.kind === 'bars' ? 0 : 1.5,
        fill: s.kind === 'bars' ? s.color : undefined,
        dash: s.dashed ? [6, 4] : undefined,
        scale: s.axis === 'right' ? 'y2' : 'y',
        spanGaps: false,
        points: { show: false },
        paths: pathOf(s.kind ?? 'line', x, bars.indexOf(s), bars.length),
      })),
    ],
    hooks: {
      drawClear: bands.length > 0 ? [bandsHook(bands)] : [],
      draw: onDraw ? [() => onDraw()] : [],
    },
  };
}

/** uPlot's aligned data: the times, then one array per series (nulls kept). */
export function chartData(props: Pick<TimeSeriesChartProps, 'x' | 'series'>): uPlot.AlignedData {
  return [props.x as number[], ...props.series.map((s) => s.values as (number | null)[])];
}
