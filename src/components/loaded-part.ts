import { useEffect, useState } from 'react';
import { withLoadTimeout } from './with-load-timeout.ts';

/**
 * A part of a screen in a chunk of its own, loaded without Suspense: `start()` begins loading it (as early as the
 * screen knows it is wanted), `useReady(wanted)` is the part once loaded (undefined until then) and re-renders the
 * screen when it arrives. A Suspense boundary would hold the arrived part back for up to 300 ms after its fallback
 * (React's reveal throttle), and the part's own requests with it; this renders it on the render after it loads. A
 * chunk that fails or stalls throws during render, so the route's load-failure page shows it (SPEC §9).
 */
export function loadedPart<T>(load: () => Promise<T>): {
  start: () => Promise<void>;
  useReady: (wanted: boolean) => T | undefined;
} {
  let value: T | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= withLoadTimeout(load)().then(
      (loaded) => {
        value = loaded;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function useReady(wanted: boolean): T | undefined {
    const [, setArrived] = useState(0);
    useEffect(() => {
      if (!wanted || value !== undefined) return undefined;
      let live = true;
      void start().then(() => {
        if (live) setArrived((count) => count + 1);
      });
      return () => {
        live = false;
      };
    }, [wanted]);
    if (failure !== undefined) throw failure.error;
    return wanted ? value : undefined;
  }
  return { start, useReady };
}
