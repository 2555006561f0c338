// User roles and pending sign-ups: the back office's calls over the staff of the owner's
// world. The rules of who may change whom are the screen's own (src/domain/staff/staff-rules.ts); the sign-up steps
// are the data layer's (sign-in.handlers.ts). Each write answers the person or sign-up as changed; the audit hook
// records it (audit-targets.ts).
import { ROLES, type Role } from '../../../../src/api/permissions.gen.ts';
import {
  staffChangeRefusal,
  staffMatches,
  type StaffChange,
} from '../../../../src/domain/staff/staff-rules.ts';
import type { SignUp, StaffUser } from './staff.fixtures.ts';
import { apiError, type DataAnswer, type DataHandler, type DataRequest } from '../../data/data-handler.ts';
import type { Dataset } from '../../data/dataset.ts';
import { SIGN_UPS_LIST_MODULE } from '../../../../src/domain/access/sign-ups.list.ts';
import { STAFF_USERS_LIST_MODULE } from '../../../../src/domain/staff/staff-users.list.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { callerOf } from '../../data/staff.ts';
import { grantRefusal, type Grant, type GrantRefusal } from '../../../../src/domain/access/role-grants.ts';
import {
  approveSignUp,
  rejectSignUp,
  resendVerification,
  type SignUpStepResult,
} from './sign-in.handlers.ts';

export const PEOPLE_PAGE_SIZE = 50;

const isRole = (name: string | undefined): name is Role =>
  name !== undefined && Object.prototype.hasOwnProperty.call(ROLES, name);

/** A staff user as the spec answers it (the dataset's record, without what only the mock keeps). */
export function staffUserAnswer(user: StaffUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: [...user.roles],
    ...(user.company ? { company: { ...user.company } } : {}),
    state: user.state,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  };
}

export function signUpAnswer(signUp: SignUp) {
  return {
    id: signUp.id,
    name: signUp.name,
    email: signUp.email,
    verified: signUp.verified,
    ...(signUp.requestedArea !== undefined ? { requestedArea: signUp.requestedArea } : {}),
    ...(signUp.company ? { company: { ...signUp.company } } : {}),
    status: signUp.status,
    createdAt: signUp.createdAt,
    ...(signUp.rejectionReason !== undefined ? { rejectionReason: signUp.rejectionReason } : {}),
  };
}

function page<T>(rows: readonly T[], at: number) {
  return {
    rows: rows.slice((at - 1) * PEOPLE_PAGE_SIZE, at * PEOPLE_PAGE_SIZE),
    page: at,
    countPages: Math.ceil(rows.length / PEOPLE_PAGE_SIZE),
    countTotal: rows.length,
  };
}

/** Why the caller may not give `grant` (src/domain/access/role-grants.ts: the same rule as the role pickers'). */
function grantRefused(data: Dataset, bearer: string | undefined, grant: Grant): GrantRefusal | null {
  // An unknown caller never gets here (the access check answers 401 first); if one did, they hold no role.
  const caller = callerOf(data, bearer);
  return grantRefusal(ROLES, { roles: caller?.roles ?? [], companyUuid: caller?.company?.uuid }, grant);
}

const grantRefusalAnswer = ({ status, message, errorId, missingPermission }: GrantRefusal): DataAnswer => ({
  status,
  body: { message, status, errorId, ...(missingPermission !== undefined ? { missingPermission } : {}) },
});

