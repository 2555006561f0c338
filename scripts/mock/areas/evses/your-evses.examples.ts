// Named examples of "Your EVSEs" (listYourEvses), for Prism alone: the Sales persona's customers'
// chargers (their sites' account owner is that persona: account-owners.fixtures.ts) and a salesperson without customers. The
// data-backed mock answers from the owner's world with the chargers call's own paging and filters
// (scripts/mock/areas/evses/your-evses.handlers.ts).
import type { components } from '../../../../src/api/schema.gen.ts';
import { ownedSubscriptions } from '../access/account-owners.fixtures.ts';
import { PAGE_SIZE, pageCount, type Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';
import { STAFF_DOMAIN } from '../access/staff.fixtures.ts';

type EvsesResponse = components['schemas']['EvsesResponse'];

/** The chargers whose site the staff user with `email` owns, in the chargers call's order. */
export function yourEvsesOf(fixtures: Fixtures, email: string): EvsesResponse['evses'] {
  const user = fixtures.staff.staff.find((person) => person.email === email);
  if (!user) return [];
  const owned = ownedSubscriptions(fixtures.accountOwners, user.id);
  return fixtures.evse.evses
    .map((record) => record.detail.evse)
    .filter((row) => row.site !== null && owned.has(row.site.subscription));
}

export function yourEvsesExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const rows = yourEvsesOf(fixtures, `sales@${STAFF_DOMAIN}`);
  if (rows.length === 0) throw new Error('the Sales persona owns no site with a charger');
  return {
    listYourEvses: {
      default: {
        summary: `Page 1 of ${pageCount(rows.length)}: the Sales persona's customers' chargers`,
        value: {
          evses: rows.slice(0, PAGE_SIZE),
          page: 1,
          countPages: pageCount(rows.length),
          countTotal: rows.length,
        } satisfies EvsesResponse,
      },
      empty: {
        summary: 'A salesperson without customers: no chargers',
        value: { evses: [], page: 1, countPages: 0, countTotal: 0 } satisfies EvsesResponse,
      },
    },
  };
}
