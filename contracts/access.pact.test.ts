// Access: the activity log; user roles and pending sign-ups follow.
import { describe, it } from 'vitest';
import {
  activityPage,
  companySignUpsPage,
  emptyActivityPage,
  installerCompanies,
  pendingSignUp,
  signUpsPage,
  staffUser,
  staffUsersPage,
} from './support/access-examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  forbidden,
  notFound,
} from './support/failures.ts';
import { arrayOf, bool, int, oneOf, text, uuid } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const listActivity = operation({ id: 'listActivity', path: '/ui/v1/activity', method: 'get' });

describe('listActivity', () => {
  it('answers the newest changes with who made them', () =>
    expectAnswer(pact, listActivity, {
      what: 'the newest page of the activity log',
      state: 'the activity log holds changes',
      response: activityPage,
    }));

  it('sends the person, operation, target and time filters', () =>
    expectAnswer(pact, listActivity, {
      what: 'the activity log filtered',
      state: 'the activity log holds changes',
      query: {
        person: 'opslead@operator-portal.example',
        operation: 'updateEvse',
        target: 'evse',
        since: '2000-01-01T00:00:00Z',
        until: '2100-01-01T00:00:00Z',
        page: 1,
      },
      response: activityPage,
    }));

  it('answers an empty page when nothing is recorded', () =>
    expectAnswer(pact, listActivity, {
      what: 'an empty activity log',
      state: 'nothing is recorded in the activity log',
      response: emptyActivityPage,
    }));

  itAnswersErrors(pact, listActivity, [
    { failure: BAD_REQUEST, query: { person: 'nobody@operator-portal.example' } },
    EXPIRED,
    forbidden(listActivity),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

// --- user roles -----------------------------------------------------------------------------------------------------
const ADMIN_ID = '193a4d1e-a379-4202-88b1-3fe7d347b91d'; // admin@: the caller, the only active Admin
const SALES_ID = '915632a9-fd3e-40c8-b74a-681032c178e7'; // sales@: Sales only, no company
const UNKNOWN_ID = 'no-such-staff-user';

const listStaffUsers = operation({ id: 'listStaffUsers', path: '/ui/v1/staff-users', method: 'get' });
const assignStaffRole = operation({
  id: 'assignStaffRole',
  path: '/ui/v1/staff-users/{userId}/roles/{role}',
  method: 'put',
  pathParams: { userId: SALES_ID, role: 'Viewer' },
});
const removeStaffRole = operation({
  id: 'removeStaffRole',
  path: '/ui/v1/staff-users/{userId}/roles/{role}',
  method: 'delete',
  pathParams: { userId: SALES_ID, role: 'Sales' },
});
const deactivateStaffUser = operation({
  id: 'deactivateStaffUser',
  path: '/ui/v1/staff-users/{userId}/deactivation',
  method: 'put',
  pathParams: { userId: SALES_ID },
});
const reactivateStaffUser = operation({
  id: 'reactivateStaffUser',
  path: '/ui/v1/staff-users/{userId}/deactivation',
  method: 'delete',
  pathParams: { userId: SALES_ID },
});

const refusal = <S extends 409 | 422>(status: S, errorId: string) =>
  ({
    status,
    state: 'staff users exist',
    message: status === 409 ? 'Conflict' : 'Unprocessable Content',
    errorId,
  }) as const;
const unknownPerson = notFound('no staff user has the id');

describe('listStaffUsers', () => {
  it('answers a page of staff users', () =>
    expectAnswer(pact, listStaffUsers, {
      what: 'page 1 of the staff users',
      state: 'staff users exist',
      response: staffUsersPage,
    }));
  it('sends the search text and the page', () =>
    expectAnswer(pact, listStaffUsers, {
      what: 'staff users searched',
      state: 'staff users exist',
      query: { text: 'sales', page: 1 },
      response: { ...staffUsersPage, countTotal: int(1) },
    }));
  itAnswersErrors(pact, listStaffUsers, [
    { failure: BAD_REQUEST, query: { text: 'x' } },
    EXPIRED,
    forbidden(listStaffUsers),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('assignStaffRole', () => {
  it('answers the person with the role', () =>
    expectAnswer(pact, assignStaffRole, {
      what: 'Viewer given to sales@',
      state: 'staff users exist',
      response: staffUser,
    }));
  itAnswersErrors(pact, assignStaffRole, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(assignStaffRole),
    { failure: unknownPerson, pathParams: { userId: UNKNOWN_ID, role: 'Viewer' } },
    { failure: refusal(422, 'COMPANY_REQUIRED'), pathParams: { userId: SALES_ID, role: 'Installer' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('removeStaffRole', () => {
  it('answers the person without the role', () =>
    expectAnswer(pact, removeStaffRole, {
      what: 'Sales taken from sales@',
      state: 'staff users exist',
      response: staffUser,
    }));
  itAnswersErrors(pact, removeStaffRole, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(removeStaffRole),
    { failure: unknownPerson, pathParams: { userId: UNKNOWN_ID, role: 'Sales' } },
    { failure: refusal(409, 'LAST_ADMIN'), pathParams: { userId: ADMIN_ID, role: 'Admin' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('deactivateStaffUser', () => {
  it('answers the person, deactivated', () =>
    expectAnswer(pact, deactivateStaffUser, {
      what: 'sales@ deactivated',
      state: 'staff users exist',
      response: { ...staffUser, state: 'deactivated' },
    }));
  itAnswersErrors(pact, deactivateStaffUser, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(deactivateStaffUser),
    { failure: unknownPerson, pathParams: { userId: UNKNOWN_ID } },
    { failure: refusal(409, 'SELF_DEACTIVATION'), pathParams: { userId: ADMIN_ID } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('reactivateStaffUser', () => {
  it('answers the person, active', () =>
    expectAnswer(pact, reactivateStaffUser, {
      what: 'sales@ active',
      state: 'staff users exist',
      response: staffUser,
    }));
  itAnswersErrors(pact, reactivateStaffUser, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(reactivateStaffUser),
    { failure: unknownPerson, pathParams: { userId: UNKNOWN_ID } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

// --- pending sign-ups -----------------------------------------------------------------------------------------------
const VERIFIED_SIGN_UP = '33ecd97f-eb7f-4ce4-a415-e2ce16230ab0';
const UNVERIFIED_SIGN_UP = 'bb9c8515-6ac0-421e-8992-2a90a00d6545';
const REJECTED_SIGN_UP = '6dc1b7db-13b9-4744-9c1d-a59412d7426e';
const UNKNOWN_SIGN_UP = 'no-such-sign-up';
const decided = {
  status: 409,
  state: 'the sign-up has been decided',
  message: 'Conflict',
  errorId: 'SIGN_UP_DECIDED',
} as const;
const unknownSignUp = notFound('no sign-up has the id');

const listSignUps = operation({ id: 'listSignUps', path: '/ui/v1/sign-ups', method: 'get' });
const listInstallerCompanies = operation({
  id: 'listInstallerCompanies',
  path: '/ui/v1/installer-companies',
  method: 'get',
});
const approveSignUp = operation({
  id: 'approveSignUp',
  path: '/ui/v1/sign-ups/{signUpId}/approval',
  method: 'post',
  pathParams: { signUpId: VERIFIED_SIGN_UP },
  body: { role: 'Operations' },
});
const rejectSignUp = operation({
  id: 'rejectSignUp',
  path: '/ui/v1/sign-ups/{signUpId}/rejection',
  method: 'post',
  pathParams: { signUpId: UNVERIFIED_SIGN_UP },
  body: { reason: 'Not a staff member' },
});
const resendSignUpVerification = operation({
  id: 'resendSignUpVerification',
  path: '/ui/v1/sign-ups/{signUpId}/verification-messages',
  method: 'post',
  pathParams: { signUpId: UNVERIFIED_SIGN_UP },
});

describe('listSignUps', () => {
  it('answers the pending sign-ups, oldest first', () =>
    expectAnswer(pact, listSignUps, {
      what: 'the pending sign-ups',
      state: 'sign-ups are waiting for approval',
      response: signUpsPage,
    }));
  itAnswersErrors(pact, listSignUps, [
    { failure: BAD_REQUEST, query: { page: 1 } },
    EXPIRED,
    forbidden(listSignUps),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listInstallerCompanies', () => {
  it('answers the installer companies', () =>
    expectAnswer(pact, listInstallerCompanies, {
      what: 'the installer companies',
      state: 'sign-ups are waiting for approval',
      response: installerCompanies,
    }));
  itAnswersErrors(pact, listInstallerCompanies, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listInstallerCompanies),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('approveSignUp', () => {
  it('answers the new staff user with the role', () =>
    expectAnswer(pact, approveSignUp, {
      what: 'approved as Operations',
      state: 'sign-ups are waiting for approval',
      response: {
        ...staffUser,
        name: text('David Schneider'),
        email: text('david.schneider@signup.example'),
        lastSignInAt: null,
      },
    }));
  itAnswersErrors(pact, approveSignUp, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(approveSignUp),
    { failure: unknownSignUp, pathParams: { signUpId: UNKNOWN_SIGN_UP } },
    { failure: decided, pathParams: { signUpId: REJECTED_SIGN_UP } },
    {
      failure: {
        ...decided,
        state: 'sign-ups are waiting for approval',
        status: 422,
        message: 'Unprocessable Content',
        errorId: 'COMPANY_REQUIRED',
      },
      body: { role: 'Installer' },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('rejectSignUp', () => {
  it('answers the sign-up, rejected', () =>
    expectAnswer(pact, rejectSignUp, {
      what: 'rejected with a reason',
      state: 'sign-ups are waiting for approval',
      response: {
        ...pendingSignUp,
        id: text(UNVERIFIED_SIGN_UP),
        verified: bool(false),
        status: oneOf(['pending', 'approved', 'rejected'] as const, 'rejected'),
        rejectionReason: text('Not a staff member'),
      },
    }));
  itAnswersErrors(pact, rejectSignUp, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(rejectSignUp),
    { failure: unknownSignUp, pathParams: { signUpId: UNKNOWN_SIGN_UP } },
    { failure: decided, pathParams: { signUpId: REJECTED_SIGN_UP } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('resendSignUpVerification', () => {
  it('answers the sign-up', () =>
    expectAnswer(pact, resendSignUpVerification, {
      what: 'the verification sent again',
      state: 'sign-ups are waiting for approval',
      response: { ...pendingSignUp, id: text(UNVERIFIED_SIGN_UP), verified: bool(false) },
    }));
  itAnswersErrors(pact, resendSignUpVerification, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(resendSignUpVerification),
    { failure: unknownSignUp, pathParams: { signUpId: UNKNOWN_SIGN_UP } },
    { failure: decided, pathParams: { signUpId: REJECTED_SIGN_UP } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

// --- the installer admin's queue: their company's sign-ups, installer roles only ------------------------------------
const COMPANY_SIGN_UP = '769d7730-0740-417a-ab4a-d75916bdceb7'; // emma.braun@: asks for Sonnenschein (the caller's)
const OTHER_COMPANY_SIGN_UP = '79bd7889-024a-49b9-bdb0-73ab2d36b8ea'; // yasemin.fischer@: asks for Voltwerk
const OWN_COMPANY = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const OTHER_COMPANY = '1ba4ed26-53da-492f-b2ef-0bd8e547d54a';
const installerAdminApproves = operation({
  id: 'approveSignUp',
  path: '/ui/v1/sign-ups/{signUpId}/approval',
  method: 'post',
  pathParams: { signUpId: COMPANY_SIGN_UP },
  body: { role: 'Installer', companyUuid: OWN_COMPANY },
});
const notGrantable = (
  errorId: string,
  state:
    | 'the caller is an installer admin'
    | 'the caller is an installer admin and another installer company exists',
) => ({ status: 403, state, message: 'Forbidden', errorId }) as const;

// --- nobody gives a role above their own: an Operations lead approving as Admin -------------------------------------
describe('approveSignUp by an Operations lead', () => {
  itAnswersErrors(pact, approveSignUp, [
    {
      failure: {
        status: 403,
        state: 'the caller is an Operations lead',
        message: 'Forbidden',
        errorId: 'ROLE_NOT_GRANTABLE',
        missingPermission: 'installations:admin',
      },
      body: { role: 'Admin' },
    },
  ]);
});

describe("an installer admin's sign-ups", () => {
  it('lists only the sign-ups asking for their company, with the company', () =>
    expectAnswer(pact, listSignUps, {
      what: "the installer admin's company's sign-ups",
      state: 'the caller is an installer admin',
      response: companySignUpsPage,
    }));

  it("approves their company's sign-up as Installer into their company", () =>
    expectAnswer(pact, installerAdminApproves, {
      what: 'approved by an installer admin as Installer',
      state: 'the caller is an installer admin',
      response: {
        ...staffUser,
        name: text('Emma Braun'),
        email: text('emma.braun@signup.example'),
        roles: arrayOf(oneOf(['Installer'] as const, 'Installer'), 1),
        company: { uuid: uuid(OWN_COMPANY), name: text('Sonnenschein Elektro GmbH') },
        lastSignInAt: null,
      },
    }));

  it('offers only their own company to approve into', () =>
    expectAnswer(pact, listInstallerCompanies, {
      what: "the installer admin's own company",
      state: 'the caller is an installer admin',
      response: installerCompanies,
    }));

  itAnswersErrors(pact, rejectSignUp, [
    {
      failure: notFound('the caller is an installer admin'),
      pathParams: { signUpId: OTHER_COMPANY_SIGN_UP },
    },
  ]);

  itAnswersErrors(pact, installerAdminApproves, [
    {
      failure: notGrantable('ROLE_NOT_GRANTABLE', 'the caller is an installer admin'),
      body: { role: 'Operations' },
    },
    {
      failure: notGrantable(
        'COMPANY_NOT_GRANTABLE',
        'the caller is an installer admin and another installer company exists',
      ),
      body: { role: 'Installer', companyUuid: OTHER_COMPANY },
      stateParams: { signUpId: COMPANY_SIGN_UP, companyUuid: OTHER_COMPANY },
    },
    {
      failure: notFound('the caller is an installer admin'),
      pathParams: { signUpId: OTHER_COMPANY_SIGN_UP },
    },
  ]);
});
