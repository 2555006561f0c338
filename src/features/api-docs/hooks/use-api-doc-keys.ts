import { useEffect, useState } from 'react';
import { useApiClient } from '../../../app/use-api-client.ts';
import { apiKeysFor, type ApiDocsScope } from '../../../domain/api-keys.ts';
import { getApiDocKeys } from '../api/get-api-doc-keys.ts';

export interface ApiDocKeys {
  readonly loading: boolean;
  /** The keys this page offers; empty after a failed load (SPEC §8). */
  readonly keys: readonly string[];
}

export function useApiDocKeys(scope: ApiDocsScope): ApiDocKeys {
  const api = useApiClient();
  const [listed, setListed] = useState<readonly unknown[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getApiDocKeys(api, controller.signal).then(
      (keys) => {
        if (!controller.signal.aborted) setListed(keys);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: the error is logged and the list is empty, so the empty message shows.
        console.warn('The list of API documentation could not be loaded.', error);
        setListed([]);
      },
    );
    return () => controller.abort();
  }, [api]);

  return { loading: listed === null, keys: listed === null ? [] : apiKeysFor(scope, listed) };
}
