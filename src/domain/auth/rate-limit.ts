import { formatQuantity } from '../format/locale-format.ts';

/** A refused call that asks the client to wait (HTTP 429 with `Retry-After`). */
export const TOO_MANY_REQUESTS = 429;
/** The wait assumed when a 429 names none. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** The seconds to wait after an error, or null when it is not a "too many requests" answer. */
export function rateLimitWait(error: { status: number; retryAfterSeconds?: number } | null): number | null {
  if (error === null || error.status !== TOO_MANY_REQUESTS) return null;
  return error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
}

/** What a form says while it must wait (`remaining` counts down to 0). */
export function tooManyAttemptsMessage(remaining: number): string {
  return remaining > 0
    ? `Too many attempts — try again in ${formatQuantity(remaining, 's', 0)}.`
    : 'Too many attempts were made. You can try again now.';
}

/** What a list says while it waits to ask again by itself. */
export function listWaitMessage(remaining: number): string {
  return remaining > 0
    ? `The server is busy (too many requests). Trying again in ${formatQuantity(remaining, 's', 0)}…`
    : 'The server is busy (too many requests). Trying again…';
}
