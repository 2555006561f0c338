import { LineChart } from '@mui/x-charts/LineChart';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { telemetryDay } from './data.ts';

let root: Root | undefined;

export function draw(target: HTMLElement): void {
  const { x, ys } = telemetryDay();
  root?.unmount();
  root = createRoot(target);
  flushSync(() =>
    root?.render(
      <LineChart
        width={1200}
        height={400}
        skipAnimation
        xAxis={[{ data: x, scaleType: 'time' }]}
        series={ys.map((data, s) => ({ data, label: `s${s}`, showMark: false, connectNulls: false }))}
      />,
    ),
  );
}
