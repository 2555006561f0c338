import { useMemo } from 'react';
import type { SecuredOperation } from '../api/permissions.gen.ts';
import type { RouteId } from '../config/paths.ts';
import { canOpen, heldPermissions, operationAllowed, routeIdOfPath, type HeldPermissions } from './access.ts';
import { usePermissions } from './use-permissions.ts';

/** The person's permissions (catalogue names only: src/auth/access.ts), from the provider around the shell. */
export function useHeldPermissions(): HeldPermissions {
  const permissions = usePermissions();
  return useMemo(() => heldPermissions(permissions), [permissions]);
}

/** Whether the person may call `operation`: a button or section that calls it is shown only then. */
export function useCan(operation: SecuredOperation): boolean {
  return operationAllowed(operation, useHeldPermissions());
}

/** Whether the person may open the route: a link or card to it is shown only then. */
export function useCanOpen(id: RouteId): boolean {
  return canOpen(id, useHeldPermissions());
}

/**
 * Whether the person may open an in-app href (its route, by pattern): a link to a route they cannot open is not shown.
 * An href of no route (the not-found page) counts as openable.
 */
export function useCanOpenHref(): (href: string) => boolean {
  const held = useHeldPermissions();
  return (href) => {
    const id = routeIdOfPath(href);
    return id === undefined || canOpen(id, held);
  };
}
