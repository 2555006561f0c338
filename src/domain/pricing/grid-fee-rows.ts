// The rows of the §14a module-3 table, and what in an answer cannot be applied as it stands, in
// words. The spec's shape allows what no DSO publication means: one DSO's tier listed twice (the table's rows would
// share a key, and React may then drop or repeat one; which windows price a slot depends on their order), a
// window that does not end after it starts (20:00–05:00: `24:00` ends the day, so such a window holds no minute and
// prices no slot), and a DSO without a name (the grid-fee choice and the URL could not tell it from "no DSO", the
// average fee). The screen lists every row as it came, each under a key of its own, and says what is wrong.
import { keyed } from '../lists/row-keys.ts';
import { minutesOf, type GridFeeTier } from './price-layers.ts';

/** One answered window set of a DSO (the API's GridFeeZone). */
export interface GridFeeZoneRow extends GridFeeTier {
  readonly dso: string;
}

export interface GridFeeRows<T extends GridFeeZoneRow> {
  /** Every answered window set, in the answer's order, each with a key no other row has. */
  readonly rows: readonly { readonly key: string; readonly zone: T }[];
  /** What cannot be applied as answered, one sentence each, in the answer's order. */
  readonly problems: readonly string[];
}

/** A window holds a minute only if it ends after it starts (`24:00` is 1440). */
export const isEmptyWindow = (window: { readonly start: string; readonly end: string }): boolean =>
  !(minutesOf(window.end) > minutesOf(window.start));

const isNamed = (dso: string): boolean => dso.trim() !== '';

/** The DSOs the grid-fee choice offers and the URL may name: each named DSO once, in the answer's order. */
export function choosableDsos(zones: readonly { readonly dso: string }[]): string[] {
  return [...new Set(zones.map((zone) => zone.dso).filter(isNamed))];
}

const times = (count: number) => (count === 2 ? 'twice' : `${String(count)} times`);

/** The problems' sentences, with their values filled in: English by default, the screen hands in its language's. */
export interface GridFeeProblemWords {
  readonly unnamed: string;
  readonly repeated: (dso: string, tier: string, count: number) => string;
  readonly empty: (dso: string, tier: string, windows: string, count: number) => string;
}

export const ENGLISH_GRID_FEE_PROBLEMS: GridFeeProblemWords = {
  unnamed: 'A DSO without a name is listed: its windows are shown, but cannot be chosen to price the chart.',
  repeated: (dso, tier, count) =>
    `“${dso}” lists its ${tier} tier ${times(count)}: each slot is priced by the first of those windows that holds it.`,
  empty: (dso, tier, windows, count) =>
    `“${dso}”, ${tier} tier: ${windows} ${count === 1 ? 'does' : 'do'} not end after ${count === 1 ? 'it starts' : 'they start'}, so no slot is priced by ${count === 1 ? 'it' : 'them'}.`,
};

/** A window set's identity: its DSO and tier (JSON keeps the pair apart whatever characters the name holds). */
const pairOf = (zone: GridFeeZoneRow): string => JSON.stringify([zone.dso, zone.tier]);

export function gridFeeRows<T extends GridFeeZoneRow>(
  zones: readonly T[],
  words: GridFeeProblemWords = ENGLISH_GRID_FEE_PROBLEMS,
): GridFeeRows<T> {
  const rows = keyed(zones, pairOf).map(([key, zone]) => ({ key, zone }));
  const counts = new Map<string, number>();
  for (const zone of zones) counts.set(pairOf(zone), (counts.get(pairOf(zone)) ?? 0) + 1);
  const problems: string[] = [];
  if (zones.some((zone) => !isNamed(zone.dso))) problems.push(words.unnamed);
  const told = new Set<string>();
  for (const zone of zones) {
    const count = counts.get(pairOf(zone)) ?? 0;
    if (count > 1 && !told.has(pairOf(zone))) {
      told.add(pairOf(zone));
      problems.push(words.repeated(zone.dso, zone.tier, count));
    }
    const empty = zone.windows.filter(isEmptyWindow);
    if (empty.length > 0)
      problems.push(
        words.empty(zone.dso, zone.tier, empty.map((w) => `${w.start}–${w.end}`).join(', '), empty.length),
      );
  }
  return { rows, problems };
}
