// The remote commands' labels, confirmations and outcomes (src/domain/evse/evse-commands.ts).
import { describe, expect, it } from 'vitest';
import {
  commandConfirmation,
  commandLabel,
  commandOutcome,
  type EvseCommand,
  type EvseCommandStatus,
} from '../../../src/domain/evse/evse-commands.ts';
import type { Connector } from '../../../src/domain/evse/evse-types.ts';

const connector = (connectorId: number, status: Connector['status']): Connector => ({
  connectorId,
  status,
  errorCode: 'NoError',
  statusSince: '2026-11-25T10:00:00Z',
});
const IDLE = [connector(1, 'Available'), connector(2, 'Available')];
const CHARGING_ON_2 = [connector(1, 'Available'), connector(2, 'Charging')];

const HARD: EvseCommand = { command: 'RESET', resetType: 'Hard' };
const SOFT: EvseCommand = { command: 'RESET', resetType: 'Soft' };
const UNLOCK_2: EvseCommand = { command: 'UNLOCK_CONNECTOR', connectorId: 2 };
const OFF_ALL: EvseCommand = { command: 'CHANGE_AVAILABILITY', connectorId: 0, availability: 'Inoperative' };
const ON_1: EvseCommand = { command: 'CHANGE_AVAILABILITY', connectorId: 1, availability: 'Operative' };

describe('commandLabel', () => {
  it.each([
    [HARD, 'Hard reset'],
    [SOFT, 'Soft reset'],
    [UNLOCK_2, 'Unlock connector 2'],
    [OFF_ALL, 'Set the whole charger unavailable'],
    [ON_1, 'Set connector 1 available'],
  ] as const)('%o reads %j', (command, label) => {
    expect(commandLabel(command)).toBe(label);
  });
});

describe('commandConfirmation', () => {
  it('warns that a hard reset stops a session, a soft one ends it cleanly', () => {
    expect(commandConfirmation(HARD, IDLE)).toMatchObject({
      title: 'Hard reset this charger?',
      applyLabel: 'Reset',
    });
    expect(commandConfirmation(HARD, IDLE).consequence).toMatch(/session is stopped/);
    expect(commandConfirmation(SOFT, IDLE).consequence).toMatch(/cleanly/);
  });

  it('warns about the session only when a car charges on the connector asked', () => {
    expect(commandConfirmation(UNLOCK_2, CHARGING_ON_2).consequence).toMatch(/stops the session/);
    expect(commandConfirmation(UNLOCK_2, IDLE).consequence).not.toMatch(/stops the session/);
    expect(
      commandConfirmation({ command: 'UNLOCK_CONNECTOR', connectorId: 1 }, CHARGING_ON_2).consequence,
    ).not.toMatch(/stops the session/);
  });

  it('counts any charging connector for the whole charger (connector 0)', () => {
    expect(commandConfirmation(OFF_ALL, CHARGING_ON_2)).toMatchObject({
      title: 'Make the whole charger unavailable?',
      applyLabel: 'Make unavailable',
    });
    expect(commandConfirmation(OFF_ALL, CHARGING_ON_2).consequence).toMatch(/finishes it first/);
    expect(commandConfirmation(OFF_ALL, IDLE).consequence).not.toMatch(/finishes it first/);
    expect(commandConfirmation(ON_1, IDLE)).toMatchObject({
      title: 'Make connector 1 available?',
      applyLabel: 'Make available',
    });
  });
});

describe('commandOutcome', () => {
  const cases: [EvseCommand, EvseCommandStatus, boolean, RegExp][] = [
    [SOFT, 'Accepted', true, /^Soft reset: the charger accepted/],
    [UNLOCK_2, 'Unlocked', true, /connector is unlocked/],
    [OFF_ALL, 'Scheduled', true, /scheduled/],
    [HARD, 'Rejected', false, /rejected/],
    [UNLOCK_2, 'UnlockFailed', false, /Send a technician/],
    [ON_1, 'NotSupported', false, /does not support/],
  ];
  it.each(cases)('%o answered %s: ok=%s', (command, status, ok, message) => {
    const outcome = commandOutcome(command, status);
    expect(outcome.ok).toBe(ok);
    expect(outcome.message).toMatch(message);
    expect(outcome.message.startsWith(commandLabel(command))).toBe(true);
  });
});
