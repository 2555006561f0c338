import uPlot from 'uplot';
import { BAND_COLORS, type ChartBand, type TimeSeriesChartProps } from './time-series-chart-props.ts';
import { dateTimeFormat } from '../domain/format/locale-format.ts';

/** Bars of several series share each time slot side by side, filling this share of the slot. */
const GROUP_SHARE = 0.8;

/** The typical distance between samples (the first one, so a 23- or 25-hour day does not skew a month of days). */
function slotSeconds(x: readonly number[]): number {
  return x.length > 1 ? (x[1] as number) - (x[0] as number) : 3600;
}

/** The plot's sample times (chartData always gives a plain array). */
const timesOf = (u: uPlot) => u.data[0] as number[];

// The bar geometry reads the plot's current times (`u.data[0]`), not the props the options were made from, so a
// data-only change (setData) needs no new plot.
function groupedBars(position: number, count: number): uPlot.Series.PathBuilder {
  const slot = (u: uPlot) => slotSeconds(timesOf(u)) * GROUP_SHARE;
  return uPlot.paths.bars!({
    disp: {
      x0: {
        unit: 1,
        values: (u, _s, from, to) =>
          timesOf(u)
            .slice(from, to + 1)
            .map((at) => at - slot(u) / 2 + (position * slot(u)) / count),
      },
      size: { unit: 1, values: (u) => [slot(u) / count] },
    },
  });
}

function pathOf(
  kind: 'line' | 'step' | 'bars',
  barPosition: number,
  barCount: number,
): uPlot.Series.PathBuilder | undefined {
  if (kind === 'step') return uPlot.paths.stepped!({ align: 1 });
  if (kind === 'bars') return groupedBars(barPosition, barCount);
  return undefined;
}

/** Shades each band across the plot's height, under the series (the bands of the latest data: `bandsNow`). */
function bandsHook(bandsNow: () => readonly ChartBand[]) {
  return (u: uPlot) => {
    const bands = bandsNow();
    if (bands.length === 0) return;
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

/** A tick on each day (every n-th for long ranges), labelled with the date in the person's regional format. */
function dayAxis(timeZone: string): uPlot.Axis {
  const format = dateTimeFormat({ timeZone, day: 'numeric', month: 'short' });
  return {
    splits: (u) => {
      const x = timesOf(u);
      const every = Math.max(1, Math.ceil(x.length / MAX_DAY_TICKS));
      return x.filter((_at, index) => index % every === 0);
    },
    values: (_u, splits) => splits.map((at) => format.format(new Date(at * 1000))),
  };
}

/** What the chart component hears from the plot, and what may change without a new plot. */
export interface ChartHooks {
  /** The shaded bands of the data now drawn (default: the props' bands). */
  readonly bands?: () => readonly ChartBand[];
  /** uPlot moved its cursor (the pointer): the sample under it, or null when it left the plot. */
  readonly onCursor?: (index: number | null) => void;
}

/**
 * uPlot options for the props. Missing values stay `null` in the data and `spanGaps` stays off, so a gap breaks the
 * line instead of being drawn at 0. The legend is the chart's own (chart-legend.tsx), not uPlot's table. Nothing
 * here holds the samples: what depends on them reads the plot's data, so new samples are a `setData` on the same
 * plot (see `chartStructure`).
 */
export function chartOptions(
  props: TimeSeriesChartProps,
  width: number,
  hooks: ChartHooks = {},
): uPlot.Options {
  const { series, yLabel, y2Label, timeZone, height = 320, onDraw, xTicks = 'time' } = props;
  const { bands = () => props.bands ?? [], onCursor } = hooks;
  const bars = series.filter((s) => s.kind === 'bars');
  const hasRight = series.some((s) => s.axis === 'right');
  return {
    width,
    height,
    legend: { show: false },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    scales: {
      x: {
        time: true,
        range:
          bars.length > 0
            ? (u) => {
                const x = timesOf(u);
                const slot = slotSeconds(x);
                const first = x[0] ?? 0;
                const last = x[x.length - 1] ?? first + slot;
                return [first - slot / 2, last + slot / 2];
              }
            : undefined,
      },
      y: { auto: true },
      ...(hasRight ? { y2: { auto: true } } : {}),
    },
    axes: [
      xTicks === 'days' ? dayAxis(timeZone) : {},
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
        paths: pathOf(s.kind ?? 'line', bars.indexOf(s), bars.length),
      })),
    ],
    hooks: {
      drawClear: [bandsHook(bands)],
      draw: onDraw ? [() => onDraw()] : [],
      setCursor: onCursor ? [(u) => onCursor(u.cursor.idx ?? null)] : [],
    },
  };
}

/**
 * Everything of the props that shapes the plot itself (not its samples): when it changes the plot is built again;
 * otherwise new samples (a live sample appended, another day) are drawn by `setData` on the same plot.
 */
export function chartStructure(props: TimeSeriesChartProps): string {
  const { series, yLabel, y2Label, timeZone, height, xTicks } = props;
  return JSON.stringify([
    series.map((s) => [s.label, s.color, s.kind, s.dashed, s.axis]),
    yLabel,
    y2Label,
    timeZone,
    height,
    xTicks,
  ]);
}

/** uPlot's aligned data: the times, then one array per series (nulls kept). */
export function chartData(props: Pick<TimeSeriesChartProps, 'x' | 'series'>): uPlot.AlignedData {
  return [props.x as number[], ...props.series.map((s) => s.values as (number | null)[])];
}
