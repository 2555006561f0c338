import { useContext } from 'react';
import type { ApiClient } from './client.ts';
import { ApiClientContext } from './api-client-context.ts';

export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  if (api === null) throw new Error('useApiClient needs AppProviders above it.');
  return api;
}
