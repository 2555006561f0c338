import { describe, expect, it } from 'vitest';
import {
  chartData,
  chartOptions,
  chartStructure,
} from '../../../src/components/time-series-chart-options.ts';
import type { TimeSeriesChartProps } from '../../../src/components/time-series-chart-props.ts';

const base: TimeSeriesChartProps = {
  title: 'Power',
  x: [0, 300, 600, 900],
  yLabel: 'Power (kW)',
  timeZone: 'Europe/Berlin',
  series: [
    { label: 'PV', unit: 'kW', values: [1, null, 3, 4], color: 'red' },
    { label: 'Limit', unit: 'A', values: [16, 16, 8, 8], color: 'blue', kind: 'step' },
  ],
};

describe('chartOptions', () => {
  it('keeps missing values as null and never spans gaps', () => {
    const data = chartData(base);
    expect(data[1]).toEqual([1, null, 3, 4]);
    const options = chartOptions(base, 500);
    expect(options.series.slice(1).every((s) => s.spanGaps === false)).toBe(true);
  });

  it('draws step series with a stepped path and lines with the default one', () => {
    const options = chartOptions(base, 500);
    expect(options.series[1]?.paths).toBeUndefined();
    expect(typeof options.series[2]?.paths).toBe('function');
  });

  it('puts bars side by side and pads the time axis by half a slot', () => {
    const props: TimeSeriesChartProps = {
      ...base,
      series: [
        { label: 'A', unit: 'kWh', values: [1, 2, 3, 4], color: 'red', kind: 'bars' },
        { label: 'B', unit: 'kWh', values: [1, 2, 3, 4], color: 'blue', kind: 'bars' },
      ],
    };
    const options = chartOptions(props, 500);
    expect(options.series[1]?.fill).toBe('red');
    // The range follows the plot's data, so appended samples need no new options.
    const range = options.scales?.x?.range as (...args: unknown[]) => [number, number];
    expect(range({ data: [props.x] })).toEqual([-150, 1050]);
    expect(range({ data: [[0, 3600, 7200]] })).toEqual([-1800, 9000]);
  });

  it('adds a right axis only for series that ask for it; the band hook draws the bands of the data now shown', () => {
    expect(chartOptions(base, 500).axes).toHaveLength(2);
    const props: TimeSeriesChartProps = {
      ...base,
      y2Label: 'SoC (%)',
      bands: [{ from: 300, to: 600, tone: 'gap' }],
      series: [
        ...base.series,
        { label: 'SoC', unit: '%', values: [50, 51, 52, 53], color: 'green', axis: 'right' },
      ],
    };
    const options = chartOptions(props, 500);
    expect(options.axes?.[2]).toMatchObject({ label: 'SoC (%)', scale: 'y2', side: 1 });
    expect(options.series[3]?.scale).toBe('y2');
    expect(options.hooks?.drawClear).toHaveLength(1);
    const fills: string[] = [];
    const ctx = { save() {}, restore() {}, fillRect: () => fills.push(ctx.fillStyle), fillStyle: '' };
    const plot = {
      ctx,
      bbox: { left: 0, top: 0, width: 900, height: 100 },
      valToPos: (value: number) => value,
    };
    let bands: TimeSeriesChartProps['bands'] = [];
    const hooked = chartOptions(props, 500, { bands: () => bands ?? [] }).hooks?.drawClear?.[0];
    hooked?.(plot as never);
    expect(fills).toEqual([]);
    bands = [{ from: 300, to: 600, tone: 'warning' }];
    hooked?.(plot as never);
    expect(fills).toHaveLength(1);
  });

  it('reports the sample under the pointer to the component', () => {
    const seen: (number | null)[] = [];
    const options = chartOptions(base, 500, { onCursor: (index) => seen.push(index) });
    options.hooks?.setCursor?.[0]?.({ cursor: { idx: 2 } } as never);
    options.hooks?.setCursor?.[0]?.({ cursor: { idx: null } } as never);
    expect(seen).toEqual([2, null]);
  });

  it('the structure leaves the samples out: new samples are drawn on the same plot, a new series builds a new one', () => {
    const appended: TimeSeriesChartProps = {
      ...base,
      x: [...base.x, 1200],
      series: base.series.map((s) => ({ ...s, values: [...s.values, 5] })),
      bands: [{ from: 0, to: 300, tone: 'gap' }],
    };
    expect(chartStructure(appended)).toBe(chartStructure(base));
    const another: TimeSeriesChartProps = {
      ...base,
      series: [...base.series, { label: 'Grid', unit: 'kW', values: [0, 0, 0, 0], color: 'black' }],
    };
    expect(chartStructure(another)).not.toBe(chartStructure(base));
    expect(chartStructure({ ...base, timeZone: 'UTC' })).not.toBe(chartStructure(base));
    expect(chartStructure({ ...base, xTicks: 'days' })).not.toBe(chartStructure(base));
  });

  it('dashes dashed series', () => {
    const props: TimeSeriesChartProps = {
      ...base,
      series: [{ label: 'Forecast', unit: 'kW', values: [1, 2, 3, 4], color: 'red', dashed: true }],
    };
    expect(chartOptions(props, 500).series[1]?.dash).toEqual([6, 4]);
  });
});
