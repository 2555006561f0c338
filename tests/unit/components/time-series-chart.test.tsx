// @isolate: uPlot reads window.matchMedia when its module loads, which this file stubs: whether a worker loaded
// uPlot before decides (vite.config.ts, scripts/test/isolation.ts).
// Readable charts: the real chart component (uPlot on a stub canvas: jsdom draws nothing) read with
// the keyboard and the pointer. The legend lists every series with its value and unit at the cursor — or at the
// latest sample — and the sample's instant; keyboard moves are announced politely; new samples are drawn on the same
// plot (setData), not a new one. Chromium draws it for real in tests/e2e/fleet-energy.spec.ts.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TimeSeriesChartProps } from '../../../src/components/time-series-chart-props.ts';

// uPlot asks matchMedia for the pixel ratio when it loads, and draws through a 2D context and Path2D, none of which
// jsdom has: no-op stand-ins (what is drawn is Chromium's part).
const noOp = () =>
  new Proxy(
    {},
    {
      get: (target: Record<string | symbol, unknown>, key) =>
        key in target ? target[key] : key === 'measureText' ? () => ({ width: 10 }) : () => undefined,
      set: (target: Record<string | symbol, unknown>, key, value) => {
        target[key] = value;
        return true;
      },
    },
  );
vi.hoisted(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
beforeAll(() => {
  vi.stubGlobal(
    'Path2D',
    class {
      constructor() {
        return noOp();
      }
    },
  );
  HTMLCanvasElement.prototype.getContext = (() => noOp()) as unknown as HTMLCanvasElement['getContext'];
});

const { TimeSeriesChart } = await import('../../../src/components/time-series-chart.tsx');

const NBSP = '\u00a0';
// 12:00, 12:05 … in Berlin (tests pin TZ=Europe/Berlin), 26 November 2026; jsdom's locale is American English.
const start = Date.UTC(2026, 10, 26, 11) / 1000;
const times = (count: number, from = start) => Array.from({ length: count }, (_, i) => from + i * 300);

function props(overrides: Partial<TimeSeriesChartProps> = {}): TimeSeriesChartProps {
  return {
    title: 'Power (kW): PV, Grid import',
    x: times(4),
    yLabel: 'Power (kW)',
    timeZone: 'Europe/Berlin',
    series: [
      { label: 'PV', unit: 'kW', values: [1.5, 2.25, null, 3], color: '#e0a800' },
      { label: 'Grid import', unit: 'kW', values: [0.5, null, 0, null], color: '#c62828' },
      {
        label: 'State of charge',
        unit: '%',
        fractionDigits: 1,
        values: [40, 41.25, 42, 43],
        color: '#455a64',
        axis: 'right',
      },
    ],
    y2Label: 'State of charge (%)',
    ...overrides,
  };
}

const legend = () => screen.getByRole('list', { name: 'Legend' });
const legendText = () =>
  within(legend())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const chart = (name = /^Power \(kW\)/) => screen.getByRole('application', { name });
/** The live region the keyboard's moves are announced in. */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('TimeSeriesChart legend', () => {
  it('reads the latest sample with its instant while no cursor is on the chart; a missing value is "no data"', () => {
    render(<TimeSeriesChart {...props()} />);
    expect(legendText()).toEqual([`PV: 3${NBSP}kW`, 'Grid import: no data', `State of charge: 43${NBSP}%`]);
    expect(screen.getByText('Latest: 11/26/2026, 12:15 PM', { exact: false })).toBeInTheDocument();
    expect(chart()).toHaveAttribute('tabindex', '0');
    expect(chart()).toHaveAccessibleDescription(/arrow keys/);
  });

  it('the keyboard moves a cursor sample by sample and to either end; the legend reads it; Escape clears', async () => {
    const user = userEvent.setup();
    render(<TimeSeriesChart {...props()} />);
    await user.tab();
    expect(chart()).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(legendText()).toEqual([
      `PV: 1.5${NBSP}kW`,
      `Grid import: 0.5${NBSP}kW`,
      `State of charge: 40${NBSP}%`,
    ]);
    expect(screen.getByText('11/26/2026, 12:00 PM')).toBeInTheDocument();
    expect(announced()).toBe(
      `11/26/2026, 12:00 PM: PV 1.5${NBSP}kW, Grid import 0.5${NBSP}kW, State of charge 40${NBSP}%`,
    );

    await user.keyboard('{ArrowRight}');
    expect(legendText()).toEqual([
      `PV: 2.25${NBSP}kW`,
      'Grid import: no data',
      `State of charge: 41.3${NBSP}%`,
    ]);
    await user.keyboard('{ArrowRight}');
    // A measured 0 stays 0; only a missing sample reads "no data".
    expect(legendText()).toEqual(['PV: no data', `Grid import: 0${NBSP}kW`, `State of charge: 42${NBSP}%`]);
    expect(screen.getByText('11/26/2026, 12:10 PM')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByText('11/26/2026, 12:15 PM')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('11/26/2026, 12:15 PM')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByText('11/26/2026, 12:00 PM')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('11/26/2026, 12:00 PM')).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(screen.getByText('11/26/2026, 12:05 PM')).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(screen.getByText('11/26/2026, 12:00 PM')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByText('Latest: 11/26/2026, 12:15 PM', { exact: false })).toBeInTheDocument();
    expect(legendText()[0]).toBe(`PV: 3${NBSP}kW`);
    expect(announced()).toBe('Cursor cleared');
  });

  it('leaves other keys alone: Tab goes on, and the page still scrolls with keys the chart does not use', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TimeSeriesChart {...props()} />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    const down = fireEvent.keyDown(chart(), { key: 'ArrowDown' });
    expect(down).toBe(true);
    const right = fireEvent.keyDown(chart(), { key: 'ArrowRight' });
    expect(right).toBe(false);
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('the pointer reads the sample under it into the same legend, without announcing it', () => {
    const { container } = render(<TimeSeriesChart {...props()} />);
    const over = container.querySelector('.u-over') as HTMLElement;
    fireEvent.mouseEnter(over);
    fireEvent.pointerMove(over, { clientX: 1, clientY: 10 });
    fireEvent.mouseMove(over, { clientX: 1, clientY: 10 });
    expect(screen.getByText('11/26/2026, 12:00 PM')).toBeInTheDocument();
    expect(legendText()[0]).toBe(`PV: 1.5${NBSP}kW`);
    expect(announced()).toBe('');
    fireEvent.mouseLeave(over);
    expect(screen.getByText('Latest: 11/26/2026, 12:15 PM', { exact: false })).toBeInTheDocument();
  });

  it('new samples are drawn on the same plot; a keyboard cursor stays on its instant while the window slides', async () => {
    const user = userEvent.setup();
    const draws = vi.fn();
    const first = props({ onDraw: draws });
    const { container, rerender } = render(<TimeSeriesChart {...first} />);
    const plot = container.querySelector('.uplot');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('11/26/2026, 12:05 PM')).toBeInTheDocument();

    // A live sample: the oldest drops out, the newest comes in.
    const drawn = draws.mock.calls.length;
    const slid = props({
      onDraw: draws,
      x: times(4, start + 300),
      series: first.series.map((s) => ({ ...s, values: [...s.values.slice(1), 7] })),
    });
    act(() => rerender(<TimeSeriesChart {...slid} />));
    expect(container.querySelector('.uplot')).toBe(plot);
    expect(draws.mock.calls.length).toBeGreaterThan(drawn);
    expect(screen.getByText('11/26/2026, 12:05 PM')).toBeInTheDocument();
    expect(legendText()[0]).toBe(`PV: 2.25${NBSP}kW`);

    await user.keyboard('{Escape}');
    expect(screen.getByText('Latest: 11/26/2026, 12:20 PM', { exact: false })).toBeInTheDocument();
    expect(legendText()[0]).toBe(`PV: 7${NBSP}kW`);

    // Another series is another plot.
    act(() => rerender(<TimeSeriesChart {...slid} series={slid.series.slice(0, 1)} />));
    expect(container.querySelector('.uplot')).not.toBe(plot);
    expect(legendText()).toEqual([`PV: 7${NBSP}kW`]);
  });

  it('reads energy per day by the date, and names a zone that is not the viewer’s', () => {
    const days = [Date.UTC(2026, 10, 23, 5), Date.UTC(2026, 10, 24, 5)].map((ms) => ms / 1000);
    render(
      <TimeSeriesChart
        {...props({
          title: 'Energy per day (kWh)',
          x: days,
          timeZone: 'America/New_York',
          series: [{ label: 'PV', unit: 'kWh', values: [12.5, 14], color: '#e0a800', kind: 'bars' }],
        })}
      />,
    );
    expect(screen.getByText('Latest: 11/24/2026 (America/New_York)', { exact: false })).toBeInTheDocument();
    expect(legendText()).toEqual([`PV: 14${NBSP}kWh`]);
  });

  it('an empty chart says so', () => {
    render(
      <TimeSeriesChart
        {...props({ x: [], series: [{ label: 'PV', unit: 'kW', values: [], color: 'red' }] })}
      />,
    );
    expect(screen.getByText('No samples')).toBeInTheDocument();
    expect(legendText()).toEqual(['PV: no data']);
  });
});
