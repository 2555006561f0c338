// Response templates of the access calls: the activity log, staff users, sign-ups. Values are those of
// the generated dataset; the shapes are what the contract asserts.
import type { components } from '../../src/api/schema.gen.ts';
import { arrayOf, bool, dateTime, int, matching, oneOf, orNull, text, uuid } from './matchers.ts';
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
    label: text('MEN-80379834'),
  },
  // A display name is free text: never stored, only its length and fingerprint (the spec's WithheldText).
  changes: arrayOf(
    {
      field: text('displayName'),
      before: null,
      after: null,
      beforeText: { length: int(6), fingerprint: matching('^[0-9a-f]+$', '3f9a0c21') },
      afterText: { length: int(15), fingerprint: matching('^[0-9a-f]+$', '9b1e77d4') },
    },
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

const ROLE = matching('^[A-Za-z][A-Za-z ]*$', 'Sales');
const STATES = ['active', 'deactivated', 'email-not-verified'] as const;

export const staffUser = {
  id: text('915632a9-fd3e-40c8-b74a-681032c178e7'),
  name: text('Sami Sales'),
  email: text('sales@operator-portal.example'),
  roles: arrayOf(ROLE),
  state: oneOf(STATES, 'active'),
  createdAt: dateTime('2026-06-01T08:00:00Z'),
  lastSignInAt: orNull(dateTime('2026-10-30T07:45:00Z')),
} satisfies Template<Schemas['StaffUser']>;

export const staffUsersPage = {
  users: arrayOf(staffUser, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(36),
} satisfies Template<JsonBody<'/ui/v1/staff-users', 'get', 200>>;

export const installerCompanies = {
  companies: arrayOf(
    { uuid: uuid('37531401-d074-4fc0-9b9d-903c46f7ebe0'), name: text('Sonnenschein Elektro GmbH') },
    1,
  ),
} satisfies Template<JsonBody<'/ui/v1/installer-companies', 'get', 200>>;

export const pendingSignUp = {
  id: text('33ecd97f-eb7f-4ce4-a415-e2ce16230ab0'),
  name: text('David Schneider'),
  email: text('david.schneider@signup.example'),
  verified: bool(true),
  status: oneOf(['pending', 'approved', 'rejected'] as const, 'pending'),
  createdAt: dateTime('2026-10-28T09:00:00Z'),
} satisfies Template<Schemas['PendingSignUp']>;

/** A sign-up that names its installer company: the only one its installer admin sees. */
export const companySignUp = {
  ...pendingSignUp,
  id: text('769d7730-0740-417a-ab4a-d75916bdceb7'),
  name: text('Emma Braun'),
  email: text('emma.braun@signup.example'),
  company: { uuid: uuid('37531401-d074-4fc0-9b9d-903c46f7ebe0'), name: text('Sonnenschein Elektro GmbH') },
} satisfies Template<Schemas['PendingSignUp']>;

export const companySignUpsPage = {
  signUps: arrayOf(companySignUp, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(1),
} satisfies Template<JsonBody<'/ui/v1/sign-ups', 'get', 200>>;

export const signUpsPage = {
  signUps: arrayOf(pendingSignUp, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(4),
} satisfies Template<JsonBody<'/ui/v1/sign-ups', 'get', 200>>;
