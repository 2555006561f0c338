import { isApiError } from '../../../api/api-error.ts';
import { useApiLoad } from '../../../app/use-api-load.ts';
import { isApiKey } from '../../../domain/api-keys.ts';
import { getApiDoc, type OpenApiDocument } from '../api/get-api-doc.ts';

export type ApiDocLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly document: OpenApiDocument }
  /** No document for this key: the API answered 404, or the key cannot be one. */
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string };

const NOT_FOUND = 404;

export function useApiDoc(apiKey: string): ApiDocLoad {
  const valid = isApiKey(apiKey);
  const load = useApiLoad(valid ? apiKey : null, (api, signal) => getApiDoc(api, apiKey, signal), {
    onError: (error) => {
      if (!isApiError(error) || error.status !== NOT_FOUND)
        console.warn(`The API documentation "${apiKey}" could not be loaded.`, error);
    },
  });
  if (!valid) return { status: 'missing' };
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'loaded', document: load.data };
  return load.error.status === NOT_FOUND
    ? { status: 'missing' }
    : { status: 'failed', message: load.error.message };
}
