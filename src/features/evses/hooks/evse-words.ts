import type { EvseDerivedStatus } from '../../../domain/evse/evse-status.ts';
import type {
  ConnectorStatus,
  EvseConnectivity,
  EvseEventType,
  EvseProblemCode,
  FirmwareSupport,
} from '../../../domain/evse/evse-types.ts';
import type { EvseFormWords } from '../../../domain/evse/evse-form.ts';
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
