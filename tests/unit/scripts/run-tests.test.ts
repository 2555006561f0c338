import { describe, expect, it } from 'vitest';
import { EXTENDED_STEPS, formatTable, runSteps, STEPS } from '../../../scripts/run-tests.ts';

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
});
