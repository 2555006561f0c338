import { useApiLoad } from '../../../app/use-api-load.ts';
import type { PreparedInstallation } from '../../../domain/prepared-installation.ts';
import { getPreparedInstallations } from '../api/get-prepared-installations.ts';

export interface PreparedInstallationsLoad {
  /** True until the call for the current provider has settled. */
  readonly loading: boolean;
  /** The provider's rows; undefined while loading and after a failed load (SPEC §8: the list stays unset). */
  readonly rows: readonly PreparedInstallation[] | undefined;
}

export function usePreparedInstallations(hemsId: string): PreparedInstallationsLoad {
  // Keyed by provider, so a change of id shows the loading state again instead of the previous provider's rows.
  const load = useApiLoad(hemsId, (api, signal) => getPreparedInstallations(api, hemsId, signal), {
    // SPEC §8: users see nothing of it; developers get the reason in the console.
    onError: (error) =>
      console.warn(`Prepared installations of "${hemsId}" could not be loaded; the list stays unset.`, error),
  });
  return { loading: load.status === 'loading', rows: load.data ?? undefined };
}
