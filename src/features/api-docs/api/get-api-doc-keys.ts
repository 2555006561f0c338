import { unwrap, type ApiClient } from '../../../api/client.ts';

/** The keys of the APIs that have documentation (seed call `GET /ui/v1/docs/schemas`). */
export async function getApiDocKeys(api: ApiClient, signal?: AbortSignal): Promise<readonly unknown[]> {
  const data = await unwrap(api.GET('/ui/v1/docs/schemas', { signal }));
  return Array.isArray(data.apiKeys) ? data.apiKeys : [];
}
