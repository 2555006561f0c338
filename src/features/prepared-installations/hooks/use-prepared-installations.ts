import { useEffect, useState } from 'react';
import { useApiClient } from '../../../app/use-api-client.ts';
import type { PreparedInstallation } from '../../../domain/prepared-installation.ts';
import { getPreparedInstallations } from '../api/get-prepared-installations.ts';

export interface PreparedInstallationsLoad {
  /** True until the call for the current provider has settled. */
  readonly loading: boolean;
  /** The provider's rows; undefined while loading and after a failed load (SPEC §8: the list stays unset). */
  readonly rows: readonly PreparedInstallation[] | undefined;
}

interface Settled {
  readonly hemsId: string;
  readonly rows: readonly PreparedInstallation[] | undefined;
}

export function usePreparedInstallations(hemsId: string): PreparedInstallationsLoad {
  const api = useApiClient();
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPreparedInstallations(api, hemsId, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setSettled({ hemsId, rows });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: users see nothing of it; developers get the reason in the console.
        console.warn(
          `Prepared installations of "${hemsId}" could not be loaded; the list stays unset.`,
          error,
        );
        setSettled({ hemsId, rows: undefined });
      },
    );
    return () => controller.abort();
  }, [api, hemsId]);

  // Keyed by provider, so a change of id shows the loading state again instead of the previous provider's rows.
  const current = settled !== null && settled.hemsId === hemsId ? settled : null;
  return { loading: current === null, rows: current?.rows };
}
