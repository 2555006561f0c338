import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';

export type OpenApiDocument = components['schemas']['OpenApiDocument'];

/** One API's OpenAPI document (proposed call); 404 when there is none for the key. */
export async function getApiDoc(
  api: ApiClient,
  apiKey: string,
  signal?: AbortSignal,
): Promise<OpenApiDocument> {
  return unwrap(api.GET('/ui/v1/docs/schemas/{apiKey}', { params: { path: { apiKey } }, signal }));
}
