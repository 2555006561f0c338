import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Run {
  /** Starts a run (aborting the one before): its signal is aborted when it is stopped or interrupted. */
  readonly begin: () => AbortController;
  /** Stops the running run; false when none was running. */
  readonly stop: () => boolean;
  /** A run that ended by itself lets go of its controller (a later stop then has nothing to stop). */
  readonly end: (run: AbortController) => void;
}

/**
 * The one "load all" run of a list. Leaving the list, or a new `key` (another query or fleet), interrupts it:
 * its requests are aborted, nothing it still receives is applied, and `onInterrupted(key)` is told the old key.
 */
export function useRun(key: string | null, onInterrupted: (key: string | null) => void): Run {
  const controller = useRef<AbortController | null>(null);
  const interrupted = useRef(onInterrupted);
  useEffect(() => {
    interrupted.current = onInterrupted;
  });

  const stop = useCallback(() => {
    const running = controller.current;
    if (running === null) return false;
    running.abort();
    controller.current = null;
    return true;
  }, []);

  useEffect(
    () => () => {
      if (stop()) interrupted.current(key);
    },
    [key, stop],
  );

  const begin = useCallback(() => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    return run;
  }, []);

  const end = useCallback((run: AbortController) => {
    if (controller.current === run) controller.current = null;
  }, []);

  return useMemo(() => ({ begin, stop, end }), [begin, stop, end]);
}
