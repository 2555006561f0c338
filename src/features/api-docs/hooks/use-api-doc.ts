import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useApiClient } from '../../../app/use-api-client.ts';
import { isApiKey } from '../../../domain/api-keys.ts';
import { getApiDoc, type OpenApiDocument } from '../api/get-api-doc.ts';

export type ApiDocLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly document: OpenApiDocument }
  /** No document for this key: the API answered 404, or the key cannot be one. */
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string };

interface Settled {
  readonly apiKey: string;
  readonly load: Exclude<ApiDocLoad, { status: 'loading' }>;
}

export function useApiDoc(apiKey: string): ApiDocLoad {
  const api = useApiClient();
  const valid = isApiKey(apiKey);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    const controller = new AbortController();
    getApiDoc(api, apiKey, controller.signal).then(
      (document) => {
        if (!controller.signal.aborted) setSettled({ apiKey, load: { status: 'loaded', document } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setSettled({ apiKey, load: { status: 'missing' } });
          return;
        }
        console.warn(`The API documentation "${apiKey}" could not be loaded.`, error);
        setSettled({
          apiKey,
          load: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        });
      },
    );
    return () => controller.abort();
  }, [api, apiKey, valid]);

  if (!valid) return { status: 'missing' };
  return settled !== null && settled.apiKey === apiKey ? settled.load : { status: 'loading' };
}
