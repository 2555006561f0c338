import { displayDateTime } from '../domain/format/date-display.ts';
import { offlineDuration, type OfflineText } from '../domain/format/offline-duration.ts';
import { t } from '../i18n/i18n.ts';

/** `offlineText` (domain/format/offline-duration.ts) in the language shown: "Offline for 3 d 2 h", "Offline seit …". */
export function offlineWords(sinceIso: string | null | undefined, now: number): OfflineText {
  const duration = offlineDuration(Date.parse(sinceIso ?? ''), now);
  const at = displayDateTime(sinceIso);
  return {
    text: duration === '' ? t('lists.offline') : t('lists.offlineFor', { duration }),
    since:
      duration === ''
        ? at === ''
          ? t('lists.offline')
          : t('lists.offlineLastSeen', { at })
        : t('lists.offlineSince', { at }),
  };
}
