import { NotAvailableSection } from '../components/not-available-section.tsx';

// The SPEC's child sections (history-log, charging-schedules, site-energy-history, site-telemetry, live-stream).
export function NotAvailableSectionRoute() {
  return <NotAvailableSection />;
}
