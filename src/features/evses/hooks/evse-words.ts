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

/** The add and edit forms' messages in the language shown (src/domain/evse/evse-form.ts's rules). */
export const evseFormWords = (): EvseFormWords => ({
  identifierEmpty: t('chargers.form.identifierEmpty'),
  tooLong: (max) => t('chargers.form.tooLong', { max }),
  identifierChars: t('chargers.form.identifierChars'),
  displayNameEmpty: t('chargers.form.displayNameEmpty'),
  controlChars: t('chargers.form.controlChars'),
  currentEmpty: (min, max) => t('chargers.form.currentEmpty', { min, max }),
  currentWhole: (min, max) => t('chargers.form.currentWhole', { min, max }),
  currentModelRange: (vendor, model, min, max) =>
    t('chargers.form.currentModelRange', { vendor, model, min, max }),
  currentRange: (min, max) => t('chargers.form.currentRange', { min, max }),
  phases: t('chargers.form.phases'),
});

/** A message of a failed device check by its error id, in the language shown. */
const checkMessage =
  (id: DeviceCheckErrorId) =>
  (c: { seen: string; vendorModel: string; firmware: string | undefined; versions: string }) => ({
    title: t(`chargers.check.${id}.title`, {
      ...c,
      firmware: c.firmware ?? t('chargers.check.notReported'),
    }),
    action: t(`chargers.check.${id}.action`, { versions: c.versions }),
  });

/** A failed device check's words in the language shown (src/domain/evse/device-check-errors.ts's rules). */
export const deviceCheckWords = (): DeviceCheckWords => ({
  messages: Object.fromEntries(
    DEVICE_CHECK_ERROR_IDS.map((id) => [id, checkMessage(id)]),
  ) as DeviceCheckWords['messages'],
  notKnown: t('chargers.check.notKnown'),
  thisModel: t('chargers.check.thisModel'),
  seeModelsList: t('chargers.check.seeModelsList'),
  failed: (status) => t('chargers.check.failed', { status }),
  tryAgain: t('chargers.check.tryAgain'),
  fact: {
    identifier: t('chargers.check.fact.identifier'),
    vendorModel: t('chargers.check.fact.vendorModel'),
    firmware: t('chargers.check.fact.firmware'),
    versions: t('chargers.check.fact.versions'),
    lastSeen: t('chargers.check.fact.lastSeen'),
  },
  ago: (then, now, locale) => timeAgoIn(activeLanguage() ?? 'en', then, now, locale),
});
