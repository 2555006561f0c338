import type { operations } from '../../api/schema.gen.ts';
import type { ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';

/*
 * The staff users' module (listStaffUsers): no filter groups, a search text over name and email, and
 * a page (always sent). The rule a server applies is `staffMatches` (domain/staff/staff-rules.ts).
 */

export type StaffUsersQuery = NonNullable<operations['listStaffUsers']['parameters']['query']>;

export const STAFF_USERS_LIST_MODULE: ListModule<never, never, StaffUsersQuery, null> = {
  name: 'users',
  list: { groups: [], table: {} },
  params: { page: 'int', text: 'one' },
  server: {},
  base: (state) => {
    const text = normalizeSearchText(state.text);
    return text === '' ? { page: state.page } : { page: state.page, text };
  },
};
