// The activity log: what the audit hook (audit.ts) recorded in the owner's world, newest first,
// filtered with the screen's own rule (src/domain/activity/activity-query.ts) and paged by 50. The target search also
// matches what the caller may read of the target now (activity-targets.ts), and an entry of the page names its target
// as it is now (`target.name`, unmasked) for that caller only; the recorded entries stay as recorded.
import { ACTIVITY_PAGE_SIZE, matchesActivity } from '../../../../src/domain/activity/activity-query.ts';
import { ACTIVITY_LIST_MODULE } from '../../../../src/domain/activity/activity.list.ts';
import type { DataHandler } from '../../data/data-handler.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { callerOf, permissionsOf } from '../../data/staff.ts';
import type { ActivityEntry } from '../../data/audit.ts';
import { printable } from '../../../../src/domain/activity/activity-changes.ts';
import { liveTargets, type LiveTarget } from './activity-targets.ts';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

/** An entry as answered: its target also named as it is now, when the caller may read it. */
function withLiveName(entry: ActivityEntry, live: LiveTarget): ActivityEntry {
  if (live.name === undefined || live.name === '') return entry;
  return { ...entry, target: { ...entry.target, name: printable(live.name, 300) } };
}

export const ACTIVITY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listActivity: ({ query, bearer }, data) => {
    const { page, ...filters } = listQueryOf(ACTIVITY_LIST_MODULE, query);
    const caller = callerOf(data, bearer);
    const live = liveTargets(data, new Set(caller ? permissionsOf(caller) : []));
    const newestFirst = [...data.activity].reverse();
    const searched = (filters.target ?? '').trim() !== '';
    const matching = newestFirst.filter((entry) =>
      matchesActivity(entry, filters, searched ? live(entry.target).identifiers : []),
    );
    return {
      status: 200,
      body: {
        entries: matching
          .slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE)
          .map((entry) => withLiveName(entry, live(entry.target))),
        page,
        countPages: Math.ceil(matching.length / ACTIVITY_PAGE_SIZE),
        countTotal: matching.length,
        persons: sorted(data.activity.map((entry) => entry.actor)).slice(0, 1000),
        operations: sorted(data.activity.map((entry) => entry.operationId)).slice(0, 1000),
      },
    };
  },
};
