import {
  useMutation,
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

const ignore = () => undefined;

/**
 * The one way a screen sends a write (a POST, PUT, PATCH or DELETE): TanStack Query's mutation, with `mutate` and
 * `mutateAsync` that send at most one request at a time. A double-click fires its two click events before React
 * renders the button disabled, so a `disabled={isPending}` alone lets the second one through; the guard here is a
 * ref, checked and set in the same event. While a request is in flight:
 * - `mutate` does nothing (the callbacks of the ignored call never fire: the first call's do);
 * - `mutateAsync` returns the promise of the request in flight (the same outcome, never a second request).
 * ESLint forbids `useMutation` everywhere else (eslint.config.js), so every write of the portal goes through here.
 */
export function useWrite<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const send = mutation.mutateAsync;

  type Args = Parameters<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>;
  const mutateAsync = useCallback(
    (...args: Args): Promise<TData> => {
      if (inFlight.current !== null) return inFlight.current;
      const request = send(...args);
      // Released only once the request settled and the first call's callbacks ran (a dialog closed by onSuccess
      // cannot be applied again in between).
      inFlight.current = request;
      void request.then(ignore, ignore).finally(() => {
        if (inFlight.current === request) inFlight.current = null;
      });
      return request;
    },
    [send],
  );

  const mutate: UseMutateFunction<TData, TError, TVariables, TContext> = useCallback(
    (...args: Args) => {
      // The error is the mutation's state (and the first call's onError): nothing is left unhandled.
      mutateAsync(...args).catch(ignore);
    },
    [mutateAsync],
  );

  return { ...mutation, mutate, mutateAsync };
}
