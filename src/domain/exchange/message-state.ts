/*
 * The state machine of a message exchanged with a grid operator or the ERP. Modelled on the OCA
 * `edi_exchange_record` (output pending → sent → sent and processed / sent with error) and German market
 * communication, where the receiver answers every message with an acknowledgement (APERAK) within a deadline:
 *
 *   queued ──send──▶ sent ──acknowledge──▶ acknowledged
 *                     │  └────reject─────▶ rejected ──resend──▶ sent
 *                     └ (due passed, no answer) = overdue ──resend──▶ sent
 *
 * Inbound messages (a partner's activation or acknowledgement) are `received` and take no further step. "Overdue" is
 * never stored: it is a sent message whose acknowledgement is due before now, derived by `shownState` from the
 * server's now, so it appears by itself as time passes. One rule for the mock and the screen.
 */

export const STORED_STATES = ['queued', 'sent', 'acknowledged', 'rejected', 'received'] as const;
export type StoredState = (typeof STORED_STATES)[number];

/** What a person sees and filters by: the stored state, or `overdue` for a sent message past its due time. */
export const MESSAGE_STATES = ['queued', 'sent', 'overdue', 'acknowledged', 'rejected', 'received'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_STATE_LABELS: Readonly<Record<MessageState, string>> = {
  queued: 'Queued',
  sent: 'Sent, awaiting acknowledgement',
  overdue: 'Acknowledgement overdue',
  acknowledged: 'Acknowledged',
  rejected: 'Rejected',
  received: 'Received',
};

export type MessageEvent = 'send' | 'acknowledge' | 'reject' | 'resend';

/** The state after `event`, or null when the event is not allowed in that state (at that now). */
export function nextState(state: MessageState, event: MessageEvent): StoredState | null {
  switch (event) {
    case 'send':
      return state === 'queued' ? 'sent' : null;
    case 'acknowledge':
    case 'reject':
      // A late answer still counts: an overdue message can be acknowledged or rejected.
      return state === 'sent' || state === 'overdue'
        ? event === 'acknowledge'
          ? 'acknowledged'
          : 'rejected'
        : null;
    case 'resend':
      return isResendable(state) ? 'sent' : null;
  }
}

/** Only what failed may be sent again: a rejected message, or one whose acknowledgement is overdue. */
export function isResendable(state: MessageState): boolean {
  return state === 'rejected' || state === 'overdue';
}

export interface StateSource {
  readonly state: StoredState;
  /** ISO instant; null for a message that expects no acknowledgement (inbound, or not sent yet). */
  readonly acknowledgementDue: string | null;
}

/** The state shown at `now` (ms): a sent message whose acknowledgement is due before now is overdue. */
export function shownState(message: StateSource, now: number): MessageState {
  if (message.state !== 'sent' || message.acknowledgementDue === null) return message.state;
  const due = Date.parse(message.acknowledgementDue);
  return Number.isFinite(due) && due < now ? 'overdue' : 'sent';
}

/** How long a partner has to acknowledge a message (the mock's rule; APERAK deadlines are hours, not days). */
export const ACKNOWLEDGEMENT_WINDOW_MS = 6 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface Resendable extends StateSource {
  readonly sentAt: string | null;
  readonly attempts: number;
}

/**
 * The message after a resend at `now`, or null when its state at `now` does not allow one: sent again, a new
 * acknowledgement deadline, one more attempt. The previous error and acknowledgement are the caller's to keep.
 */
export function resent<M extends Resendable>(message: M, now: number): M | null {
  if (nextState(shownState(message, now), 'resend') === null) return null;
  return {
    ...message,
    state: 'sent',
    sentAt: iso(now),
    acknowledgementDue: iso(now + ACKNOWLEDGEMENT_WINDOW_MS),
    attempts: message.attempts + 1,
  };
}

/** A state of the URL or the wire, or null (bad URL params are dropped, never trusted). */
export function asMessageState(value: string): MessageState | null {
  return (MESSAGE_STATES as readonly string[]).includes(value) ? (value as MessageState) : null;
}