/** Applies one change to a person, refusing by the staff rules (the caller is who the bearer token names). */
function changePerson(request: DataRequest, data: Dataset, change: StaffChange): DataAnswer {
  const user = data.staff.find((candidate) => candidate.id === request.pathParams.userId);
  if (!user) return apiError(404, `Staff user ${request.pathParams.userId ?? ''} not found`, 'NOT_FOUND');
  if ((change.type === 'assignRole' || change.type === 'removeRole') && !isRole(change.role)) {
    return apiError(422, `There is no role "${change.role}"`, 'ROLE_UNKNOWN');
  }
  if (change.type === 'assignRole' && !user.roles.includes(change.role as Role)) {
    const notGrantable = grantRefused(data, request.bearer, {
      role: change.role,
      companyUuid: user.company?.uuid,
    });
    if (notGrantable) return grantRefusalAnswer(notGrantable);
  }
  const caller = callerOf(data, request.bearer);
  const refused = staffChangeRefusal(data.staff, caller?.id, user, change);
  if (refused) return apiError(refused.status, refused.message, refused.errorId);
  switch (change.type) {
    case 'assignRole':
      if (!user.roles.includes(change.role as Role)) user.roles = [...user.roles, change.role as Role];
      break;
    case 'removeRole':
      user.roles = user.roles.filter((role) => role !== change.role);
      break;
    case 'deactivate':
      user.state = 'deactivated';
      break;
    case 'reactivate':
      if (user.state === 'deactivated') {
        const verified = data.signUps.find((signUp) => signUp.email === user.email)?.verified ?? true;
        user.state = verified ? 'active' : 'email-not-verified';
      }
      break;
  }
  return { status: 200, body: staffUserAnswer(user) };
}

const stepAnswer = <T>(result: SignUpStepResult<T>, answer: (value: T) => unknown): DataAnswer =>
  result.ok ? { status: 200, body: answer(result.value) } : result.answer;

const byName = (a: StaffUser, b: StaffUser) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

export const PEOPLE_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listStaffUsers: ({ query }, data) => {
    const { page: at, text = '' } = listQueryOf(STAFF_USERS_LIST_MODULE, query);
    const { rows, ...paging } = page(data.staff.filter((user) => staffMatches(user, text)).sort(byName), at);
    return { status: 200, body: { users: rows.map(staffUserAnswer), ...paging } };
  },
  assignStaffRole: (request, data) =>
    changePerson(request, data, { type: 'assignRole', role: request.pathParams.role ?? '' }),
  removeStaffRole: (request, data) =>
    changePerson(request, data, { type: 'removeRole', role: request.pathParams.role ?? '' }),
  deactivateStaffUser: (request, data) => changePerson(request, data, { type: 'deactivate' }),
  reactivateStaffUser: (request, data) => changePerson(request, data, { type: 'reactivate' }),

  listInstallerCompanies: (_request, data) => ({
    status: 200,
    body: {
      companies: [...data.companies]
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((company) => ({ ...company })),
    },
  }),

  listSignUps: ({ query }, data) => {
    const pending = data.signUps
      .filter((signUp) => signUp.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const { rows, ...paging } = page(pending, listQueryOf(SIGN_UPS_LIST_MODULE, query).page);
    return { status: 200, body: { signUps: rows.map(signUpAnswer), ...paging } };
  },
  // The data layer answers another company's sign-up 404 for an installer admin (install.scope.ts); the role and
  // company anyone may grant are the grant rule's (src/domain/access/role-grants.ts), as for assigning a role.
  approveSignUp: ({ pathParams, body, bearer }, data) => {
    const { role, companyUuid } = body as { role: string; companyUuid?: string };
    if (!isRole(role)) return apiError(422, `There is no role "${role}"`, 'ROLE_UNKNOWN');
    const refused = grantRefused(data, bearer, { role, companyUuid });
    if (refused) return grantRefusalAnswer(refused);
    return stepAnswer(
      approveSignUp(data, pathParams.signUpId ?? '', {
        role,
        ...(companyUuid !== undefined ? { companyUuid } : {}),
      }),
      staffUserAnswer,
    );
  },
  rejectSignUp: ({ pathParams, body }, data) =>
    stepAnswer(
      rejectSignUp(data, pathParams.signUpId ?? '', (body as { reason: string }).reason),
      signUpAnswer,
    ),
  resendSignUpVerification: ({ pathParams }, data) =>
    stepAnswer(resendVerification(data, pathParams.signUpId ?? ''), signUpAnswer),
};
