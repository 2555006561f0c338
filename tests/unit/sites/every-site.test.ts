// "Load all" as one query (src/features/sites/api/every-site.ts), against a real QueryClient and the real API
// client over an injected fetch: pages the cache holds are not asked again, progress counts them, and cancelling
// aborts the requests of the run but never the one a screen is waiting for.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient } from '../api/fake-api.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { collectionRows, isComplete, type PageAnswer } from '../../../src/domain/sites/sites-collection.ts';
import { toSiteListRows } from '../../../src/domain/sites/sites-row.ts';
import type { RunProgress } from '../../../src/features/sites/api/every-site.ts';
import { loadEverySite } from '../../../src/features/sites/api/load-every-site.ts';
import { sitesPageQuery, sitesRequest } from '../../../src/features/sites/api/get-sites-page.ts';
import { json, sitesPage } from './harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

interface Asked {
  readonly page: number;
  readonly signal: AbortSignal;
  readonly answer: () => void;
}

/** A client whose sites call waits until the test answers it (`held`), or answers at once. */
function setUp(count: number, { held = false } = {}) {
  const asked: Asked[] = [];
  const api = fakeApiClient(
    (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const body = json(sitesPage(count, page));
      if (!held) return Promise.resolve(body);
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), {
          once: true,
        });
        asked.push({ page, signal: request.signal, answer: () => resolve(body) });
      });
    },
    { currentPath: '/hems' },
  );
  const client = createQueryClient();
  const request = sitesRequest({ current_status: ['ACTIVE'] });
  const progress: RunProgress[] = [];
  const listener = { onProgress: (p: RunProgress) => progress.push(p), onRetrying: () => undefined };
  return { asked, api, client, request, progress, listener };
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: timeLimit(1_000), interval: 5 });

describe('"load all" as one query', () => {
  it('answers from the pages the cache holds without a request, and asks only for the missing ones', async () => {
    const { asked, api, client, request, progress, listener } = setUp(140, { held: true });
    for (const page of [1, 3])
      client.setQueryData(sitesPageQuery(api, 'sonnen', request, page).queryKey, pageAnswer(140, page));
    const run = loadEverySite(client, api, ['sonnen'], request, new AbortController().signal, listener);
    await until(() => asked.length === 1);
    expect(asked.map((a) => a.page)).toEqual([2]);
    asked[0]?.answer();
    const [collection] = await run;
    expect(collection && isComplete(collection)).toBe(true);
    expect(collection && collectionRows(collection).map((row) => row.userReference)).toEqual(
      Array.from({ length: 140 }, (_, i) => `CUST-${String(i + 1).padStart(5, '0')}`),
    );
    // Progress counts the pages held: 2 of 3 at the start, then 3 of 3.
    expect(progress.filter((p) => p.total !== null).map((p) => `${p.done}/${p.total}`)).toEqual([
      '2/3',
      '3/3',
    ]);
  });

  it('cancel aborts the requests of the run, but not the page a screen is waiting for', async () => {
    const { asked, api, client, request, listener } = setUp(200, { held: true });
    client.setQueryData(sitesPageQuery(api, 'sonnen', request, 1).queryKey, pageAnswer(200, 1));
    // A screen shows page 2 and has asked for it already.
    const screen = new QueryObserver(client, sitesPageQuery(api, 'sonnen', request, 2));
    const stopWatching = screen.subscribe(() => undefined);
    await until(() => asked.length === 1);
    const cancel = new AbortController();
    const run = loadEverySite(client, api, ['sonnen'], request, cancel.signal, listener);
    await until(() => asked.length === 3);
    // Pages 3 and 4 are the run's own; page 2 is not asked twice.
    expect(asked.map((a) => a.page)).toEqual([2, 3, 4]);
    cancel.abort();
    await expect(run).rejects.toThrow();
    expect(asked.map((a) => a.signal.aborted)).toEqual([false, true, true]);
    asked[0]?.answer();
    await until(() => screen.getCurrentResult().status === 'success');
    expect(screen.getCurrentResult().data?.rows).toHaveLength(50);
    stopWatching();
  });
});

/** Page `page` of `count` sites as the sites call's answer becomes in the cache. */
function pageAnswer(count: number, page: number): PageAnswer {
  const body = sitesPage(count, page);
  return {
    rows: toSiteListRows(body.subscriptions),
    countPages: body.countPages,
    countTotal: body.countTotal,
  };
}

/** A backend with the streamed call: `stream` answers it (default: every site as NDJSON), pages as before. */
function setUpStream(count: number, stream?: (url: URL) => Response) {
  const paged: number[] = [];
  const streamed: URL[] = [];
  const api = fakeApiClient(
    (request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/stream')) {
        streamed.push(url);
        return Promise.resolve(stream ? stream(url) : ndjson(count));
      }
      const page = Number(url.searchParams.get('page'));
      paged.push(page);
      return Promise.resolve(json(sitesPage(count, page)));
    },
    { currentPath: '/hems' },
  );
  const client = createQueryClient();
  const request = sitesRequest({ current_status: ['ACTIVE'] });
  const progress: RunProgress[] = [];
  const listener = { onProgress: (p: RunProgress) => progress.push(p), onRetrying: () => undefined };
  return { paged, streamed, api, client, request, progress, listener };
}

