import type { SessionEnd } from '../api/token-store.ts';
import type { MessageKey } from '../i18n/catalogue-types.ts';
import { t } from '../i18n/i18n.ts';

/**
 * Why a session ended without the person signing out: what the client learnt from the server (SessionEnd), or what
 * the guard found in storage (`expired`, `unusable`).
 */
export type SessionEndReason = SessionEnd | 'expired';

const SESSION_END_KEYS: Readonly<Record<SessionEndReason, MessageKey>> = {
  unusable: 'sessionEnd.unusable',
  refused: 'sessionEnd.refused',
  expired: 'sessionEnd.expired',
  deactivated: 'sessionEnd.deactivated',
};

/** What /login tells the person who was signed out, per reason, in the language shown when it is read. */
export const SESSION_END_MESSAGES: Readonly<Record<SessionEndReason, string>> = Object.freeze(
  Object.defineProperties(
    {} as Record<SessionEndReason, string>,
    Object.fromEntries(
      Object.entries(SESSION_END_KEYS).map(([reason, key]) => [
        reason,
        { enumerable: true, get: () => t(key) },
      ]),
    ),
  ),
);

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
