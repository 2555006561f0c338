// The data-backed account calls: sign-in, token refresh, the profile, sign-up and
// email verification answer from the staff of the owner's dataset; what they send goes to the mock's outbox. The
// approve / reject / resend steps of the pending sign-ups are functions here for the back-office calls to use.
import { NAV_ITEMS } from '../../../generate/examples.ts';
import { verificationMessage, type InstallerCompany, type SignUp, type StaffUser } from './staff.fixtures.ts';
import type { Role } from '../../../../src/api/permissions.gen.ts';
import { apiError, type DataAnswer, type DataHandler } from '../../data/data-handler.ts';
import { runningNow, type Dataset } from '../../data/dataset.ts';
import {
  callerOf,
  profilePermissions,
  signInTarget,
  staffByEmail,
  verifiedCaller,
} from '../../data/staff.ts';
import { issueToken, issueTokenPair } from '../../data/tokens.ts';
import { preferencesOf, storePreferences, type DisplayPreferences } from '../../data/person-preferences.ts';

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body => (typeof body === 'object' && body !== null ? (body as Body) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const normal = (email: string) => email.trim().toLowerCase();

/** A sign-up of this address that is not (yet) a staff user: still pending, or rejected. */
const openSignUp = (data: Dataset, email: string): SignUp | undefined =>
  data.signUps.find((signUp) => normal(signUp.email) === normal(email) && signUp.status !== 'approved');

/** Why a person may not sign in (403 with a distinct errorId), or undefined. */
function signInRefusal(data: Dataset, email: string, user: StaffUser | undefined): DataAnswer | undefined {
  const signUp =
    user === undefined || normal(user.email) !== normal(email) ? openSignUp(data, email) : undefined;
  if (signUp?.status === 'rejected') {
    const reason = signUp.rejectionReason ? `: ${signUp.rejectionReason}` : '';
    return apiError(403, `Your sign-up was not approved${reason}`, 'SIGN_UP_REJECTED');
  }
  if (signUp?.status === 'pending') {
    return apiError(
      403,
      signUp.verified
        ? 'Your sign-up is waiting for approval: you can sign in once a colleague has approved it'
        : 'Verify your email address first (see the message we sent you); then your sign-up waits for approval',
      'SIGN_UP_PENDING',
    );
  }
  if (user?.state === 'deactivated') {
    return apiError(403, 'Your account has been deactivated: ask an administrator', 'ACCOUNT_DEACTIVATED');
  }
  if (user?.state === 'email-not-verified') {
    return apiError(
      403,
      'Verify your email address first (see the message we sent you)',
      'EMAIL_NOT_VERIFIED',
    );
  }
  return undefined;
}

function personOf(user: StaffUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    ...(user.company ? { company: user.company } : {}),
  };
}

export const SIGN_IN_HANDLERS: Readonly<Record<string, DataHandler>> = {
  login: ({ body }, data) => {
    const email = str(bodyOf(body).email).trim();
    const exact = staffByEmail(data, email);
    const refused = signInRefusal(data, email, exact);
    if (refused) return refused;
    const user = exact ?? signInTarget(data, email);
    if (!user) return apiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    const persona = signInRefusal(data, user.email, user);
    if (persona) return persona;
    user.lastSignInAt = iso(runningNow(data));
    // The tokens name the person by staff id; their expiry counts from the real now (or a pinned world's later one).
    return { status: 200, body: issueTokenPair(user, runningNow(data)) };
  },

  // Only a valid, unexpired refresh token (not an access token) of a person who is still active gets a new access
  // token, for that same person (same subject) as the dataset holds them now.
  refreshToken: ({ body }, data) => {
    const check = verifiedCaller(data, str(bodyOf(body).refresh), 'refresh');
    if (!check.ok) return check.answer;
    const user = check.user;
    if (user.state === 'deactivated') {
      return apiError(401, 'Your account has been deactivated', 'ACCOUNT_DEACTIVATED');
    }
    return { status: 200, body: { access: issueToken(user, 'access', runningNow(data)) } };
  },

  // The proxy has verified the token (refusal()); a direct call without one is a test's fallback person.
  getProfile: ({ bearer }, data) => {
    const user = callerOf(data, bearer);
    if (!user) return apiError(401, 'The token is not a token this service issued', 'TOKEN_INVALID');
    return {
      status: 200,
      body: {
        permissions: profilePermissions(user),
        navItems: NAV_ITEMS,
        person: personOf(user),
        preferences: preferencesOf(data, user.id),
      },
    };
  },

  // The caller's own display preferences: read with the profile, written by the person's menu (Prism has checked
  // the body against the spec's enums).
  getDisplayPreferences: ({ bearer }, data) => {
    const user = callerOf(data, bearer);
    if (!user) return apiError(401, 'The token is not a token this service issued', 'TOKEN_INVALID');
    return { status: 200, body: preferencesOf(data, user.id) };
  },

  putDisplayPreferences: ({ bearer, body }, data) => {
    const user = callerOf(data, bearer);
    if (!user) return apiError(401, 'The token is not a token this service issued', 'TOKEN_INVALID');
    storePreferences(data, user.id, bodyOf(body) as DisplayPreferences);
    return { status: 200, body: preferencesOf(data, user.id) };
  },

  signUp: ({ body }, data) => {
    const request = bodyOf(body);
    const email = str(request.email).trim();
    if (staffByEmail(data, email) || openSignUp(data, email)) {
      return apiError(409, 'An account with this email address already exists', 'ACCOUNT_EXISTS');
    }
    const area = str(request.requestedArea).trim();
    // An installer names their company; its installer admins then approve the sign-up.
    const companyUuid = str(request.companyUuid);
    const company = data.companies.find((candidate) => candidate.uuid === companyUuid);
    if (companyUuid !== '' && !company) {
      return apiError(400, 'Choose your installer company from the list', 'COMPANY_UNKNOWN');
    }
    const createdAt = iso(runningNow(data));
    const signUp: SignUp = {
      id: crypto.randomUUID(),
      name: str(request.name).trim() || email,
      email,
      ...(area ? { requestedArea: area } : {}),
      ...(company ? { company: { ...company } } : {}),
      status: 'pending',
      verified: false,
      createdAt,
      verification: freshVerification(),
    };
    data.signUps.push(signUp);
    data.outbox.push(verificationMessage(signUp, crypto.randomUUID(), createdAt));
    return {
      status: 200,
      body: {
        message: `We sent a verification code to ${email}. Verify your address; a colleague then approves your sign-up.`,
      },
    };
  },

  verifyEmail: ({ body }, data) => {
    const request = bodyOf(body);
    const code = str(request.code).trim();
    const token = str(request.token).trim();
    const signUp = data.signUps.find(
      (candidate) =>
        candidate.status !== 'rejected' &&
        ((code !== '' && candidate.verification.code === code) ||
          (token !== '' && candidate.verification.token === token)),
    );
    if (!signUp) {
      // Same status as a match: the answer never says whether an account exists (x-public).
      return {
        status: 200,
        body: { message: 'If the code is current, your email address is now verified.' },
      };
    }
    signUp.verified = true;
    const user = staffByEmail(data, signUp.email);
    if (user?.state === 'email-not-verified') user.state = 'active';
    return {
      status: 200,
      body: {
        message:
          signUp.status === 'approved'
            ? 'Your email address is verified: you can sign in now.'
            : 'Your email address is verified. You can sign in once a colleague has approved your sign-up.',
      },
    };
  },
};

