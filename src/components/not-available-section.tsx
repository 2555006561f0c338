import { NotAvailableState } from './not-available-state.tsx';
import { useScreenRoute } from './use-screen-route.ts';
import { useT } from '../i18n/display-preferences.ts';

/** A child section of a screen (history-log, site-telemetry …) that is not built yet. */
export function NotAvailableSection() {
  const t = useT();
  const { screen, section } = useScreenRoute();
  return (
    <NotAvailableState
      what={t('notAvailable.section', {
        section: section?.title ?? t('notAvailable.thisSection'),
        screen: screen?.title ?? t('notAvailable.thisScreen'),
      })}
    />
  );
}
