import {
  DEVICE_CHECK_ERROR_IDS,
  type DeviceCheckErrorId,
  type DeviceCheckWords,
} from '../../../domain/evse/device-check-errors.ts';
import { timeAgoIn } from '../../../domain/format/relative-time.ts';
import { activeLanguage, t } from '../../../i18n/i18n.ts';

/** A message of a failed device check by its error id, in the language shown. */
const checkMessage =
  (id: DeviceCheckErrorId) =>
  (c: { seen: string; vendorModel: string; firmware: string | undefined; versions: string }) => ({
    title: t(`chargerCheck.check.${id}.title`, {
      ...c,
      firmware: c.firmware ?? t('chargerCheck.check.notReported'),
    }),
    action: t(`chargerCheck.check.${id}.action`, { versions: c.versions }),
  });

/** A failed device check's words in the language shown (src/domain/evse/device-check-errors.ts's rules). */
export const deviceCheckWords = (): DeviceCheckWords => ({
  messages: Object.fromEntries(
    DEVICE_CHECK_ERROR_IDS.map((id) => [id, checkMessage(id)]),
  ) as DeviceCheckWords['messages'],
  notKnown: t('chargerCheck.check.notKnown'),
  thisModel: t('chargerCheck.check.thisModel'),
  seeModelsList: t('chargerCheck.check.seeModelsList'),
  failed: (status) => t('chargerCheck.check.failed', { status }),
  tryAgain: t('chargerCheck.check.tryAgain'),
  fact: {
    identifier: t('chargerCheck.check.fact.identifier'),
    vendorModel: t('chargerCheck.check.fact.vendorModel'),
    firmware: t('chargerCheck.check.fact.firmware'),
    versions: t('chargerCheck.check.fact.versions'),
    lastSeen: t('chargerCheck.check.fact.lastSeen'),
  },
  ago: (then, now, locale) => timeAgoIn(activeLanguage() ?? 'en', then, now, locale),
});
