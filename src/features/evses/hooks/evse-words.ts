import type {
  EvseCommand,
  EvseCommandStatus,
  CommandConfirmation,
} from '../../../domain/evse/evse-commands.ts';
import type { EvseDerivedStatus } from '../../../domain/evse/evse-status.ts';
import type {
  Connector,
  ConnectorStatus,
  EvseConnectivity,
  EvseEventType,
  EvseProblemCode,
  FirmwareSupport,
} from '../../../domain/evse/evse-types.ts';
import { OFFLINE_PROBLEM_HOURS } from '../../../domain/shared/constants.ts';
import { t } from '../../../i18n/i18n.ts';

/*
 * The charger vocabulary in the language shown. The domain (src/domain/evse/) keeps its English tables, the words of
 * the CSV export, the filter table and the tests; what the screens show is looked up here by the same values.
 */

export const connectivityText = (value: EvseConnectivity): string => t(`chargers.connectivity.${value}`);
export const firmwareSupportText = (value: FirmwareSupport): string => t(`chargers.support.${value}`);
export const connectorStatusText = (value: ConnectorStatus): string => t(`chargers.connector.${value}`);
export const derivedStatusText = (value: EvseDerivedStatus): string => t(`chargers.status.${value}`);
export const eventTypeText = (value: EvseEventType): string => t(`chargers.event.${value}`);
export const problemText = (code: EvseProblemCode): string =>
  t(`chargers.problem.${code}`, { hours: OFFLINE_PROBLEM_HOURS });

/** A command's button words (the domain's commandLabel, in the language shown). */
export function commandText(command: EvseCommand): string {
  switch (command.command) {
    case 'RESET':
      return t(command.resetType === 'Hard' ? 'chargers.command.hardReset' : 'chargers.command.softReset');
    case 'UNLOCK_CONNECTOR':
      return t('chargers.command.unlock', { connector: command.connectorId });
    case 'CHANGE_AVAILABILITY': {
      const available = command.availability === 'Operative';
      if (command.connectorId === 0)
        return t(available ? 'chargers.command.setWholeAvailable' : 'chargers.command.setWholeUnavailable');
      return t(available ? 'chargers.command.setAvailable' : 'chargers.command.setUnavailable', {
        connector: command.connectorId,
      });
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
        title: t('chargers.confirm.reset', { command: commandText(command) }),
        consequence: t(
          command.resetType === 'Hard' ? 'chargers.confirm.hardReset' : 'chargers.confirm.softReset',
        ),
        applyLabel: t('chargers.confirm.resetApply'),
      };
    case 'UNLOCK_CONNECTOR':
      return {
        title: t('chargers.confirm.unlock', { connector: command.connectorId }),
        consequence: t(
          charging(command.connectorId) ? 'chargers.confirm.unlockCharging' : 'chargers.confirm.unlockIdle',
        ),
        applyLabel: t('chargers.confirm.unlockApply'),
      };
    case 'CHANGE_AVAILABILITY': {
      const whole = command.connectorId === 0;
      const values = { connector: command.connectorId };
      return command.availability === 'Inoperative'
        ? {
            title: t(whole ? 'chargers.confirm.wholeUnavailable' : 'chargers.confirm.unavailable', values),
            consequence: t(
              charging(command.connectorId)
                ? 'chargers.confirm.unavailableCharging'
                : 'chargers.confirm.unavailableIdle',
            ),
            applyLabel: t('chargers.confirm.unavailableApply'),
          }
        : {
            title: t(whole ? 'chargers.confirm.wholeAvailable' : 'chargers.confirm.available', values),
            consequence: t('chargers.confirm.availableText'),
            applyLabel: t('chargers.confirm.availableApply'),
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
    message: t(`chargers.outcome.${status}`, { command: commandText(command) }),
  };
}
