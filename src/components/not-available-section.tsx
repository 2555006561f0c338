import { NotAvailableState } from './not-available-state.tsx';
import { useScreenRoute } from './use-screen-route.ts';

/** A child section of a screen (history-log, site-telemetry …) that is not built yet. */
export function NotAvailableSection() {
  const { screen, section } = useScreenRoute();
  return (
    <NotAvailableState
      what={`“${section?.title ?? 'This section'}” of “${screen?.title ?? 'this screen'}”`}
    />
  );
}
