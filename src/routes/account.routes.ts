import type { RouteRecord } from './route-record.ts';

/*
 * The public pages: a person reaches them without signing in. Their screens are loaded by the entry's half of the
 * route table (src/app/router.tsx, src/app/public-screens.ts), never from here: the /login entry must not load the
 * records (DESIGN §6: /login ≤ 150 KB). Their titles are here like every route's.
 */
export const accountRoutes: readonly RouteRecord[] = [
  { id: 'login', title: 'route.signIn' },
  { id: 'signUp', title: 'route.signUp' },
  { id: 'verifyEmail', title: 'route.verifyEmail' },
  { id: 'resetPassword', title: 'route.resetPassword' },
  { id: 'accountRecovery', title: 'route.accountRecovery' },
];
