import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/api/api-client-context.ts';
import { heldRequest } from '../../../src/app/held-request.ts';
import { renameData, useApiLoad } from '../../../src/app/use-api-load.ts';

const client = (): ApiClient => ({}) as ApiClient;

function withClient(api: ApiClient) {
  return ({ children }: { children: ReactNode }) => (
    <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useApiLoad', () => {
  it('loads once per key with the client and a signal; a new key shows loading, not the old answer', async () => {
    const api = client();
    const load = vi.fn((_api: ApiClient, _signal: AbortSignal, key?: string) => Promise.resolve(key));
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useApiLoad(id, (a, signal) => load(a, signal, id)),
      { wrapper: withClient(api), initialProps: { id: 'a' } },
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'a', error: null }));
    rerender({ id: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe(api);
    expect(load.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'b' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a null key loads nothing and stays loading', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useApiLoad(null, load), { wrapper: withClient(client()) });
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('a failure becomes an ApiError (status 0 without an answer), is reported once, and retry loads again', async () => {
    const onError = vi.fn();
    const onRetry = vi.fn();
    const answers = [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve('ok')];
    let calls = 0;
    const { result } = renderHook(
      () => useApiLoad('k', () => answers[calls++] ?? Promise.resolve('late'), { onError, onRetry }),
      { wrapper: withClient(client()) },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 0, message: 'Failed to fetch' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
    act(() => result.current.retry());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('keeps an ApiError as it is', async () => {
    const error = new ApiError({ message: 'Not Found', status: 404 });
    const { result } = renderHook(() => useApiLoad('k', () => Promise.reject(error)), {
      wrapper: withClient(client()),
    });
    await waitFor(() => expect(result.current.error).toBe(error));
  });

  it('unmounting aborts the load and ignores what it still answers', async () => {
    const pending = deferred<string>();
    const onError = vi.fn();
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(
      () =>
        useApiLoad(
          'k',
          (_api, s) => {
            signal = s;
            return pending.promise;
          },
          { onError },
        ),
      { wrapper: withClient(client()) },
    );
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    pending.reject(new DOMException('aborted', 'AbortError'));
    await pending.promise.catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });

  it('renameData puts the data under the name a screen reads', async () => {
    const { result } = renderHook(
      () =>
        renameData(
          useApiLoad('k', () => Promise.resolve([1])),
          'fleets',
        ),
      {
        wrapper: withClient(client()),
      },
    );
    expect(result.current).toMatchObject({ status: 'loading', fleets: null, error: null });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', fleets: [1], error: null }));
    expect('data' in result.current).toBe(false);
  });
});

describe('heldRequest', () => {
  it('shares one request per client within the maximum age; forget and a failure ask again', async () => {
    vi.useFakeTimers();
    try {
      const first = client();
      const second = client();
      let n = 0;
      const request = vi.fn(() => (n++ === 2 ? Promise.reject(new Error('down')) : Promise.resolve(n)));
      const held = heldRequest(request, 1000);
      expect(held.get(first)).toBe(held.get(first));
      expect(request).toHaveBeenCalledTimes(1);
      held.get(second);
      expect(request).toHaveBeenCalledTimes(2);
      held.forget();
      await expect(held.get(second)).rejects.toThrow('down');
      expect(request).toHaveBeenCalledTimes(3);
      await expect(held.get(second)).resolves.toBe(4);
      vi.advanceTimersByTime(1001);
      held.get(second);
      expect(request).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
