import { createContext, useContext } from 'react';
import {
  preferencesFromBrowser,
  readPreferences,
  writePreferences,
  type DisplayPreferences,
} from '../domain/i18n/preferences.ts';
import { t } from './i18n.ts';

/** Where the choices are kept in this browser: the fallback when the server's copy cannot be read or written. */
export const PREFERENCES_STORAGE_KEY = 'operator-portal.display-preferences';

/** The choices at start: this browser's stored ones, field by field over what the browser asks for. */
export function initialPreferences(win: Window): DisplayPreferences {
  const browser = preferencesFromBrowser(win.navigator.languages);
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    // storage refused (privacy mode): the browser's choice
  }
  return readPreferences(stored, browser);
}

export function storePreferences(win: Window, preferences: DisplayPreferences): void {
  try {
    win.localStorage.setItem(PREFERENCES_STORAGE_KEY, writePreferences(preferences));
  } catch {
    // storage refused: the choice lasts for this page
  }
}

export interface DisplayPreferencesValue {
  preferences: DisplayPreferences;
  /** Applies a choice without a reload (the new language's words are loaded first) and keeps it in this browser. */
  choose: (next: Partial<DisplayPreferences>) => Promise<void>;
}

export const DisplayPreferencesContext = createContext<DisplayPreferencesValue | null>(null);

/** The choices and how to change them; outside the provider (a component test), the browser's without a change. */
export function useDisplayPreferences(): DisplayPreferencesValue {
  return (
    useContext(DisplayPreferencesContext) ?? {
      preferences: preferencesFromBrowser(typeof navigator === 'undefined' ? undefined : navigator.languages),
      choose: () => Promise.resolve(),
    }
  );
}

/** The message function, for a component that must draw again when the language changes. */
export function useT(): typeof t {
  useContext(DisplayPreferencesContext);
  return t;
}
