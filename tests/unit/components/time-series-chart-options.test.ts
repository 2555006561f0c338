import { describe, expect, it } from 'vitest';
import { chartData, chartOptions } from '../../../src/components/time-series-chart-options.ts';
import type { TimeSeriesChartProps } from '../../../src/components/time-series-chart-props.ts';

const base: TimeSeriesChartProps = {
  title: 'Power',
  x: [0, 300, 600, 900],
  yLabel: 'Power (kW)',
  timeZone: 'Europe/Berlin',
  series: [
    { label: 'PV', values: [1, null, 3, 4], color: 'red' },
    { label: 'Limit', values: [16, 16, 8, 8], color: 'blue', kind: 'step' },
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
        { label: 'A', values: [1, 2, 3, 4], color: 'red', kind: 'bars' },
        { label: 'B', values: [1, 2, 3, 4], color: 'blue', kind: 'bars' },
      ],
    };
    const options = chartOptions(props, 500);
    expect(options.series[1]?.fill).toBe('red');
    const range = options.scales?.x?.range as (...args: unknown[]) => [number, number];
    expect(range()).toEqual([-150, 1050]);
  });

  it('adds a right axis only for series that ask for it, and a band hook only with bands', () => {
    expect(chartOptions(base, 500).axes).toHaveLength(2);
    expect(chartOptions(base, 500).hooks?.drawClear).toEqual([]);
    const props: TimeSeriesChartProps = {
      ...base,
      y2Label: 'SoC (%)',
      bands: [{ from: 300, to: 600, tone: 'gap' }],
      series: [...base.series, { label: 'SoC', values: [50, 51, 52, 53], color: 'green', axis: 'right' }],
    };
    const options = chartOptions(props, 500);
    expect(options.axes?.[2]).toMatchObject({ label: 'SoC (%)', scale: 'y2', side: 1 });
    expect(options.series[3]?.scale).toBe('y2');
    expect(options.hooks?.drawClear).toHaveLength(1);
  });

  it('dashes dashed series', () => {
    const props: TimeSeriesChartProps = {
      ...base,
      series: [{ label: 'Forecast', values: [1, 2, 3, 4], color: 'red', dashed: true }],
    };
    expect(chartOptions(props, 500).series[1]?.dash).toEqual([6, 4]);
  });
});
