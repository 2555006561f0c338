import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { readPreferences, type DisplayPreferences } from '../../../domain/i18n/preferences.ts';
import { useDisplayPreferences } from '../../../i18n/display-preferences.ts';
import { putDisplayPreferences } from '../api/put-display-preferences.ts';
import { useSignedInProfile } from './use-signed-in-profile.ts';

/**
 * The person's choices kept with the person: the stored ones (read with the profile) apply once they arrive, field by
 * field over this browser's, and a change in the menu is stored. When the server cannot be read or written, this browser's copy
 * holds (`saved` says whether the last change reached the server).
 */
export function useDisplayPreferencesSync(): {
  preferences: DisplayPreferences;
  change: (next: Partial<DisplayPreferences>) => void;
  saved: boolean;
} {
  const api = useApiClient();
  const { preferences, choose } = useDisplayPreferences();
  const profile = useSignedInProfile();
  const stored = profile.status === 'ready' ? profile.data.preferences : undefined;
  const applied = useRef(false);
  const [saved, setSaved] = useState(true);

  useEffect(() => {
    if (applied.current || stored === undefined) return;
    applied.current = true;
    const next = readPreferences(stored, preferences);
    if (next.language !== preferences.language || next.format !== preferences.format) void choose(next);
  }, [stored, preferences, choose]);

  const change = (next: Partial<DisplayPreferences>) => {
    // A choice made now wins over a stored one still on its way.
    applied.current = true;
    const target = { ...preferences, ...next };
    void choose(target).then(
      () =>
        putDisplayPreferences(api, target).then(
          () => setSaved(true),
          () => setSaved(false),
        ),
      // The language's words did not load: the choice stays as it was.
      () => undefined,
    );
  };
  return { preferences, change, saved };
}
