/*
 * "Went offline: in the last 6 h / 24 h / 7 d" — THE rule of the recent-offline filter of the sites, gateways and
 * charger lists, applied by the screen (the engine's row test) and by a server (the lists' `offline` parameter) alike.
 * The window is relative to the clock, so the URL and the wire carry its name, never an instant; `now` is passed in.
 */

export const OFFLINE_WINDOWS = ['6h', '24h', '7d'] as const;
export type OfflineWindow = (typeof OFFLINE_WINDOWS)[number];

const HOUR = 3_600_000;

/** Each window's length, in ms; the windows nest (6 h ⊆ 24 h ⊆ 7 d). */
export const OFFLINE_WINDOW_MS: Readonly<Record<OfflineWindow, number>> = {
  '6h': 6 * HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
};

export const OFFLINE_WINDOW_LABELS: Readonly<Record<OfflineWindow, string>> = {
  '6h': 'in the last 6 h',
  '24h': 'in the last 24 h',
  '7d': 'in the last 7 d',
};

export const isOfflineWindow = (value: unknown): value is OfflineWindow =>
  typeof value === 'string' && (OFFLINE_WINDOWS as readonly string[]).includes(value);

/** Something that is online or not, and the instant it was last seen (its offline spell began then). */
export interface OfflineSpell {
  readonly offline: boolean;
  /** ISO date-time of the last connection. */
  readonly since: string | null | undefined;
}

/**
 * True when it is offline and went offline at or after `now` minus the window. An unusable instant is never in a
 * window.
 */
export function wentOfflineWithin(window: OfflineWindow, spell: OfflineSpell, now: number): boolean {
  if (!spell.offline) return false;
  const since = Date.parse(spell.since ?? '');
  return Number.isFinite(since) && since >= now - OFFLINE_WINDOW_MS[window];
}

/** Several windows chosen OR together, and since they nest that is the widest; null when none is. */
export function widestWindow(windows: readonly string[] | undefined): OfflineWindow | null {
  const known = (windows ?? []).filter(isOfflineWindow);
  if (known.length === 0) return null;
  return known.reduce((wide, next) => (OFFLINE_WINDOW_MS[next] > OFFLINE_WINDOW_MS[wide] ? next : wide));
}

/** The call parameter of the recent-offline filter: the widest chosen window by name, or nothing. */
export function offlineParam(chosen: readonly OfflineWindow[]): { offline?: OfflineWindow } {
  const window = widestWindow(chosen);
  return window === null ? {} : { offline: window };
}
