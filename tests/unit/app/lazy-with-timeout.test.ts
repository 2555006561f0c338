// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLoadFailure,
  LoadFailureError,
  loadFailureKind,
  watchPreloadErrors,
  withLoadTimeout,
} from '../../../src/app/lazy-with-timeout.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/domain/shared/constants.ts';

describe('withLoadTimeout (SPEC §8/§9: 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a loaded module through and leaves no timer behind', async () => {
    const load = withLoadTimeout(() => Promise.resolve('module'));
    await expect(load()).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed import becomes a LoadFailureError("failed") keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/sign-up-x.js');
    const error = await withLoadTimeout(() => Promise.reject(cause))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadFailureError);
    expect(error).toMatchObject({ kind: 'failed', message: cause.message, cause });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a loader that throws synchronously is a failure too, not an exception', async () => {
    const load = withLoadTimeout<string>(() => {
      throw new Error('boom');
    });
    await expect(load()).rejects.toMatchObject({ kind: 'failed', message: 'boom' });
  });

  it('a stalled import is a LoadFailureError("timeout") at 120 s, not a moment before', async () => {
    const outcome = vi.fn();
    withLoadTimeout(() => new Promise<never>(() => {}))().then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledOnce();
    const error = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(LoadFailureError);
    expect(loadFailureKind(error)).toBe('timeout');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a module that arrives after the time-out changes nothing', async () => {
    let arrive: (value: string) => void = () => {};
    const result = withLoadTimeout(() => new Promise<string>((resolve) => (arrive = resolve)))();
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    arrive('late');
    expect(await settled).toMatchObject({ kind: 'timeout' });
  });
});

describe('isLoadFailure', () => {
  it.each([
    ['Failed to fetch dynamically imported module: http://x/a.js'],
    ['error loading dynamically imported module: http://x/a.js'],
    ['Importing a module script failed.'],
    ['Unable to preload CSS for /assets/openapi-renderer.css'],
  ])('recognises the browser/Vite message %j', (message) => {
    expect(isLoadFailure(new TypeError(message))).toBe(true);
  });

  it('looks through a wrapping error to its cause', () => {
    const wrapped = new Error('import failed', {
      cause: new TypeError('Failed to fetch dynamically imported module: /a.js'),
    });
    expect(isLoadFailure(wrapped)).toBe(true);
    expect(isLoadFailure(new Error('outer', { cause: new Error('a bug') }))).toBe(false);
  });

  it('does not take a screen’s own bug, or a non-error, for a load failure', () => {
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('an error Vite reported through vite:preloadError counts, whatever its wording', () => {
    const stop = watchPreloadErrors(window);
    const error = new Error('something Vite-specific');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    // Not prevented: the import must still reject so the route's boundary shows the page.
    expect(event.defaultPrevented).toBe(false);
    expect(isLoadFailure(error)).toBe(true);
    stop();
    const later = new Error('after stop');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: later }));
    expect(isLoadFailure(later)).toBe(false);
  });
});
