import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_POLL_MS, liveFlows, liveStatus, STALE_AFTER_POLLS } from '../../../src/domain/live-stream.ts';

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
