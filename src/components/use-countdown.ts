import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait of `seconds` that starts whenever `started` changes (a new error object), counting
 * down to 0 once a second; null when there is no wait.
 */
export function useCountdown(seconds: number | null, started: unknown): number | null {
  const [state, setState] = useState<{ started: unknown; remaining: number | null }>({
    started,
    remaining: seconds,
  });
  // A new wait replaces the old one during render, so the first paint already shows its full length.
  const current = state.started === started ? state : { started, remaining: seconds };
  if (current !== state) setState(current);
  const { remaining } = current;
  useEffect(() => {
    if (remaining === null || remaining <= 0) return;
    const timer = setTimeout(
      () => setState((now) => ({ ...now, remaining: Math.max(0, remaining - 1) })),
      1000,
    );
    return () => clearTimeout(timer);
  }, [remaining, started]);
  return remaining;
}
