import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  instantPrecision,
  isChartKey,
  latestIndex,
  movedIndex,
  nearestIndex,
  readoutInstant,
  readoutSentence,
  readoutValues,
} from '../domain/format/chart-readout.ts';
import { chartData, chartOptions, chartStructure } from './time-series-chart-options.ts';
import type { TimeSeriesChartProps } from './time-series-chart-props.ts';

const FALLBACK_WIDTH = 800;
const LIST = { listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 } as const;
/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Puts uPlot's crosshair on sample `index` (null: hides it) without firing its cursor hook. */
function placeCursor(plot: uPlot, index: number | null) {
  const at = index === null ? undefined : plot.data[0][index];
  if (at === undefined) {
    plot.setCursor({ left: -10, top: -10 }, false);
    return;
  }
  const top =
    plot.cursor.top !== undefined && plot.cursor.top >= 0 ? plot.cursor.top : plot.over.clientHeight / 2;
  plot.setCursor({ left: plot.valToPos(at, 'x'), top }, false);
}

/**
 * A time-series chart on a canvas (uPlot). Import it through TimeSeriesChartLazy so the chart library stays in the
 * lazy chunk of the routes that draw. The plot is focusable: the arrow keys, Page Up/Down and Home/End move a
 * cursor from sample to sample and the legend below reads every series' value there with its unit and the instant
 * (the pointer does the same; with neither, the legend reads the latest sample). Pair it with a data table, the
 * accessible alternative. The plot is built again only when its structure changes (series, axes, zone, height): new
 * samples — a live one appended, another range — are a `setData` on the same plot.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  /** The props whose samples the plot holds. */
  const drawn = useRef<TimeSeriesChartProps | null>(null);
  /** The instant the keyboard put the cursor on; null while the pointer leads (uPlot's cursor hook). */
  const keyboardAt = useRef<number | null>(null);
  const structure = useMemo(() => chartStructure(props), [props]);
  const precision = useMemo(() => instantPrecision(props.x, props.timeZone), [props.x, props.timeZone]);
  // The cursor is an instant, not an index: it stays on its sample while a live window slides under it. It belongs
  // to the plot it was put on (`of`), so a new plot (another range) starts without one.
  const [cursor, setCursor] = useState<{ at: number; of: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();

  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    const width = element.clientWidth || FALLBACK_WIDTH;
    const current = latest.current;
    const created = new uPlot(
      chartOptions({ ...current, onDraw: () => latest.current.onDraw?.() }, width, {
        bands: () => drawn.current?.bands ?? [],
        onCursor: (index) => {
          if (keyboardAt.current !== null) return;
          const at = index === null ? undefined : created.data[0][index];
          setCursor(at === undefined ? null : { at, of: structure });
        },
      }),
      chartData(current),
      element,
    );
    drawn.current = current;
    plot.current = created;
    return () => {
      created.destroy();
      plot.current = null;
      drawn.current = null;
      keyboardAt.current = null;
    };
  }, [structure]);

  // New samples on the same plot, drawn at once (the canvas is redrawn before this commit is painted); a cursor the
  // keyboard put stays on its instant.
  useLayoutEffect(() => {
    const created = plot.current;
    const before = drawn.current;
    if (!created || !before) return;
    if (before.x === props.x && before.series === props.series && before.bands === props.bands) return;
    drawn.current = props;
    created.batch(() => created.setData(chartData(props)));
    if (keyboardAt.current !== null) placeCursor(created, nearestIndex(props.x, keyboardAt.current));
  }, [props]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // Capture: seen before uPlot's own mousemove handler on the plot, so that the pointer takes the cursor back.
    const pointer = () => {
      keyboardAt.current = null;
    };
    element.addEventListener('pointermove', pointer, true);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const width = element.clientWidth;
            if (width > 0 && plot.current && plot.current.width !== width)
              plot.current.setSize({ width, height: plot.current.height });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointermove', pointer, true);
    };
  }, []);

  const { x, series, timeZone } = props;
  const atCursor = cursor !== null && cursor.of === structure ? nearestIndex(x, cursor.at) : null;
  const shown = atCursor ?? latestIndex(series, x.length);
  const values = readoutValues(series, shown);
  const instantOf = (index: number) => readoutInstant(x[index] as number, timeZone, precision, VIEWER_ZONE);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isChartKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Escape' && atCursor === null) return;
    event.preventDefault();
    const index = movedIndex(event.key, atCursor, x.length);
    const at = index === null ? undefined : x[index];
    keyboardAt.current = at ?? null;
    if (plot.current) placeCursor(plot.current, index);
    setCursor(at === undefined ? null : { at, of: structure });
    setAnnouncement(
      index === null
        ? 'Cursor cleared'
        : readoutSentence(instantOf(index), series, readoutValues(series, index)),
    );
  };

  return (
    <Box>
      <Box
        ref={target}
        role="application"
        aria-label={props.title}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        sx={{
          width: '100%',
          minHeight: props.height ?? 320,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      {/* The legend: each series' value at the cursor, or at the latest sample, with the sample's instant. */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {shown === null ? 'No samples' : `${atCursor === null ? 'Latest: ' : ''}${instantOf(shown)}`}
      </Typography>
      <Stack component="ul" aria-label="Legend" direction="row" useFlexGap sx={LIST}>
        {series.map((s, index) => (
          <Stack component="li" key={s.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 16,
                height: s.kind === 'bars' ? 10 : 0,
                bgcolor: s.kind === 'bars' ? s.color : undefined,
                borderTop: s.kind === 'bars' ? undefined : `3px ${s.dashed ? 'dashed' : 'solid'} ${s.color}`,
              }}
            />
            <Typography variant="body2">
              {`${s.label}: `}
              <strong>{values[index]}</strong>
            </Typography>
          </Stack>
        ))}
      </Stack>
      {/* Keyboard moves are announced; pointer moves are not (they would flood a screen reader). */}
      <Box aria-live="polite" sx={HIDDEN}>
        {announcement}
      </Box>
      <span id={hintId} hidden>
        The arrow keys, Page Up, Page Down, Home and End move between samples; the legend reads their values.
        Escape clears.
      </span>
    </Box>
  );
}
