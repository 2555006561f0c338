import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendLiveSample,
  EMPTY_LIVE_HISTORY,
  LIVE_COLUMNS,
  LIVE_POLL_MS,
  liveFlows,
  liveStatus,
  STALE_AFTER_POLLS,
  type LiveHistory,
} from '../../../src/domain/energy/live-stream.ts';

describe('live stream: stale detection', () => {
  const base = { updatedAt: 1_000_000, failed: false, online: true, now: 1_000_000 };

  it('waits for the first sample, is live while polls arrive, offline when the gateway says so', () => {
    expect(liveStatus({ ...base, updatedAt: 0 })).toBe('waiting');
    expect(liveStatus(base)).toBe('live');
    expect(liveStatus({ ...base, online: false })).toBe('offline');
  });

  it('goes stale when a poll fails or when no answer came for three polls; an answer makes it live again', () => {
    expect(liveStatus({ ...base, failed: true })).toBe('stale');
    const limit = base.updatedAt + STALE_AFTER_POLLS * LIVE_POLL_MS;
    expect(liveStatus({ ...base, now: limit })).toBe('live');
    expect(liveStatus({ ...base, now: limit + 1 })).toBe('stale');
    expect(liveStatus({ ...base, updatedAt: limit + 1, now: limit + 1 })).toBe('live');
  });

  it('property: stale exactly when the last poll failed or the sample is older than the stale limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1_000, max: 30_000 }),
        (updatedAt, age, failed, online, pollMs) => {
          const status = liveStatus({ updatedAt, failed, online, now: updatedAt + age, pollMs });
          const stale = failed || age > STALE_AFTER_POLLS * pollMs;
          expect(status === 'stale').toBe(stale);
          if (!stale) expect(status).toBe(online ? 'live' : 'offline');
        },
      ),
    );
  });
});

describe('live stream: flows', () => {
  it('nets battery and grid into one direction each and leaves out equipment the site lacks', () => {
    const flows = liveFlows({
      pv: 4,
      consumption: 1,
      gridImport: 0,
      gridExport: 2,
      batteryCharge: 1,
      batteryDischarge: 0,
    });
    expect(flows.map((f) => [f.label, f.kw, f.doing])).toEqual([
      ['PV', 4, 'producing'],
      ['Home', 1, 'consuming'],
      ['Battery', 1, 'charging'],
      ['Grid', 2, 'exporting'],
    ]);
    expect(
      liveFlows({ pv: 0, consumption: 0.5, gridImport: 0.5, gridExport: 0, ev: 0, heatPump: 2 }).map(
        (f) => f.doing,
      ),
    ).toEqual(['idle', 'consuming', 'importing', 'idle', 'running']);
  });

  it('property: every flow is non-negative', () => {
    const kw = fc.double({ min: 0, max: 50, noNaN: true });
    fc.assert(
      fc.property(
        kw,
        kw,
        kw,
        kw,
        kw,
        kw,
        (pv, consumption, gridImport, gridExport, batteryCharge, batteryDischarge) => {
          for (const flow of liveFlows({
            pv,
            consumption,
            gridImport,
            gridExport,
            batteryCharge,
            batteryDischarge,
          }))
            expect(flow.kw).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('live stream: the samples since the page opened (the live chart)', () => {
  const power = { pv: 2.5, consumption: 1, gridImport: 0, gridExport: 1.5 };
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, seconds)).toISOString();
  const t0 = Date.UTC(2026, 10, 26, 12) / 1000;

  it('appends a newer sample; a flow the site lacks is null, never 0', () => {
    const one = appendLiveSample(EMPTY_LIVE_HISTORY, { measuredAt: at(0), power, soc: 40 });
    const two = appendLiveSample(one, { measuredAt: at(10), power: { ...power, ev: 3.7 } });
    expect(two.x).toEqual([t0, t0 + 10]);
    expect(two.columns.pv).toEqual([2.5, 2.5]);
    expect(two.columns.ev).toEqual([null, 3.7]);
    expect(two.columns.soc).toEqual([40, null]);
    expect(two.columns.batteryCharge).toEqual([null, null]);
  });

  it('keeps the same history for a sample that is not newer, has no time or no power (nothing redraws)', () => {
    const one = appendLiveSample(EMPTY_LIVE_HISTORY, { measuredAt: at(10), power });
    expect(appendLiveSample(one, { measuredAt: at(10), power })).toBe(one);
    expect(appendLiveSample(one, { measuredAt: at(0), power })).toBe(one);
    expect(appendLiveSample(one, { power })).toBe(one);
    expect(appendLiveSample(one, { measuredAt: 'not a time', power })).toBe(one);
    expect(appendLiveSample(one, { measuredAt: at(20) })).toBe(one);
  });

  it('breaks the lines where the polls fell silent for longer than the stale limit', () => {
    const one = appendLiveSample(EMPTY_LIVE_HISTORY, { measuredAt: at(0), power });
    const silent = (STALE_AFTER_POLLS * LIVE_POLL_MS) / 1000;
    const near = appendLiveSample(one, { measuredAt: at(silent), power });
    expect(near.x).toHaveLength(2);
    const far = appendLiveSample(one, { measuredAt: at(silent + 1), power });
    expect(far.x).toEqual([t0, t0 + LIVE_POLL_MS / 1000, t0 + silent + 1]);
    expect(far.columns.pv).toEqual([2.5, null, 2.5]);
  });

  it('property: ascending times, one value per time in every column, at most the window, the newest last', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ step: fc.integer({ min: -20, max: 40 }), pv: fc.option(fc.float({ noNaN: true })) }),
          {
            maxLength: 80,
          },
        ),
        fc.integer({ min: 1, max: 30 }),
        (steps, max) => {
          let history: LiveHistory = EMPTY_LIVE_HISTORY;
          let seconds = 0;
          let newest: number | null = null;
          for (const { step, pv } of steps) {
            seconds += step;
            const sample = { measuredAt: at(seconds), power: { ...power, pv: pv ?? 0 } };
            const before = history;
            history = appendLiveSample(history, sample, LIVE_POLL_MS, max);
            if (history !== before) newest = t0 + seconds;
          }
          const ascending = history.x.every((x, i) => i === 0 || x > (history.x[i - 1] as number));
          const aligned = LIVE_COLUMNS.every((column) => history.columns[column].length === history.x.length);
          return (
            ascending &&
            aligned &&
            history.x.length <= max &&
            (newest === null || history.x.at(-1) === newest)
          );
        },
      ),
    );
  });
});
