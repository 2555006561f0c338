/*
 * Loads many pages with a bounded number of requests in flight. The fetch function is injected, so the policy
 * (limit, cancel, progress, failure) is tested without a network. No React, no state of its own beyond one run.
 */

/** DESIGN §6: at most 4 requests in flight while loading every page. */
export const MAX_PAGES_IN_FLIGHT = 4;

export interface LoadProgress {
  /** Pages loaded, including the ones held before this run. */
  readonly done: number;
  readonly total: number;
}

export type LoadOutcome<K> =
  | { readonly status: 'done' }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly key: K; readonly error: unknown };

export interface LoadPagesOptions<K, R> {
  /** The pages to load, in the order to start them. */
  readonly keys: readonly K[];
  /** Must honour the signal: it is aborted on cancel and when another page fails. */
  readonly fetchPage: (key: K, signal: AbortSignal) => Promise<R>;
  /** Requests in flight at most; default 4. */
  readonly concurrency?: number;
  /** Aborting it cancels the run: no callback fires afterwards, and the promise resolves as cancelled at once. */
  readonly signal?: AbortSignal;
  readonly onPage?: (key: K, result: R) => void;
  readonly onProgress?: (progress: LoadProgress) => void;
  /** Pages already held, counted as done: progress = (held + loaded) / (held + keys). */
  readonly alreadyDone?: number;
}

/**
 * Loads every key, at most `concurrency` at a time, reporting each page and the progress as it arrives. The first
 * failure stops the run (the requests still in flight are aborted, their answers ignored) and is returned, so the
 * caller can resume with the pages still missing. Never rejects.
 */
export function loadPages<K, R>(options: LoadPagesOptions<K, R>): Promise<LoadOutcome<K>> {
  const { keys, fetchPage, signal, onPage, onProgress } = options;
  const limit = Math.max(1, Math.floor(options.concurrency ?? MAX_PAGES_IN_FLIGHT));
  const alreadyDone = Math.max(0, options.alreadyDone ?? 0);
  const total = alreadyDone + keys.length;

  return new Promise<LoadOutcome<K>>((resolve) => {
    // One controller for this run: aborted by the caller's signal (cancel) or by the first failure.
    const run = new AbortController();
    let settled = false;
    let next = 0;
    let inFlight = 0;
    let done = alreadyDone;

    const finish = (outcome: LoadOutcome<K>) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onCancel);
      if (outcome.status !== 'done') run.abort();
      resolve(outcome);
    };
    const onCancel = () => finish({ status: 'cancelled' });
    const live = () => !settled && !run.signal.aborted && signal?.aborted !== true;

    const startNext = () => {
      while (live() && inFlight < limit && next < keys.length) {
        const key = keys[next] as K;
        next += 1;
        inFlight += 1;
        let request: Promise<R>;
        try {
          request = fetchPage(key, run.signal);
        } catch (error) {
          request = Promise.reject(error);
        }
        request.then(
          (result) => {
            inFlight -= 1;
            if (!live()) return;
            done += 1;
            onPage?.(key, result);
            if (!live()) return;
            onProgress?.({ done, total });
            if (next >= keys.length && inFlight === 0) finish({ status: 'done' });
            else startNext();
          },
          (error: unknown) => {
            inFlight -= 1;
            if (!live()) return;
            finish({ status: 'failed', key, error });
          },
        );
      }
    };

    if (signal?.aborted) {
      finish({ status: 'cancelled' });
      return;
    }
    signal?.addEventListener('abort', onCancel, { once: true });
    onProgress?.({ done, total });
    if (keys.length === 0) {
      finish({ status: 'done' });
      return;
    }
    startNext();
  });
}
