// Who looks after each customer: a site's account owner is a salesperson — an active staff user
// with the Sales role — or nobody yet. No random draws: in world order every fourth site has no owner, the others go
// round the salespeople in staff order (the Sales persona first, so it owns sites with chargers), so nothing drawn
// elsewhere changes and the same seed gives the same owners. The data-backed mock scopes "Your EVSEs"
// (listYourEvses) by these owners.
import type { StaffUser } from './staff.fixtures.ts';

/** By site subscription uuid: the staff user id of the site's account owner (a site without one is absent). */
export type AccountOwners = Record<string, string>;

/** Whether a staff user can be given customers: active, with the Sales role. */
export const isSalesperson = (user: Pick<StaffUser, 'roles' | 'state'>): boolean =>
  user.state === 'active' && user.roles.includes('Sales');

/** Every fourth site (in world order) has no account owner yet. */
const UNOWNED_EVERY = 4;

export function assignAccountOwners(
  sites: readonly { readonly subscription: string }[],
  staff: readonly StaffUser[],
): AccountOwners {
  const salespeople = staff.filter(isSalesperson);
  const owners: AccountOwners = {};
  if (salespeople.length === 0) return owners;
  let turn = 0;
  sites.forEach((site, index) => {
    if (index % UNOWNED_EVERY === UNOWNED_EVERY - 1) return;
    owners[site.subscription] = (salespeople[turn % salespeople.length] as StaffUser).id;
    turn += 1;
  });
  return owners;
}

/** The subscriptions of the sites a staff user owns. */
export function ownedSubscriptions(owners: Readonly<AccountOwners>, userId: string): Set<string> {
  return new Set(
    Object.entries(owners)
      .filter(([, owner]) => owner === userId)
      .map(([subscription]) => subscription),
  );
}

/** A site's account owner as its detail shows them (getSite's `accountOwner`), or undefined for none. */
export function accountOwnerOf(
  owners: Readonly<AccountOwners>,
  staff: readonly Pick<StaffUser, 'id' | 'name'>[],
  subscription: string,
): { id: string; name: string } | undefined {
  const id = owners[subscription];
  const user = id === undefined ? undefined : staff.find((person) => person.id === id);
  return user ? { id: user.id, name: user.name } : undefined;
}
