import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartOptions } from './time-series-chart-options.ts';
import type { TimeSeriesChartProps } from './time-series-chart-props.ts';

const FALLBACK_WIDTH = 800;

/**
 * A time-series chart on a canvas (uPlot). Import it through TimeSeriesChartLazy so the chart library stays in the
 * lazy chunk of the routes that draw. The canvas is an image named by `title`; pair it with a data table, which is
 * the accessible alternative. The plot is rebuilt when the props change and resized with its container.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const width = element.clientWidth || FALLBACK_WIDTH;
    const created = new uPlot(chartOptions(props, width), chartData(props), element);
    plot.current = created;
    return () => {
      created.destroy();
      plot.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- every prop shapes the plot: rebuild on any change
  }, [props.x, props.series, props.bands, props.yLabel, props.y2Label, props.timeZone, props.height]);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && plot.current && plot.current.width !== width)
        plot.current.setSize({ width, height: plot.current.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        ref={target}
        role="img"
        aria-label={props.title}
        sx={{ width: '100%', minHeight: props.height ?? 320 }}
      />
      <Stack component="figcaption" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {props.series.map((s) => (
          <Stack key={s.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 16,
                height: s.kind === 'bars' ? 10 : 0,
                bgcolor: s.kind === 'bars' ? s.color : undefined,
                borderTop: s.kind === 'bars' ? undefined : `3px ${s.dashed ? 'dashed' : 'solid'} ${s.color}`,
              }}
            />
            <Typography variant="body2">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
