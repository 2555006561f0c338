import { describe, expect, it } from 'vitest';
import {
  EXTENDED_STEPS,
  formatTable,
  LANES,
  NODE_LANE_NICE,
  runLanes,
  runSteps,
  STEPS,
} from '../../../scripts/run-tests.ts';

function clock(durations: number[]) {
  let t = 0;
  let i = 0;
  // Each step reads the clock twice: start, then end (start + its duration).
  return () => {
    const value = t;
    if (i % 2 === 0) t += durations[i / 2] ?? 0;
    i += 1;
    return value;
  };
}

describe('run-tests', () => {
  it('runs the DESIGN §4 steps in order', () => {
    expect(STEPS).toEqual(['test:static', 'test:unit', 'test:contracts', 'test:build', 'test:e2e']);
  });

  it('runs every step and times it when all pass', async () => {
    const ran: string[] = [];
    const results = await runSteps(
      ['a', 'b'],
      async (step) => (ran.push(step), 0),
      clock([1500, 2500]),
      () => {},
    );
    expect(ran).toEqual(['a', 'b']);
    expect(results).toEqual([
      { step: 'a', status: 'passed', ms: 1500 },
      { step: 'b', status: 'passed', ms: 2500 },
    ]);
    expect(formatTable(results)).toMatch(/total\s+passed\s+4\.0 s/);
  });

  it('stops at the first failure and marks the rest skipped', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const results = await runSteps(
      ['a', 'b', 'c'],
      async (step) => (ran.push(step), step === 'b' ? 2 : 0),
      clock([100, 200]),
      (line) => lines.push(line),
    );
    expect(ran).toEqual(['a', 'b']);
    expect(results.map((result) => result.status)).toEqual(['passed', 'failed', 'skipped']);
    expect(lines.join('\n')).toContain('b failed (exit 2)');
    const table = formatTable(results);
    expect(table).toMatch(/c\s+skipped\s+-/);
    expect(table).toMatch(/total\s+FAILED/);
  });

  it('the extended passes (npm run test:extended) run each even after one failed', async () => {
    expect(EXTENDED_STEPS).toEqual(['test:extended:e2e', 'test:extended:any-answer']);
    const ran: string[] = [];
    const results = await runSteps(
      ['a', 'b'],
      async (step) => (ran.push(step), step === 'a' ? 1 : 0),
      clock([100, 200]),
      () => {},
      { keepGoing: true },
    );
    expect(ran).toEqual(['a', 'b']);
    expect(results.map((result) => result.status)).toEqual(['failed', 'passed']);
    expect(formatTable(results)).toMatch(/total\s+FAILED/);
  });

  it('npm test runs every step once, in two lanes: static → unit niced beside build → e2e → contracts', () => {
    expect([...LANES.flat()].sort()).toEqual([...STEPS].sort());
    expect(LANES).toEqual([
      ['test:static', 'test:unit'],
      ['test:build', 'test:e2e', 'test:contracts'],
    ]);
    expect(NODE_LANE_NICE).toBeGreaterThan(0);
  });

  it('runs the lanes side by side, each in order, and reports in the given order', async () => {
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    const run = (step: string) =>
      new Promise<number>((resolve) => {
        events.push(`start ${step}`);
        gates.set(step, () => (events.push(`end ${step}`), resolve(0)));
      });
    const finished = runLanes(
      [['a', 'b'], ['c']],
      run,
      ['c', 'a', 'b'],
      () => 0,
      () => {},
    );
    await Promise.resolve();
    // Both lanes started before either ended.
    expect(events).toEqual(['start a', 'start c']);
    gates.get('a')!();
    await new Promise((tick) => setTimeout(tick, 0));
    expect(events).toEqual(['start a', 'start c', 'end a', 'start b']);
    gates.get('c')!();
    gates.get('b')!();
    const results = await finished;
    expect(results.map((result) => [result.step, result.status])).toEqual([
      ['c', 'passed'],
      ['a', 'passed'],
      ['b', 'passed'],
    ]);
  });

  it('a failure stops the step running in the other lane and skips every step not started', async () => {
    const stopped: string[] = [];
    const lines: string[] = [];
    const results = await runLanes(
      [
        ['static', 'unit'],
        ['build', 'e2e'],
      ],
      (step, _lane, stop) =>
        new Promise<number>((resolve) => {
          if (step === 'static') setTimeout(() => resolve(1), 5);
          else if (step === 'build') resolve(0);
          else
            stop.addEventListener('abort', () => {
              stopped.push(step);
              resolve(143);
            });
        }),
      ['static', 'unit', 'build', 'e2e'],
      () => 0,
      (line) => lines.push(line),
    );
    expect(stopped).toEqual(['e2e']);
    expect(results.map((result) => [result.step, result.status])).toEqual([
      ['static', 'failed'],
      ['unit', 'skipped'],
      ['build', 'passed'],
      ['e2e', 'stopped'],
    ]);
    expect(lines.join('\n')).toContain('e2e stopped');
    expect(formatTable(results, 5)).toMatch(/wall \(lanes side by side\)\s+FAILED\s+0\.0 s/);
  });

  it('with lanes, the table gives the wall time and the sum of the steps', () => {
    const table = formatTable(
      [
        { step: 'a', status: 'passed', ms: 3000 },
        { step: 'b', status: 'passed', ms: 2000 },
      ],
      3500,
    );
    expect(table).toMatch(/sum of the steps\s+5\.0 s/);
    expect(table).toMatch(/wall \(lanes side by side\)\s+passed\s+3\.5 s/);
  });
});
