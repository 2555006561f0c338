import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

export interface LeaveGuard {
  /** Drives the "leave without saving?" ConfirmDialog: `state === 'blocked'` while a navigation waits. */
  blocker: Blocker;
  /** Lets the next navigation through (after a save or a removal, the form has nothing left to lose). */
  release(): void;
}

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the portal is held until the staff member
 * confirms; closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}
