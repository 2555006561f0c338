// Response templates of the access calls (issue 31): the activity log, staff users, sign-ups. Values are those of
// the generated dataset; the shapes are what the contract asserts.
import type { components } from '../../src/api/schema.gen.ts';
import { arrayOf, dateTime, int, matching, orNull, text } from './matchers.ts';
import type { JsonBody, Template } from './types.ts';

type Schemas = components['schemas'];

const OPERATION_ID = '^[A-Za-z0-9]+$';

export const activityEntry = {
  id: text('activity-000001'),
  at: dateTime('2026-11-01T12:00:00Z'),
  actor: text('opslead@operator-portal.example'),
  operationId: matching(OPERATION_ID, 'updateEvse'),
  summary: text("Change a charger's display name or electrical limits"),
  target: {
    kind: matching('^[a-z][a-z-]*$', 'evse'),
    key: text('0b9c2a6e-4a53-4c3e-9d61-0d7f3c1b2a10'),
    label: text('Garage'),
  },
  changes: arrayOf(
    { field: text('displayName'), before: orNull(text('Garage')), after: orNull(text('Garage (garage)')) },
    1,
  ),
} satisfies Template<Schemas['ActivityEntry']>;

export const activityPage = {
  entries: arrayOf(activityEntry, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(1),
  persons: arrayOf(text('opslead@operator-portal.example'), 1),
  operations: arrayOf(matching(OPERATION_ID, 'updateEvse'), 1),
} satisfies Template<JsonBody<'/ui/v1/activity', 'get', 200>>;

export const emptyActivityPage = {
  entries: [],
  page: int(1),
  countPages: int(0),
  countTotal: int(0),
  persons: [],
  operations: [],
} satisfies Template<JsonBody<'/ui/v1/activity', 'get', 200>>;
