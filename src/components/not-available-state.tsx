import { ConstructionIcon } from './icons/construction.tsx';
import { MessagePanel } from './message-panel.tsx';
import { useT } from '../i18n/display-preferences.ts';

/** DESIGN §3: an honest state for a screen the specification does not describe yet — no fake data. */
export function NotAvailableState({ what }: { what: string }) {
  const t = useT();
  return (
    <MessagePanel
      icon={<ConstructionIcon color="action" fontSize="large" aria-hidden />}
      title={t('notAvailable.title')}
    >
      {t('notAvailable.text', { what })}
    </MessagePanel>
  );
}
