import type { ReactNode } from 'react';
import { PermissionsContext } from './permissions-context.ts';
import { useStoredSession } from './use-stored-session.ts';

/** Hands the stored permissions (default `[""]`, SPEC §6) to the screens below it. */
export function PermissionsProvider({ children }: { children: ReactNode }) {
  const { permissions } = useStoredSession();
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}
