import { PERMISSION_NAMES } from '../../src/api/permissions.gen.ts';

/**
 * The unit harness's default: every test starts with the whole generated catalogue stored, so a screen's
 * test sees its screen. A test that wants less says so: `storePermissions([...])`, or `localStorage.removeItem
 * ('permissions')` for SPEC §6's default `[""]`.
 */
export function storePermissions(names: readonly string[] = PERMISSION_NAMES): void {
  localStorage.setItem('permissions', JSON.stringify(names));
}
