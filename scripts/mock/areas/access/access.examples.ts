// Named examples of the access calls (the activity log, staff users, sign-ups), for Prism alone; the
// data-backed mock answers them from the owner's world (scripts/mock/areas/access/activity.handlers.ts …).
import type { components } from '../../../../src/api/schema.gen.ts';
import { changesOf } from '../../../../src/domain/activity/activity-changes.ts';
import { fingerprintWith } from '../../data/text-fingerprint.ts';
import type { Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

type Schemas = components['schemas'];

// A fixed key: the generated examples stay the same from run to run.
const EXAMPLE_FINGERPRINT = fingerprintWith('operator-portal examples');

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
    target: { kind: 'evse', key: evse.evseUuid, label: evse.uniqueIdentifier },
    changes: changesOf(
      { displayName: evse.displayName },
      { displayName: `${evse.displayName} (garage)` },
      EXAMPLE_FINGERPRINT,
    ),
  };
  const company: Schemas['InstallerCompany'] = {
    uuid: '3f6d1c7e-2b4a-4e8f-9a1d-5c7b9e0f2a34',
    name: 'Voltwerk Installationen',
  };
  const created = evse.lastConnection;
  const admin: Schemas['StaffUser'] = {
    id: 'staff-admin',
    name: 'Ada Admin',
    email: 'admin@operator-portal.example',
    roles: ['Admin'],
    state: 'active',
    createdAt: created,
    lastSignInAt: created,
  };
  const installer: Schemas['StaffUser'] = {
    id: 'staff-installer',
    name: 'Ines Installer',
    email: 'installer@operator-portal.example',
    roles: ['Installer'],
    company,
    state: 'email-not-verified',
    createdAt: created,
    lastSignInAt: null,
  };
  const pending: Schemas['PendingSignUp'] = {
    id: 'sign-up-0001',
    name: 'Jonas Keller',
    email: 'jonas.keller@example.com',
    verified: true,
    requestedArea: 'Installer: Voltwerk Installationen',
    company,
    status: 'pending',
    createdAt: created,
  };
  const page = <K extends string, T>(key: K, rows: T[]) => ({
    [key]: rows,
    page: 1,
    countPages: rows.length === 0 ? 0 : 1,
    countTotal: rows.length,
  });
  return {
    listStaffUsers: {
      default: {
        summary: 'An Admin and an installer',
        value: page('users', [admin, installer]) as unknown as Schemas['StaffUsersResponse'],
      },
    },
    assignStaffRole: {
      default: { summary: 'The person with the role', value: { ...admin, roles: ['Admin', 'Sales'] } },
    },
    removeStaffRole: { default: { summary: 'The person without the role', value: admin } },
    deactivateStaffUser: {
      default: {
        summary: 'Deactivated',
        value: { ...installer, state: 'deactivated' } satisfies Schemas['StaffUser'],
      },
    },
    reactivateStaffUser: { default: { summary: 'Active again', value: installer } },
    listInstallerCompanies: {
      default: {
        summary: 'One company',
        value: { companies: [company] } satisfies Schemas['InstallerCompaniesResponse'],
      },
    },
    listPublicInstallerCompanies: {
      default: {
        summary: 'One company (its uuid and name only)',
        value: { companies: [company] } satisfies Schemas['InstallerCompaniesResponse'],
      },
    },
    listSignUps: {
      default: {
        summary: 'One verified sign-up of an installer',
        value: page('signUps', [pending]) as unknown as Schemas['SignUpsResponse'],
      },
      empty: {
        summary: 'Nobody waiting',
        value: page('signUps', []) as unknown as Schemas['SignUpsResponse'],
      },
    },
    approveSignUp: {
      default: {
        summary: 'Approved as an installer',
        value: {
          id: 'staff-jonas-keller',
          name: pending.name,
          email: pending.email,
          roles: ['Installer'],
          company,
          state: 'active',
          createdAt: created,
          lastSignInAt: null,
        } satisfies Schemas['StaffUser'],
      },
    },
    rejectSignUp: {
      default: {
        summary: 'Rejected',
        value: {
          ...pending,
          status: 'rejected',
          rejectionReason: 'Not a Voltwerk employee',
        } satisfies Schemas['PendingSignUp'],
      },
    },
    resendSignUpVerification: { default: { summary: 'Sent again', value: pending } },
    listActivity: {
      default: { summary: 'One change of a charger', value: activityPage([renamed]) },
      empty: { summary: 'Nothing recorded yet', value: activityPage([]) },
    },
  };
}
