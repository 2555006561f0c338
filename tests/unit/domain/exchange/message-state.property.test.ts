import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  MESSAGE_STATES,
  STORED_STATES,
  asMessageState,
  isResendable,
  nextState,
  resent,
  shownState,
  type MessageEvent,
  type StoredState,
} from '../../../../src/domain/exchange/message-state.ts';

const EVENTS: MessageEvent[] = ['send', 'acknowledge', 'reject', 'resend'];
const T0 = Date.UTC(2026, 10, 3, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

const messageArb = fc.record({
  state: fc.constantFrom(...STORED_STATES),
  acknowledgementDue: fc.option(
    fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }).map((d) => iso(T0 + d)),
    { nil: null },
  ),
  sentAt: fc.option(fc.constant(iso(T0 - 3_600_000)), { nil: null }),
  attempts: fc.integer({ min: 1, max: 9 }),
});
const nowArb = fc.integer({ min: -4 * 86_400_000, max: 4 * 86_400_000 }).map((d) => T0 + d);

describe('the message state machine', () => {
  it('overdue is exactly a sent message whose acknowledgement was due before now', () => {
    fc.assert(
      fc.property(messageArb, nowArb, (message, now) => {
        const shown = shownState(message, now);
        const due = message.acknowledgementDue === null ? null : Date.parse(message.acknowledgementDue);
        expect(shown === 'overdue').toBe(message.state === 'sent' && due !== null && due < now);
        if (shown !== 'overdue') expect(shown).toBe(message.state);
      }),
    );
  });

  it('time only ever turns sent into overdue, never back', () => {
    fc.assert(
      fc.property(messageArb, nowArb, fc.nat(86_400_000), (message, now, later) => {
        if (shownState(message, now) === 'overdue') expect(shownState(message, now + later)).toBe('overdue');
      }),
    );
  });

  it('every transition leads to a stored state, and the terminal states take no event but a resend', () => {
    for (const state of MESSAGE_STATES)
      for (const event of EVENTS) {
        const next = nextState(state, event);
        if (next !== null) expect(STORED_STATES).toContain(next);
      }
    for (const terminal of ['acknowledged', 'received'] as const)
      expect(EVENTS.map((event) => nextState(terminal, event))).toEqual([null, null, null, null]);
    expect(nextState('queued', 'send')).toBe('sent');
    expect(nextState('sent', 'acknowledge')).toBe('acknowledged');
    expect(nextState('overdue', 'reject')).toBe('rejected');
  });

  it('a resend is allowed only for rejected or overdue messages, and leaves a sent message with a fresh deadline', () => {
    fc.assert(
      fc.property(messageArb, nowArb, (message, now) => {
        const before = shownState(message, now);
        const after = resent(message, now);
        expect(after !== null).toBe(isResendable(before));
        expect(isResendable(before)).toBe(before === 'rejected' || before === 'overdue');
        if (after === null) return;
        expect(after.state).toBe('sent');
        expect(shownState(after, now)).toBe('sent');
        expect(Date.parse(after.acknowledgementDue ?? '')).toBe(
          Math.floor(now / 1000) * 1000 + ACKNOWLEDGEMENT_WINDOW_MS,
        );
        expect(after.attempts).toBe(message.attempts + 1);
        // Sent again, it cannot be resent until it fails again.
        expect(resent(after, now)).toBeNull();
      }),
    );
  });

  it('reads only known states from a URL', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const state = asMessageState(text);
        expect(state === null || (MESSAGE_STATES as readonly string[]).includes(state)).toBe(true);
      }),
    );
    expect(asMessageState('overdue')).toBe('overdue');
    expect(asMessageState('<script>')).toBeNull();
  });

  it('an unreadable due date never makes a message overdue', () => {
    const state: StoredState = 'sent';
    expect(shownState({ state, acknowledgementDue: 'not a date' }, T0)).toBe('sent');
  });
});
