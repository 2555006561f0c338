import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/shared/constants.ts';

/*
 * SPEC §8/§9: a script chunk that fails to load, or has not loaded after 120 s, is a load error. The wrapper lives in
 * the kit so the kit's own lazy parts (the date pickers of FilterPanel) can use it; the app re-exports it from
 * src/app/lazy-with-timeout.ts, where the load-failure page recognises these errors.
 */

export type LoadFailureKind = 'failed' | 'timeout';

export class LoadFailureError extends Error {
  override readonly name = 'LoadFailureError';
  readonly kind: LoadFailureKind;

  constructor(kind: LoadFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export function messageOf(error: unknown): string {
  try {
    if (error instanceof Error && error.message.trim() !== '') return error.message;
  } catch {
    // a hostile getter must not hide the failure
  }
  return String(error);
}

/**
 * Wraps a loader (a dynamic import): its failure becomes a LoadFailureError('failed'); if it has not settled after
 * `timeoutMs` the promise rejects with LoadFailureError('timeout'), whatever the import does later.
 */
export function withLoadTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      // Looked up per call, so tests with fake timers control it.
      const timer = globalThis.setTimeout(() => {
        reject(
          new LoadFailureError(
            'timeout',
            `Loading this page took longer than ${Math.round(timeoutMs / 1000)} seconds.`,
          ),
        );
      }, timeoutMs);
      let started: Promise<T>;
      try {
        started = load();
      } catch (error) {
        started = Promise.reject(error);
      }
      started.then(
        (value) => {
          globalThis.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          globalThis.clearTimeout(timer);
          reject(
            error instanceof LoadFailureError
              ? error
              : new LoadFailureError('failed', messageOf(error), { cause: error }),
          );
        },
      );
    });
}
