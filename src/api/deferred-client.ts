import { noResponseError } from './api-error.ts';
import type { ApiClient, ApiResult } from './client.ts';

/*
 * The app's client, loaded on its first call. The client (openapi-fetch, the auth middleware, the refresher, the
 * request ids) is not needed to draw any page, only to call the API: the /login entry stays without it (DESIGN §6),
 * and the shell's chunk imports it statically, so on a guarded page the first call finds it already loaded. A load
 * that fails keeps the client's promise — calls never reject but on abort — by answering as a call without any
 * answer (status 0, the message of the failed load), and the next call tries the load again.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function deferredApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const client = () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = undefined;
    });
    return current;
  };
  const method =
    (name: (typeof METHODS)[number]) =>
    async (url: unknown, init?: unknown): Promise<ApiResult<unknown>> => {
      let loaded: ApiClient;
      try {
        loaded = await client();
      } catch (error) {
        return { error: noResponseError(error) };
      }
      return (loaded[name] as (url: unknown, init: unknown) => Promise<ApiResult<unknown>>)(url, init);
    };
  return Object.fromEntries(METHODS.map((name) => [name, method(name)])) as unknown as ApiClient;
}
