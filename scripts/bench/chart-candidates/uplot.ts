import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { telemetryDay } from './data.ts';

export function draw(target: HTMLElement): void {
  const { x, ys } = telemetryDay();
  target.replaceChildren();
  new uPlot(
    {
      width: 1200,
      height: 400,
      series: [{}, ...ys.map((_, s) => ({ label: `s${s}`, stroke: `hsl(${s * 60} 70% 40%)` }))],
    },
    [x, ...ys],
    target,
  );
}
