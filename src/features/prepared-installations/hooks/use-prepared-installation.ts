import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useApiClient } from '../../../app/use-api-client.ts';
import type { PreparedInstallation } from '../../../domain/prepared-installation.ts';
import { getPreparedInstallation } from '../api/get-prepared-installation.ts';

export type PreparedInstallationLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly installation: PreparedInstallation }
  | { readonly status: 'failed'; readonly notFound: boolean; readonly message: string };

interface Settled {
  readonly uuid: string;
  readonly load: Exclude<PreparedInstallationLoad, { status: 'loading' }>;
}

/** Loads one installation through the seed single-item call while `uuid` is set. */
export function usePreparedInstallation(uuid: string | null): PreparedInstallationLoad {
  const api = useApiClient();
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (uuid === null) return undefined;
    const controller = new AbortController();
    getPreparedInstallation(api, uuid, controller.signal).then(
      (installation) => {
        if (!controller.signal.aborted) setSettled({ uuid, load: { status: 'loaded', installation } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Prepared installation ${uuid} could not be loaded.`, error);
        const notFound = error instanceof ApiError && error.status === 404;
        const message = error instanceof Error ? error.message : String(error);
        setSettled({ uuid, load: { status: 'failed', notFound, message } });
      },
    );
    return () => controller.abort();
  }, [api, uuid]);

  return settled !== null && settled.uuid === uuid ? settled.load : { status: 'loading' };
}
