// The activity log: what the audit hook (audit.ts) recorded in the owner's world, newest first,
// filtered with the screen's own rule (src/domain/activity/activity-query.ts) and paged by 50.
import { ACTIVITY_PAGE_SIZE, matchesActivity } from '../../../../src/domain/activity/activity-query.ts';
import { ACTIVITY_LIST_MODULE } from '../../../../src/domain/activity/activity.list.ts';
import type { DataHandler } from '../../data/data-handler.ts';
import { listQueryOf } from '../../data/query-params.ts';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

export const ACTIVITY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listActivity: ({ query }, data) => {
    const { page, ...filters } = listQueryOf(ACTIVITY_LIST_MODULE, query);
    const newestFirst = [...data.activity].reverse();
    const matching = newestFirst.filter((entry) => matchesActivity(entry, filters));
    return {
      status: 200,
      body: {
        entries: matching.slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE),
        page,
        countPages: Math.ceil(matching.length / ACTIVITY_PAGE_SIZE),
        countTotal: matching.length,
        persons: sorted(data.activity.map((entry) => entry.actor)).slice(0, 1000),
        operations: sorted(data.activity.map((entry) => entry.operationId)).slice(0, 1000),
      },
    };
  },
};
