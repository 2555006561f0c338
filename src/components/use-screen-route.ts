import { useMatches } from 'react-router-dom';
import { useT } from '../i18n/display-preferences.ts';
import { findRouteEntry, type RouteEntry } from '../routes/route-catalogue.ts';

export interface ScreenRoute {
  /** The matched screen (never one of the SPEC's child sections). */
  readonly screen: RouteEntry | undefined;
  /** The matched child section (history-log …), if any. */
  readonly section: RouteEntry | undefined;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** Which entry of the route table is showing, from the router's matches. */
export function useScreenRoute(): ScreenRoute {
  // The entries' titles are in the language shown: whoever reads them here draws again when it changes.
  useT();
  const matches = useMatches();
  let screen: RouteEntry | undefined;
  let section: RouteEntry | undefined;
  for (const match of matches) {
    const entry = findRouteEntry(match.id);
    if (entry === undefined) continue;
    if (entry.childOf === undefined) screen = entry;
    else section = entry;
  }
  return { screen, section, params: matches.at(-1)?.params ?? {} };
}
