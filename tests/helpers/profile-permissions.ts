import { json, type FakeApi } from './app-harness.tsx';
import { storePermissions } from './granted-permissions.ts';

/**
 * For a test of less than the whole catalogue through the whole app: stores `names` and answers the shell's profile
 * read with them (the shell replaces the stored permissions with the profile's as it loads); every
 * other call goes to `api`.
 */
export function withPermissions(names: readonly string[], api: FakeApi): FakeApi {
  storePermissions(names);
  return (method, path, body, pathWithQuery) =>
    method === 'GET' && path === '/ui/v1/profile'
      ? json({
          permissions: [...names],
          navItems: JSON.parse(localStorage.getItem('navItems') ?? '[]') as unknown,
        })
      : api(method, path, body, pathWithQuery);
}
