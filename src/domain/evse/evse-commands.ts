// The remote commands staff can send a charger from its overview (OCPP 1.6 Reset, UnlockConnector,
// ChangeAvailability): what each asks, what the confirmation says, and what the charger's reply means.
import type { components } from '../../api/schema.gen.ts';
import type { Connector } from './evse-types.ts';

type Schemas = components['schemas'];
export type EvseCommand = Schemas['EvseCommandRequest'];
export type EvseCommandStatus = Schemas['EvseCommandResult']['status'];

/** The confirmation a command needs: its title, what it does to charging, and the apply button's words. */
export interface CommandConfirmation {
  title: string;
  consequence: string;
  applyLabel: string;
}

const connectorName = (connectorId: number): string =>
  connectorId === 0 ? 'the whole charger' : `connector ${connectorId}`;

export function commandLabel(command: EvseCommand): string {
  switch (command.command) {
    case 'RESET':
      return command.resetType === 'Hard' ? 'Hard reset' : 'Soft reset';
    case 'UNLOCK_CONNECTOR':
      return `Unlock connector ${command.connectorId}`;
    case 'CHANGE_AVAILABILITY':
      return `Set ${connectorName(command.connectorId)} ${command.availability === 'Operative' ? 'available' : 'unavailable'}`;
  }
}

export function commandConfirmation(
  command: EvseCommand,
  connectors: readonly Connector[],
): CommandConfirmation {
  const charging = (id: number) =>
    connectors.some((c) => (id === 0 || c.connectorId === id) && c.status === 'Charging');
  switch (command.command) {
    case 'RESET':
      return {
        title: `${commandLabel(command)} this charger?`,
        consequence:
          command.resetType === 'Hard'
            ? 'The charger restarts at once, like a power cycle: a running charging session is stopped.'
            : 'The charger ends running charging sessions cleanly, then restarts.',
        applyLabel: 'Reset',
      };
    case 'UNLOCK_CONNECTOR':
      return {
        title: `Unlock connector ${command.connectorId}?`,
        consequence: charging(command.connectorId)
          ? 'A car is charging on this connector: unlocking stops the session and releases the cable.'
          : 'The cable is released so it can be unplugged (e.g. when it is stuck).',
        applyLabel: 'Unlock',
      };
    case 'CHANGE_AVAILABILITY':
      return command.availability === 'Inoperative'
        ? {
            title: `Make ${connectorName(command.connectorId)} unavailable?`,
            consequence: charging(command.connectorId)
              ? 'A session is running: the charger finishes it first, then refuses new sessions until it is made available again.'
              : 'The charger refuses new charging sessions until it is made available again.',
            applyLabel: 'Make unavailable',
          }
        : {
            title: `Make ${connectorName(command.connectorId)} available?`,
            consequence: 'The charger accepts charging sessions again.',
            applyLabel: 'Make available',
          };
  }
}

/** What the charger's reply means, and whether it did what was asked. */
export function commandOutcome(
  command: EvseCommand,
  status: EvseCommandStatus,
): { ok: boolean; message: string } {
  const label = commandLabel(command);
  switch (status) {
    case 'Accepted':
      return { ok: true, message: `${label}: the charger accepted the command.` };
    case 'Unlocked':
      return { ok: true, message: `${label}: the connector is unlocked.` };
    case 'Scheduled':
      return {
        ok: true,
        message: `${label}: scheduled. The charger changes once the running session has ended.`,
      };
    case 'Rejected':
      return { ok: false, message: `${label}: the charger rejected the command.` };
    case 'UnlockFailed':
      return {
        ok: false,
        message: `${label}: the charger could not unlock the connector (the lock may be faulty). Send a technician.`,
      };
    case 'NotSupported':
      return { ok: false, message: `${label}: this charger does not support the command.` };
  }
}
