import { useApiLoad } from '../../../app/use-api-load.ts';
import type { PreparedInstallation } from '../../../domain/prepared-installation.ts';
import { getPreparedInstallation } from '../api/get-prepared-installation.ts';

export type PreparedInstallationLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly installation: PreparedInstallation }
  | { readonly status: 'failed'; readonly notFound: boolean; readonly message: string };

/** Loads one installation through the seed single-item call while `uuid` is set. */
export function usePreparedInstallation(uuid: string | null): PreparedInstallationLoad {
  const load = useApiLoad(uuid, (api, signal) => getPreparedInstallation(api, uuid ?? '', signal), {
    onError: (error) => console.warn(`Prepared installation ${uuid} could not be loaded.`, error),
  });
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'loaded', installation: load.data };
  return { status: 'failed', notFound: load.error.status === 404, message: load.error.message };
}
