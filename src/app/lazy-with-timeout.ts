import { LoadFailureError, messageOf, type LoadFailureKind } from '../components/with-load-timeout.ts';

/*
 * SPEC §8/§9: a script chunk or stylesheet that fails to load, or has not loaded after 120 s, is a load error —
 * shown by the route's error boundary as the load-failure page (Reload), never as a blank page or an endless
 * spinner. Route modules and screens' lazy parts are loaded through `withLoadTimeout` (it lives in the kit, whose own
 * lazy parts use it too); what fails otherwise is recognised by `isLoadFailure` from Vite's `vite:preloadError` and the
 * browsers' dynamic-import messages.
 */

export { LoadFailureError, withLoadTimeout } from '../components/with-load-timeout.ts';
export type { LoadFailureKind } from '../components/with-load-timeout.ts';

// Vite rejects a lazy import whose JS or CSS did not load after firing `vite:preloadError` with the error as
// `payload`; those errors are remembered so the boundary can tell them from a screen's own bugs.
const preloadErrors = new WeakSet<object>();

/** Listens for Vite's `vite:preloadError` (without preventing it: the import must still reject). */
export function watchPreloadErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite words a failed stylesheet.
const LOAD_FAILURE_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

/**
 * Whether `error` says a piece of the app could not be downloaded (or took too long), rather than a bug. An error
 * that wraps another (`cause`, as loaders and test runners do) is judged by what it wraps as well.
 */
export function isLoadFailure(error: unknown, depth = 0): boolean {
  if (error instanceof LoadFailureError) return true;
  if (typeof error !== 'object' || error === null) return false;
  if (preloadErrors.has(error)) return true;
  const message = messageOf(error);
  if (LOAD_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  let cause: unknown;
  try {
    cause = (error as { cause?: unknown }).cause;
  } catch {
    return false;
  }
  return depth < 3 && cause !== undefined && isLoadFailure(cause, depth + 1);
}

/** Timeout or failure, for the page's wording. */
export function loadFailureKind(error: unknown): LoadFailureKind {
  return error instanceof LoadFailureError ? error.kind : 'failed';
}
