import type {
  CommandConfirmation,
  EvseCommand,
  EvseCommandStatus,
} from '../../../domain/evse/evse-commands.ts';
import type { Connector } from '../../../domain/evse/evse-types.ts';
import { t } from '../../../i18n/i18n.ts';

/*
 * The remote commands' words in the language shown (the domain's commandLabel, commandConfirmation and
 * commandOutcome keep English, the words of its tests): loaded with the commands panel, as their catalogue is.
 */

/** A command's button words (the domain's commandLabel, in the language shown). */
export function commandText(command: EvseCommand): string {
  switch (command.command) {
    case 'RESET':
      return t(
        command.resetType === 'Hard'
          ? 'chargerCommands.command.hardReset'
          : 'chargerCommands.command.softReset',
      );
    case 'UNLOCK_CONNECTOR':
      return t('chargerCommands.command.unlock', { connector: command.connectorId });
    case 'CHANGE_AVAILABILITY': {
      const available = command.availability === 'Operative';
      if (command.connectorId === 0)
        return t(
          available
            ? 'chargerCommands.command.setWholeAvailable'
            : 'chargerCommands.command.setWholeUnavailable',
        );
      return t(
        available ? 'chargerCommands.command.setAvailable' : 'chargerCommands.command.setUnavailable',
        {
          connector: command.connectorId,
        },
      );
    }
  }
}

/** The confirmation a command needs (the domain's commandConfirmation, in the language shown). */
export function commandConfirmationText(
  command: EvseCommand,
  connectors: readonly Connector[],
): CommandConfirmation {
  const charging = (id: number) =>
    connectors.some((c) => (id === 0 || c.connectorId === id) && c.status === 'Charging');
  switch (command.command) {
    case 'RESET':
      return {
        title: t('chargerCommands.confirm.reset', { command: commandText(command) }),
        consequence: t(
          command.resetType === 'Hard'
            ? 'chargerCommands.confirm.hardReset'
            : 'chargerCommands.confirm.softReset',
        ),
        applyLabel: t('chargerCommands.confirm.resetApply'),
      };
    case 'UNLOCK_CONNECTOR':
      return {
        title: t('chargerCommands.confirm.unlock', { connector: command.connectorId }),
        consequence: t(
          charging(command.connectorId)
            ? 'chargerCommands.confirm.unlockCharging'
            : 'chargerCommands.confirm.unlockIdle',
        ),
        applyLabel: t('chargerCommands.confirm.unlockApply'),
      };
    case 'CHANGE_AVAILABILITY': {
      const whole = command.connectorId === 0;
      const values = { connector: command.connectorId };
      return command.availability === 'Inoperative'
        ? {
            title: t(
              whole ? 'chargerCommands.confirm.wholeUnavailable' : 'chargerCommands.confirm.unavailable',
              values,
            ),
            consequence: t(
              charging(command.connectorId)
                ? 'chargerCommands.confirm.unavailableCharging'
                : 'chargerCommands.confirm.unavailableIdle',
            ),
            applyLabel: t('chargerCommands.confirm.unavailableApply'),
          }
        : {
            title: t(
              whole ? 'chargerCommands.confirm.wholeAvailable' : 'chargerCommands.confirm.available',
              values,
            ),
            consequence: t('chargerCommands.confirm.availableText'),
            applyLabel: t('chargerCommands.confirm.availableApply'),
          };
    }
  }
}

const OK_STATUSES: ReadonlySet<EvseCommandStatus> = new Set(['Accepted', 'Unlocked', 'Scheduled']);

/** What the charger's reply means (the domain's commandOutcome, in the language shown). */
export function commandOutcomeText(
  command: EvseCommand,
  status: EvseCommandStatus,
): { ok: boolean; message: string } {
  return {
    ok: OK_STATUSES.has(status),
    message: t(`chargerCommands.outcome.${status}`, { command: commandText(command) }),
  };
}
