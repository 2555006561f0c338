import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RUNNING_REFETCH_MS,
  RUN_STATES,
  durationText,
  refetchWhileRunning,
  runDurationMs,
  runStateOf,
} from '../../../../src/domain/job-runs/job-run.ts';

const T0 = Date.UTC(2026, 10, 3, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('job runs', () => {
  it('a run is running until it finishes, then its state follows its failed sites', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.boolean(), (processed, failedRaw, finished) => {
        const sitesFailed = Math.min(failedRaw, processed);
        const state = runStateOf({
          finishedAt: finished ? iso(T0) : null,
          sitesProcessed: processed,
          sitesFailed,
        });
        expect(RUN_STATES).toContain(state);
        if (!finished) expect(state).toBe('running');
        else if (sitesFailed === 0) expect(state).toBe('succeeded');
        else if (sitesFailed === processed) expect(state).toBe('failed');
        else expect(state).toBe('partly-failed');
      }),
    );
  });

  it('a running run lasts until now, a finished one until its end; never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.nat(1e7), (offset, length) => {
        const startedAt = iso(T0);
        expect(runDurationMs({ startedAt, finishedAt: null }, T0 + offset)).toBe(Math.max(0, offset));
        expect(runDurationMs({ startedAt, finishedAt: iso(T0 + length) }, T0 + offset)).toBe(length);
      }),
    );
    expect(runDurationMs({ startedAt: 'garbage', finishedAt: null }, T0)).toBe(0);
  });

  it('refetches only while a running run is shown', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RUN_STATES)), (states) => {
        const interval = refetchWhileRunning(states.map((state) => ({ state })));
        expect(interval).toBe(states.includes('running') ? RUNNING_REFETCH_MS : false);
      }),
    );
    expect(refetchWhileRunning(undefined)).toBe(false);
  });

  it('writes durations for people', () => {
    expect(durationText(12_000)).toBe('12 s');
    expect(durationText(185_000)).toBe('3 min 05 s');
    expect(durationText(3_720_000)).toBe('1 h 02 min');
    expect(durationText(-5)).toBe('0 s');
  });
});
