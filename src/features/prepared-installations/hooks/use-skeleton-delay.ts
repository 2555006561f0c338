import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_SKELETON_DELAY_MS } from '../../../domain/shared/constants.ts';

/** `pending` turns true on `start()` and false `ms` later; a new start restarts the wait. */
export function useSkeletonDelay(ms: number = FILTER_SKELETON_DELAY_MS): {
  pending: boolean;
  start: () => void;
} {
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => setPending(false), ms);
  }, [ms]);

  return { pending, start };
}
