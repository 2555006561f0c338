import { ConstructionIcon } from './icons/construction.tsx';
import { MessagePanel } from './message-panel.tsx';

/** DESIGN §3: an honest state for a screen the specification does not describe yet — no fake data. */
export function NotAvailableState({ what }: { what: string }) {
  return (
    <MessagePanel
      icon={<ConstructionIcon color="action" fontSize="large" aria-hidden />}
      title="This screen is not available yet"
    >
      {what} is part of the portal, but its content has not been built. Nothing here is placeholder data.
    </MessagePanel>
  );
}
