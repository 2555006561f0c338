// Named examples of the access calls (issue 31: the activity log, staff users, sign-ups), for Prism alone; the
// data-backed mock answers them from the owner's world (scripts/mock/data/activity-handlers.ts …).
import type { components } from '../../src/api/schema.gen.ts';
import { changesOf } from '../../src/domain/activity/activity-changes.ts';
import type { Fixtures } from './fixtures.ts';
import type { NamedExamples } from './named-examples.ts';

type Schemas = components['schemas'];

const activityPage = (entries: Schemas['ActivityEntry'][]): Schemas['ActivityResponse'] => ({
  entries,
  page: 1,
  countPages: entries.length === 0 ? 0 : 1,
  countTotal: entries.length,
  persons: [...new Set(entries.map((entry) => entry.actor))].sort(),
  operations: [...new Set(entries.map((entry) => entry.operationId))].sort(),
});

export function accessExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const [first] = fixtures.evse.evses;
  if (!first) throw new Error('fixtures without chargers');
  const { evse } = first.detail;
  const renamed: Schemas['ActivityEntry'] = {
    id: 'activity-000001',
    at: evse.lastConnection,
    actor: 'opslead@operator-portal.example',
    operationId: 'updateEvse',
    summary: "Change a charger's display name or electrical limits",
    target: { kind: 'evse', key: evse.evseUuid, label: evse.displayName || evse.uniqueIdentifier },
    changes: changesOf({ displayName: evse.displayName }, { displayName: `${evse.displayName} (garage)` }),
  };
  return {
    listActivity: {
      default: { summary: 'One change of a charger', value: activityPage([renamed]) },
      empty: { summary: 'Nothing recorded yet', value: activityPage([]) },
    },
  };
}
