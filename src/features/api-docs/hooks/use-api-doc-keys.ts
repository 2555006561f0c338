import { useApiLoad } from '../../../app/use-api-load.ts';
import { apiKeysFor, type ApiDocsScope } from '../../../domain/api-keys.ts';
import { getApiDocKeys } from '../api/get-api-doc-keys.ts';

export interface ApiDocKeys {
  readonly loading: boolean;
  /** The keys this page offers; empty after a failed load (SPEC §8). */
  readonly keys: readonly string[];
}

// SPEC §8: the error is logged and the list is empty, so the empty message shows.
const warn = (error: unknown) => console.warn('The list of API documentation could not be loaded.', error);

export function useApiDocKeys(scope: ApiDocsScope): ApiDocKeys {
  const load = useApiLoad('api-doc-keys', getApiDocKeys, { onError: warn });
  return { loading: load.status === 'loading', keys: apiKeysFor(scope, load.data ?? []) };
}
