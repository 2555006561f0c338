import type { ApiClient } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { NDJSON_MEDIA, readNdjson } from '../../../domain/shared/ndjson.ts';
import type { SitesCollection } from '../../../domain/sites/sites-collection.ts';
import { toSiteListRows, type SiteListRow } from '../../../domain/sites/sites-row.ts';
import type { SitesRequest } from './get-sites-page.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

type SiteRow = components['schemas']['SiteRow'];

/*
 * The complete collection of one provider in one request: the proposed streamed call (GET …/stream, NDJSON: a
 * header line with the total, then one site per line). Its rows are cut into pages of the sites call's size, so the
 * collection is the one the paged load would have built, and a run that stops half-way keeps the pages it has.
 */

/** The streamed call could not give the collection; `collection` holds the whole pages that arrived before. */
export class StreamUnavailable extends Error {
  override readonly name = 'StreamUnavailable';
  readonly collection: SitesCollection;
  /**
   * The backend has no such call (405, 501, or an answer that is no stream): not worth asking again in this session.
   * A 404 is not taken for that (it may name an unknown provider): that run pages, the next asks again.
   */
  readonly absent: boolean;

  constructor(message: string, collection: SitesCollection, absent: boolean, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.collection = collection;
    this.absent = absent;
  }
}

export interface StreamProgress {
  /** Whole pages arrived so far (the last, shorter page counts once the stream ended). */
  readonly done: number;
  /** Pages in all, known once the header line arrived. */
  readonly total: number | null;
  readonly collection: SitesCollection;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** How often progress is reported at most while rows arrive (a state update of the list each time). */
const PROGRESS_EVERY_MS = 200;

/**
 * Every site of `request` at `hemsId`, streamed. Reports progress as pages fill; rejects with the signal's reason
 * when aborted, and with StreamUnavailable on anything else (no such call, a failed answer, a broken or short
 * stream), so the caller can page through what is still missing.
 */
export async function streamSites(
  api: ApiClient,
  hemsId: string,
  request: SitesRequest,
  signal: AbortSignal,
  onProgress: (progress: StreamProgress) => void,
): Promise<SitesCollection> {
  const startedAt = Date.now();
  const pages = new Map<number, readonly SiteListRow[]>();
  let countTotal: number | null = null;
  let page: SiteListRow[] = [];
  let received = 0;
  const collection = (complete: boolean): SitesCollection => {
    const held = new Map(pages);
    const countPages = countTotal === null ? null : Math.ceil(countTotal / LIST_PAGE_SIZE);
    if (complete && countTotal === 0) held.set(1, []);
    return {
      hemsId,
      query: request.query,
      key: request.key,
      pages: held,
      countPages,
      countTotal,
      loadedAt: held.size > 0 ? startedAt : null,
    };
  };
  const unavailable = (message: string, absent = false, cause?: unknown) =>
    new StreamUnavailable(message, collection(false), absent, cause);

  let answer;
  try {
    answer = await api.GET('/ui/v1/sites/hems/{hemsId}/stream', {
      params: { path: { hemsId }, query: request.query },
      parseAs: 'stream',
      signal,
      headers: { Accept: NDJSON_MEDIA },
    });
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    throw unavailable('The sites stream could not be asked', false, error);
  }
  if (answer.error !== undefined) {
    const status = answer.response?.status ?? 0;
    throw unavailable(answer.error.message, [405, 501].includes(status), answer.error);
  }
  const type = answer.response.headers.get('content-type') ?? '';
  const body = answer.data as unknown;
  if (!type.toLowerCase().startsWith(NDJSON_MEDIA) || !(body instanceof ReadableStream)) {
    // Not the proposed call (a server that answers any path with something else): never a stream.
    if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
    throw unavailable(`The sites stream answered ${type || 'no content type'}`, true);
  }

  let lastReport = 0;
  const report = (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = now;
    const current = collection(force && countTotal !== null && received === countTotal);
    onProgress({ done: current.pages.size, total: current.countPages, collection: current });
  };
  try {
    await readNdjson(body as ReadableStream<Uint8Array>, {
      signal,
      yieldNow: yieldToBrowser,
      onValues: (values) => {
        let start = 0;
        if (countTotal === null) {
          const header = values[0] as { countTotal?: unknown } | undefined;
          const total = header?.countTotal;
          if (typeof total !== 'number' || !Number.isInteger(total) || total < 0)
            throw new Error('The first line of the sites stream is not its header');
          countTotal = total;
          start = 1;
          report(true);
        }
        const rows = toSiteListRows(values.slice(start) as SiteRow[]);
        for (const row of rows) {
          page.push(row);
          received += 1;
          if (page.length === LIST_PAGE_SIZE) {
            pages.set(pages.size + 1, page);
            page = [];
          }
        }
        if (received > countTotal) throw new Error(`The sites stream has more rows than its ${countTotal}`);
        report(false);
      },
    });
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw signal.aborted ? abortReason(signal, error) : error;
    throw unavailable(
      `The sites stream broke off: ${error instanceof Error ? error.message : String(error)}`,
      false,
      error,
    );
  }
  if (countTotal === null) throw unavailable('The sites stream ended before its header');
  if (received !== countTotal)
    throw unavailable(`The sites stream ended after ${received} of ${countTotal} rows`);
  if (page.length > 0) pages.set(pages.size + 1, page);
  report(true);
  return collection(true);
}

function abortReason(signal: AbortSignal, fallback: unknown): unknown {
  return signal.reason instanceof Error ? signal.reason : fallback;
}
