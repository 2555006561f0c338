import type { SessionEnd } from '../api/token-store.ts';

/**
 * Why a session ended without the person signing out: what the client learnt from the server (SessionEnd), or what
 * the guard found in storage (`expired`, `unusable`).
 */
export type SessionEndReason = SessionEnd | 'expired';

/** What /login tells the person who was signed out, per reason. */
export const SESSION_END_MESSAGES: Readonly<Record<SessionEndReason, string>> = Object.freeze({
  unusable: 'Your session could not be used any more: sign in again.',
  refused: 'The server no longer accepts your session: sign in again.',
  expired: 'Your session has expired: sign in again.',
  deactivated: 'Your account has been deactivated: ask an administrator if you still need access.',
});

/** The navigation state the guard hands to /login (history state, which no link can set). */
export interface SessionEndState {
  readonly sessionEnd: SessionEndReason;
}

export function sessionEndOfState(state: unknown): SessionEndReason | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason: unknown = (state as { sessionEnd?: unknown }).sessionEnd;
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(SESSION_END_MESSAGES, reason)
    ? (reason as SessionEndReason)
    : null;
}
