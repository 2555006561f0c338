import { useEffect } from 'react';
import type { QueryState } from '../../../api/query-state.ts';
import { permissionsOrDefault } from '../../../domain/access/default-permissions.ts';
import { readSession, storeProfile } from '../../../auth/session-storage.ts';
import { useProfile, type Profile } from '../api/get-profile.ts';

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The profile as the app loads it. Its permissions and navigation items replace the stored ones
 * (so a role change needs no new sign-in); when the call fails, the stored ones stay in force — the caller says so.
 */
export function useSignedInProfile(): QueryState<Profile> {
  const profile = useProfile();
  const data = profile.status === 'ready' ? profile.data : undefined;
  useEffect(() => {
    if (data === undefined) return;
    const stored = readSession();
    if (
      sameList(stored.permissions, permissionsOrDefault(data.permissions)) &&
      sameList(stored.navItems, data.navItems)
    )
      return;
    storeProfile({ permissions: data.permissions, navItems: data.navItems });
  }, [data]);
  return profile;
}