/** Every row of `count` sites as the streamed call answers them, cut after `cutAfter` rows when given. */
function ndjson(count: number, cutAfter = count): Response {
  const rows = Array.from(
    { length: Math.ceil(count / 50) },
    (_, i) => sitesPage(count, i + 1).subscriptions,
  ).flat();
  const text = [{ countTotal: count }, ...rows.slice(0, cutAfter)].map(
    (value) => `${JSON.stringify(value)}\n`,
  );
  return new Response(text.join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

const references = (count: number) =>
  Array.from({ length: count }, (_, i) => `CUST-${String(i + 1).padStart(5, '0')}`);

describe('"load all" streamed', () => {
  it('loads every site in one request, cut into the pages the paged load would have', async () => {
    const { paged, streamed, api, client, request, progress, listener } = setUpStream(1_234);
    const [collection] = await loadEverySite(
      client,
      api,
      ['sonnen'],
      request,
      new AbortController().signal,
      listener,
    );
    expect(streamed).toHaveLength(1);
    expect(streamed[0]?.pathname).toBe('/ui/v1/sites/hems/sonnen/stream');
    expect(streamed[0]?.searchParams.getAll('current_status')).toEqual(['ACTIVE']);
    expect(streamed[0]?.searchParams.has('page')).toBe(false);
    expect(paged).toEqual([]);
    expect(collection && isComplete(collection)).toBe(true);
    expect(collection?.countPages).toBe(25);
    expect(collection?.countTotal).toBe(1_234);
    expect(collection?.pages.get(25)).toHaveLength(34);
    expect(collection && collectionRows(collection).map((row) => row.userReference)).toEqual(
      references(1_234),
    );
    // Progress in pages, ending at every page.
    expect(progress.at(-1)).toMatchObject({ done: 25, total: 25 });
  });

  it('an empty result is a complete collection of one empty page', async () => {
    const { api, client, request, listener } = setUpStream(0);
    const [collection] = await loadEverySite(
      client,
      api,
      ['sonnen'],
      request,
      new AbortController().signal,
      listener,
    );
    expect(collection && isComplete(collection)).toBe(true);
    expect(collection?.countTotal).toBe(0);
  });

  it('a backend without the call (501): the pages are asked, and the stream is not asked again', async () => {
    const notFound = () => json({ message: 'Not Implemented', status: 501 }, 501);
    const { paged, streamed, api, client, request, listener } = setUpStream(300, notFound);
    const [first] = await loadEverySite(
      client,
      api,
      ['sonnen'],
      request,
      new AbortController().signal,
      listener,
    );
    expect(first && collectionRows(first).map((row) => row.userReference)).toEqual(references(300));
    expect(streamed).toHaveLength(1);
    expect(new Set(paged)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    client.clear();
    await loadEverySite(client, api, ['sonnen'], request, new AbortController().signal, listener);
    expect(streamed).toHaveLength(1);
  });

  it('a stream that breaks off keeps its whole pages and pages through the rest', async () => {
    const { paged, streamed, api, client, request, listener } = setUpStream(600, () => ndjson(600, 420));
    const [collection] = await loadEverySite(
      client,
      api,
      ['sonnen'],
      request,
      new AbortController().signal,
      listener,
    );
    expect(streamed).toHaveLength(1);
    // 420 rows are 8 whole pages; pages 9 to 12 are asked.
    expect([...paged].sort((a, b) => a - b)).toEqual([9, 10, 11, 12]);
    expect(collection && collectionRows(collection).map((row) => row.userReference)).toEqual(references(600));
  });

  it('a 404 (an unknown provider, or no such call): that run pages, the next asks the stream again', async () => {
    const notFound = () => json({ message: 'Not Found', status: 404 }, 404);
    const { paged, streamed, api, client, request, listener } = setUpStream(300, notFound);
    await loadEverySite(client, api, ['sonnen'], request, new AbortController().signal, listener);
    expect(new Set(paged)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    client.clear();
    await loadEverySite(client, api, ['sonnen'], request, new AbortController().signal, listener);
    expect(streamed).toHaveLength(2);
  });

  it('an answer that is not NDJSON (a server answering any path) falls back to the pages', async () => {
    const { paged, api, client, request, listener } = setUpStream(120, () => json(sitesPage(120, 1)));
    const [collection] = await loadEverySite(
      client,
      api,
      ['sonnen'],
      request,
      new AbortController().signal,
      listener,
    );
    expect(new Set(paged)).toEqual(new Set([1, 2, 3]));
    expect(collection && isComplete(collection)).toBe(true);
  });

  it('cancelling aborts the stream and rejects', async () => {
    const cancel = new AbortController();
    let aborted = false;
    const { api, client, request, listener } = setUpStream(100, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"countTotal":100}\n'));
          queueMicrotask(() => cancel.abort());
        },
        cancel() {
          aborted = true;
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
    });
    await expect(loadEverySite(client, api, ['sonnen'], request, cancel.signal, listener)).rejects.toThrow();
    expect(aborted || cancel.signal.aborted).toBe(true);
  });
});
