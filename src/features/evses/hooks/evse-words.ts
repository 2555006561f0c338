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
import {
  DEVICE_CHECK_ERROR_IDS,
  type DeviceCheckErrorId,
  type DeviceCheckWords,
} from '../../../domain/evse/device-check-errors.ts';
import type { EvseFormWords } from '../../../domain/evse/evse-form.ts';
import { timeAgoIn } from '../../../domain/format/relative-time.ts';
import { OFFLINE_PROBLEM_HOURS } from '../../../domain/shared/constants.ts';
import { activeLanguage, t } from '../../../i18n/i18n.ts';

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
      return t(
        command.resetType === 'Hard'
          ? 'chargerChanges.command.hardReset'
          : 'chargerChanges.command.softReset',
      );
    case 'UNLOCK_CONNECTOR':
      return t('chargerChanges.command.unlock', { connector: command.connectorId });
    case 'CHANGE_AVAILABILITY': {
      const available = command.availability === 'Operative';
      if (command.connectorId === 0)
        return t(
          available
            ? 'chargerChanges.command.setWholeAvailable'
            : 'chargerChanges.command.setWholeUnavailable',
        );
      return t(available ? 'chargerChanges.command.setAvailable' : 'chargerChanges.command.setUnavailable', {
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
        title: t('chargerChanges.confirm.reset', { command: commandText(command) }),
        consequence: t(
          command.resetType === 'Hard'
            ? 'chargerChanges.confirm.hardReset'
            : 'chargerChanges.confirm.softReset',
        ),
        applyLabel: t('chargerChanges.confirm.resetApply'),
      };
    case 'UNLOCK_CONNECTOR':
      return {
        title: t('chargerChanges.confirm.unlock', { connector: command.connectorId }),
        consequence: t(
          charging(command.connectorId)
            ? 'chargerChanges.confirm.unlockCharging'
            : 'chargerChanges.confirm.unlockIdle',
        ),
        applyLabel: t('chargerChanges.confirm.unlockApply'),
      };
    case 'CHANGE_AVAILABILITY': {
      const whole = command.connectorId === 0;
      const values = { connector: command.connectorId };
      return command.availability === 'Inoperative'
        ? {
            title: t(
              whole ? 'chargerChanges.confirm.wholeUnavailable' : 'chargerChanges.confirm.unavailable',
              values,
            ),
            consequence: t(
              charging(command.connectorId)
                ? 'chargerChanges.confirm.unavailableCharging'
                : 'chargerChanges.confirm.unavailableIdle',
            ),
            applyLabel: t('chargerChanges.confirm.unavailableApply'),
          }
        : {
            title: t(
              whole ? 'chargerChanges.confirm.wholeAvailable' : 'chargerChanges.confirm.available',
              values,
            ),
            consequence: t('chargerChanges.confirm.availableText'),
            applyLabel: t('chargerChanges.confirm.availableApply'),
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
    message: t(`chargerChanges.outcome.${status}`, { command: commandText(command) }),
  };
}

/** The add and edit forms' messages in the language shown (src/domain/evse/evse-form.ts's rules). */
export const evseFormWords = (): EvseFormWords => ({
  identifierEmpty: t('chargerChanges.form.identifierEmpty'),
  tooLong: (max) => t('chargerChanges.form.tooLong', { max }),
  identifierChars: t('chargerChanges.form.identifierChars'),
  displayNameEmpty: t('chargerChanges.form.displayNameEmpty'),
  controlChars: t('chargerChanges.form.controlChars'),
  currentEmpty: (min, max) => t('chargerChanges.form.currentEmpty', { min, max }),
  currentWhole: (min, max) => t('chargerChanges.form.currentWhole', { min, max }),
  currentModelRange: (vendor, model, min, max) =>
    t('chargerChanges.form.currentModelRange', { vendor, model, min, max }),
  currentRange: (min, max) => t('chargerChanges.form.currentRange', { min, max }),
  phases: t('chargerChanges.form.phases'),
});

/** A message of a failed device check by its error id, in the language shown. */
const checkMessage =
  (id: DeviceCheckErrorId) =>
  (c: { seen: string; vendorModel: string; firmware: string | undefined; versions: string }) => ({
    title: t(`chargerChanges.check.${id}.title`, {
      ...c,
      firmware: c.firmware ?? t('chargerChanges.check.notReported'),
    }),
    action: t(`chargerChanges.check.${id}.action`, { versions: c.versions }),
  });

/** A failed device check's words in the language shown (src/domain/evse/device-check-errors.ts's rules). */
export const deviceCheckWords = (): DeviceCheckWords => ({
  messages: Object.fromEntries(
    DEVICE_CHECK_ERROR_IDS.map((id) => [id, checkMessage(id)]),
  ) as DeviceCheckWords['messages'],
  notKnown: t('chargerChanges.check.notKnown'),
  thisModel: t('chargerChanges.check.thisModel'),
  seeModelsList: t('chargerChanges.check.seeModelsList'),
  failed: (status) => t('chargerChanges.check.failed', { status }),
  tryAgain: t('chargerChanges.check.tryAgain'),
  fact: {
    identifier: t('chargerChanges.check.fact.identifier'),
    vendorModel: t('chargerChanges.check.fact.vendorModel'),
    firmware: t('chargerChanges.check.fact.firmware'),
    versions: t('chargerChanges.check.fact.versions'),
    lastSeen: t('chargerChanges.check.fact.lastSeen'),
  },
  ago: (then, now, locale) => timeAgoIn(activeLanguage() ?? 'en', then, now, locale),
});
