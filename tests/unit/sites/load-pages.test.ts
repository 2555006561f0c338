import { describe, expect, it } from 'vitest';
import {
  loadPages,
  MAX_PAGES_IN_FLIGHT,
  type LoadProgress,
} from '../../../src/features/sites/api/load-pages.ts';

interface Pending {
  key: number;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** An injected fetch whose answers the test releases one by one. */
function controlledFetch() {
  const pending: Pending[] = [];
  const started: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = (key: number, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push(key);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const settle = () => {
        inFlight -= 1;
      };
      pending.push({
        key,
        signal,
        resolve: (value) => {
          settle();
          resolve(value);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
    });
  return {
    fetchPage,
    pending,
    started,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadPages (injected fetch)', () => {
  it('never has more than 4 requests in flight, and starts the next as soon as one answers', async () => {
    const fake = controlledFetch();
    const keys = Array.from({ length: 20 }, (_, i) => i + 1);
    const run = loadPages({ keys, fetchPage: fake.fetchPage });
    await flush();
    expect(MAX_PAGES_IN_FLIGHT).toBe(4);
    expect(fake.started).toEqual([1, 2, 3, 4]);
    // Answer out of order: each answer frees exactly one slot.
    while (fake.pending.length > 0) {
      const index = fake.pending.length > 1 ? 1 : 0;
      const [next] = fake.pending.splice(index, 1);
      next?.resolve(`page ${next.key}`);
      await flush();
      expect(fake.inFlight).toBeLessThanOrEqual(4);
    }
    await expect(run).resolves.toEqual({ status: 'done' });
    expect(fake.maxInFlight).toBe(4);
    expect([...fake.started].sort((a, b) => a - b)).toEqual(keys);
  });

  it('honours a smaller limit', async () => {
    const fake = controlledFetch();
    const run = loadPages({ keys: [1, 2, 3, 4, 5], fetchPage: fake.fetchPage, concurrency: 2 });
    await flush();
    expect(fake.started).toEqual([1, 2]);
    while (fake.pending.length > 0) {
      fake.pending.shift()?.resolve('x');
      await flush();
    }
    await run;
    expect(fake.maxInFlight).toBe(2);
  });

  it('reports every page and progress = pages done / total, counting the pages held before', async () => {
    const fake = controlledFetch();
    const progress: LoadProgress[] = [];
    const pages: [number, string][] = [];
    const run = loadPages({
      keys: [2, 3, 4],
      alreadyDone: 1,
      fetchPage: fake.fetchPage,
      onPage: (key, value) => pages.push([key, value]),
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([{ done: 1, total: 4 }]);
    await flush();
    for (const key of [3, 2, 4]) {
      fake.pending.find((p) => p.key === key)?.resolve(`page ${key}`);
      await flush();
    }
    await expect(run).resolves.toEqual({ status: 'done' });
    expect(progress).toEqual([
      { done: 1, total: 4 },
      { done: 2, total: 4 },
      { done: 3, total: 4 },
      { done: 4, total: 4 },
    ]);
    expect(pages).toEqual([
      [3, 'page 3'],
      [2, 'page 2'],
      [4, 'page 4'],
    ]);
  });

  it('cancel aborts every request in flight, starts no more, resolves at once, and reports nothing afterwards', async () => {
    const fake = controlledFetch();
    const controller = new AbortController();
    const events: string[] = [];
    const run = loadPages({
      keys: Array.from({ length: 10 }, (_, i) => i + 1),
      fetchPage: fake.fetchPage,
      signal: controller.signal,
      onPage: (key) => events.push(`page ${key}`),
      onProgress: ({ done }) => events.push(`progress ${done}`),
    });
    await flush();
    fake.pending.shift()?.resolve('1');
    await flush();
    expect(events).toEqual(['progress 0', 'page 1', 'progress 1']);
    const inFlight = [...fake.pending];
    expect(inFlight.map((p) => p.signal.aborted)).toEqual([false, false, false, false]);

    controller.abort();
    await expect(run).resolves.toEqual({ status: 'cancelled' });
    expect(inFlight.every((p) => p.signal.aborted)).toBe(true);

    // Answers that still arrive (a server that ignores the abort) change nothing.
    for (const p of inFlight) p.resolve('late');
    await flush();
    expect(events).toEqual(['progress 0', 'page 1', 'progress 1']);
    expect(fake.started).toEqual([1, 2, 3, 4, 5]);
  });

  it('a signal aborted before the start loads nothing', async () => {
    const fake = controlledFetch();
    const controller = new AbortController();
    controller.abort();
    const events: unknown[] = [];
    await expect(
      loadPages({
        keys: [1, 2],
        fetchPage: fake.fetchPage,
        signal: controller.signal,
        onProgress: (p) => events.push(p),
      }),
    ).resolves.toEqual({ status: 'cancelled' });
    expect(fake.started).toEqual([]);
    expect(events).toEqual([]);
  });

  it('the first failure stops the run: the others are aborted, their answers ignored, the failing key returned', async () => {
    const fake = controlledFetch();
    const pages: number[] = [];
    const run = loadPages({
      keys: [1, 2, 3, 4, 5, 6],
      fetchPage: fake.fetchPage,
      onPage: (key) => pages.push(key),
    });
    await flush();
    const failing = fake.pending.find((p) => p.key === 3);
    const error = new Error('HTTP 500');
    failing?.reject(error);
    await expect(run).resolves.toEqual({ status: 'failed', key: 3, error });
    const others = fake.pending.filter((p) => p.key !== 3);
    expect(others.every((p) => p.signal.aborted)).toBe(true);
    for (const p of others) p.resolve('late');
    await flush();
    expect(pages).toEqual([]);
    expect(fake.started).toEqual([1, 2, 3, 4]);
  });

  it('a fetch function that throws synchronously is a failure, not a crash', async () => {
    const outcome = await loadPages({
      keys: [1],
      fetchPage: () => {
        throw new TypeError('boom');
      },
    });
    expect(outcome).toMatchObject({ status: 'failed', key: 1 });
  });

  it('nothing to load is done at once with full progress', async () => {
    const progress: LoadProgress[] = [];
    await expect(
      loadPages({
        keys: [],
        alreadyDone: 3,
        fetchPage: () => Promise.resolve(1),
        onProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ status: 'done' });
    expect(progress).toEqual([{ done: 3, total: 3 }]);
  });
});
