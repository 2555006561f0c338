import { describe, expect, it } from 'vitest';
import { runParallel } from '../../../scripts/run-parallel.ts';

/** A job that ends when the test says so, so the order of events is the test's, not a timer's. */
function gate() {
  const open = new Map<string, (code: number) => void>();
  const started: string[] = [];
  const run = (name: string) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      started.push(name);
      open.set(name, (code) => resolve({ code, output: `${name} out` }));
    });
  const finish = async (name: string, code = 0) => {
    open.get(name)?.(code);
    // Let the finished lane pick up its next job.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, started, finish };
}

describe('run-parallel', () => {
  it('runs at most two at a time and starts the next as soon as a lane is free', async () => {
    const jobs = gate();
    const done = runParallel(['a', 'b', 'c', 'd'], jobs.run, 2, () => 0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(jobs.started).toEqual(['a', 'b']);
    await jobs.finish('b');
    expect(jobs.started).toEqual(['a', 'b', 'c']);
    await jobs.finish('a');
    expect(jobs.started).toEqual(['a', 'b', 'c', 'd']);
    await jobs.finish('d');
    await jobs.finish('c');
    const results = await done;
    expect(results.map((r) => [r.name, r.code, r.output])).toEqual([
      ['a', 0, 'a out'],
      ['b', 0, 'b out'],
      ['c', 0, 'c out'],
      ['d', 0, 'd out'],
    ]);
  });

  it('runs every job after a failure and reports each exit code', async () => {
    const results = await runParallel(['x', 'y', 'z'], async (name) => ({
      code: name === 'x' ? 2 : 0,
      output: '',
    }));
    expect(results.map((r) => [r.name, r.code])).toEqual([
      ['x', 2],
      ['y', 0],
      ['z', 0],
    ]);
  });
});
