import { useContext } from 'react';
import { PermissionsContext } from './permissions-context.ts';

export function usePermissions(): readonly string[] {
  const permissions = useContext(PermissionsContext);
  if (permissions === null)
    throw new Error('usePermissions needs a PermissionsProvider above it in the route.');
  return permissions;
}
