// The props of the portal's time-series chart (uPlot behind a lazy chunk). Kept apart from the chart so that callers
// and the lazy wrapper can name the types without pulling the chart library into their chunk.

/** How one series is drawn. `step` holds each value until the next sample (schedules, limits, tariffs). */
export type ChartSeriesKind = 'line' | 'step' | 'bars';

export interface ChartSeries {
  /** Shown in the legend (without the unit) and read out with the value under the cursor. */
  readonly label: string;
  /** The unit of the values, written after each value the legend reads: `kW`, `kWh`, `A`, `%`. */
  readonly unit: string;
  /** Decimals the legend shows at most (default 2). */
  readonly fractionDigits?: number;
  /** One value per entry of `x`; `null` is missing data and breaks the line (never drawn as 0). */
  readonly values: readonly (number | null)[];
  /** A CSS colour. */
  readonly color: string;
  readonly kind?: ChartSeriesKind;
  /** Dashed, e.g. a forecast beside its measurement. */
  readonly dashed?: boolean;
  /** Which value axis: `left` (default, `yLabel`) or `right` (`y2Label`, e.g. state of charge in %). */
  readonly axis?: 'left' | 'right';
}

/** A shaded period across the plot, e.g. a telemetry gap or a forecast deviation. Times in Unix seconds. */
export interface ChartBand {
  readonly from: number;
  readonly to: number;
  readonly tone: 'gap' | 'warning';
}

export interface TimeSeriesChartProps {
  /** The accessible name of the plot (focusable: the arrow keys read the values into the legend). */
  readonly title: string;
  /** Sample times in Unix seconds, ascending; every series has one value per entry. */
  readonly x: readonly number[];
  readonly series: readonly ChartSeries[];
  readonly bands?: readonly ChartBand[];
  /** The left axis, with its unit, e.g. 'Power (kW)'. */
  readonly yLabel: string;
  /** The right axis, when a series has `axis: 'right'`. */
  readonly y2Label?: string;
  /** IANA time zone the time axis is labelled in (a site's days are the site's days). */
  readonly timeZone: string;
  /** `days`: one bar group per local day, its ticks labelled with the date only (default: uPlot's time ticks). */
  readonly xTicks?: 'time' | 'days';
  /** Plot height in px (the width follows the container). */
  readonly height?: number;
  /** Called after every draw: the benchmarks and tests learn when the canvas was painted. */
  readonly onDraw?: () => void;
}

export const BAND_COLORS: Readonly<Record<ChartBand['tone'], string>> = {
  gap: 'rgba(120, 120, 120, 0.22)',
  warning: 'rgba(237, 108, 2, 0.18)',
};