function freshVerification(): SignUp['verification'] {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return { code: String(digits % 1_000_000).padStart(6, '0'), token: `verify-${crypto.randomUUID()}` };
}

// --- the back office's steps on a pending sign-up (the pending sign-ups screen's calls use these) -------------------

export type SignUpStepResult<T> = { ok: true; value: T } | { ok: false; answer: DataAnswer };

const findPending = (data: Dataset, id: string): SignUpStepResult<SignUp> => {
  const signUp = data.signUps.find((candidate) => candidate.id === id);
  if (!signUp) return { ok: false, answer: apiError(404, `Sign-up ${id} not found`, 'NOT_FOUND') };
  if (signUp.status !== 'pending') {
    return {
      ok: false,
      answer: apiError(409, `The sign-up has already been ${signUp.status}`, 'SIGN_UP_DECIDED'),
    };
  }
  return { ok: true, value: signUp };
};

/**
 * Approves a pending sign-up: a staff user with the chosen role (and the company, which installer roles need) is
 * created; an unverified address stays `email-not-verified` until the person verifies it.
 */
export function approveSignUp(
  data: Dataset,
  id: string,
  choice: { role: Role; companyUuid?: string },
): SignUpStepResult<StaffUser> {
  const found = findPending(data, id);
  if (!found.ok) return found;
  const signUp = found.value;
  const needsCompany = choice.role === 'Installer' || choice.role === 'Installer admin';
  let company: InstallerCompany | undefined;
  if (needsCompany) {
    company = data.companies.find((candidate) => candidate.uuid === choice.companyUuid);
    if (!company) {
      return {
        ok: false,
        answer: apiError(422, 'Choose the installer company of this person', 'COMPANY_REQUIRED'),
      };
    }
  }
  if (staffByEmail(data, signUp.email)) {
    return { ok: false, answer: apiError(409, 'A staff user with this email exists', 'ACCOUNT_EXISTS') };
  }
  const user: StaffUser = {
    id: crypto.randomUUID(),
    name: signUp.name,
    email: signUp.email,
    roles: [choice.role],
    ...(company ? { company } : {}),
    state: signUp.verified ? 'active' : 'email-not-verified',
    createdAt: iso(runningNow(data)),
    lastSignInAt: null,
  };
  data.staff.push(user);
  signUp.status = 'approved';
  return { ok: true, value: user };
}

/** Rejects a pending sign-up with a reason; the person's sign-in is then refused with it. */
export function rejectSignUp(data: Dataset, id: string, reason: string): SignUpStepResult<SignUp> {
  const found = findPending(data, id);
  if (!found.ok) return found;
  found.value.status = 'rejected';
  const trimmed = reason.trim();
  if (trimmed) found.value.rejectionReason = trimmed.slice(0, 500);
  return { ok: true, value: found.value };
}

/** Sends the verification again, with a fresh code and link (the old ones stop working). */
export function resendVerification(data: Dataset, id: string): SignUpStepResult<SignUp> {
  const found = findPending(data, id);
  if (!found.ok) return found;
  found.value.verification = freshVerification();
  data.outbox.push(verificationMessage(found.value, crypto.randomUUID(), iso(runningNow(data))));
  return { ok: true, value: found.value };
}
