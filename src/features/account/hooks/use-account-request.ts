import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiResult } from '../../../api/client.ts';

export type AccountRequestState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'done'; readonly message: string }
  | { readonly kind: 'failed'; readonly error: ApiError };

export interface AccountRequest<Body> {
  readonly state: AccountRequestState;
  /** Sends once at a time: a second submit while one is in flight is ignored. Resolves to the outcome. */
  send(body: Body): Promise<AccountRequestState>;
}

type Send<Body> = (body: Body) => Promise<ApiResult<{ message: string }>>;

/** One account call (sign-up, verify, reset, recovery): idle → pending → done with the server's message, or failed. */
export function useAccountRequest<Body>(call: Send<Body>): AccountRequest<Body> {
  const [state, setState] = useState<AccountRequestState>({ kind: 'idle' });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    async (body: Body): Promise<AccountRequestState> => {
      if (inFlight.current) return { kind: 'pending' };
      inFlight.current = true;
      setState({ kind: 'pending' });
      const result = await call(body);
      inFlight.current = false;
      const next: AccountRequestState =
        result.error !== undefined
          ? { kind: 'failed', error: result.error }
          : { kind: 'done', message: typeof result.data.message === 'string' ? result.data.message : '' };
      if (mounted.current) setState(next);
      return next;
    },
    [call],
  );

  return { state, send };
}
