import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';

export type StoredDisplayPreferences = components['schemas']['DisplayPreferences'];
export type DisplayPreferencesChoice = components['schemas']['DisplayPreferencesChoice'];

/**
 * Stores both choices with the person (PUT /ui/v1/me/preferences, proposed, audited). The app reads them with the
 * profile (`Profile.preferences`), so it needs no GET of its own.
 */
export async function putDisplayPreferences(
  api: ApiClient,
  choice: DisplayPreferencesChoice,
): Promise<StoredDisplayPreferences> {
  return unwrap(api.PUT('/ui/v1/me/preferences', { body: choice }));
}
