// The instants the tests pin "now" to: ONE source for the mock (its dataset's now) and the browser (Playwright's
// clock, tests/e2e/fixtures.ts) and the component tests (vi.setSystemTime). A test that pins only one of them reads a
// world that is weeks off and drifts daily (DESIGN §5, the MOCK_NOW trap).
import { REFERENCE_DATE } from '../generate/fixtures.ts';

export const PINNED_INSTANTS = {
  /**
   * The generator's reference date, 1 Nov 2026 00:00 UTC (01:00 in Europe/Berlin, where every site is): the dataset
   * exactly as generated. Night: today's energy has one dark hour.
   */
  reference: REFERENCE_DATE,
  /**
   * The hour staff work: Tuesday 3 Nov 2026, 10:40 in Europe/Berlin. The dataset moved 2 days 9 h 40 min later (as
   * `npm start` moves it to the real now), so today's energy has a morning of data with PV, chargers were seen
   * minutes ago, problems are open.
   */
  'staff-hour': Date.parse('2026-11-03T09:40:00Z'),
  /**
   * The same Tuesday after the day-ahead auction's results (13:10 in Europe/Berlin): tomorrow's prices are
   * published. The pricing screen is tested on both sides of 13:00.
   */
  'staff-afternoon': Date.parse('2026-11-03T12:10:00Z'),
} as const satisfies Record<string, number>;

export type PinnedInstantName = keyof typeof PINNED_INSTANTS;

export const isPinnedInstantName = (name: string): name is PinnedInstantName =>
  Object.prototype.hasOwnProperty.call(PINNED_INSTANTS, name);

/**
 * Request header pinning the mock's now for that request's owner (dev and test stacks only: the mock proxy reads and
 * strips it; the production client never sends it): a pinned instant's name or an ISO date-time. Each owner's copy
 * of the dataset is made at that instant and its live clock starts there when the copy is made, so a browser whose
 * clock was installed at the same instant a moment earlier reads the same now.
 */
export const MOCK_NOW_HEADER = 'x-mock-now';

/** A pinned instant's name or an ISO date-time as ms since the epoch; undefined for anything else. */
export function instantFrom(value: string): number | undefined {
  const text = value.trim();
  if (isPinnedInstantName(text)) return PINNED_INSTANTS[text];
  // Only full date-times with a zone: a bare date or a local time would depend on the machine's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
