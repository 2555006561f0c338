// "Your EVSEs": the chargers of the signed-in salesperson's customers — the sites whose account
// owner (scripts/mock/areas/access/account-owners.fixtures.ts) is the caller, as the dataset holds them now — narrowed and paged exactly
// as the chargers call (evsesAnswer, the charger lists' module and rule). A caller who owns no site gets an empty
// page. Listed by its area, evses.area.ts by operationId.
import { ownedSubscriptions } from '../access/account-owners.fixtures.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';
import { evsesAnswer } from './evses.handlers.ts';
import { callerOf } from '../../data/staff.ts';

export const YOUR_EVSES_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listYourEvses: ({ query, bearer }, data) => {
    const caller = callerOf(data, bearer);
    if (caller === undefined) return apiError(401, 'Unauthorized', 'TOKEN_INVALID');
    const owned = ownedSubscriptions(data.accountOwners, caller.id);
    return evsesAnswer(data, query, (row) => row.site !== null && owned.has(row.site.subscription));
  },
};
