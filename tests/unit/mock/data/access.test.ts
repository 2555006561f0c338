// Access in the mock: sign-in by dataset user, persona or fallback; the token says who it is and a refresh keeps
// it; every secured call is checked against the caller's current roles (403 PERMISSION_DENIED + missingPermission);
// a deactivated person's calls and refresh answer 401; sign-up → outbox → verify → approve / reject.
import { describe, expect, it } from 'vitest';
import { createDataLayer, type DataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import {
  approveSignUp,
  rejectSignUp,
  resendVerification,
} from '../../../../scripts/mock/areas/access/sign-in.handlers.ts';
import { mockToken, payloadOf as claimsOf } from '../../../helpers/mock-tokens.ts';
import { personaList } from '../../../../scripts/mock/data/personas.ts';
import { PERSONAS, STAFF_DOMAIN } from '../../../../scripts/mock/areas/access/staff.fixtures.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { ROLES } from '../../../../src/api/permissions.gen.ts';

const spec = loadMockSpec();
const base = createDataset();
let ownerCount = 0;
const freshOwner = () => `access-test-${(ownerCount += 1)}`;

interface Profile {
  permissions: string[];
  person: { id: string; name: string; email: string; roles: string[]; company?: { uuid: string } };
}

function client(layer: DataLayer, owner: string, state?: string) {
  const call = (method: string, url: string, options: { body?: unknown; bearer?: string } = {}) => {
    const match = matchOperation(spec, method, url);
    if (!match) throw new Error(`no operation for ${method} ${url}`);
    const input = {
      owner,
      state,
      ...(options.bearer === undefined ? {} : { bearer: options.bearer }),
    };
    const refused = layer.authorize(match, input);
    if (refused) return refused;
    if (layer.collectionOf(match.operation) === undefined) return { status: 200, body: 'example' };
    return layer.answer(match, {
      ...input,
      url,
      body: options.body === undefined ? '' : JSON.stringify(options.body),
    });
  };
  const signIn = (email: string) => {
    const answer = call('POST', '/authentication-api/login', { body: { email, password: 'any password' } });
    return answer as {
      status: number;
      body: { access: string; refresh: string; errorId?: string; message?: string };
    };
  };
  const profile = (bearer: string) =>
    call('GET', '/ui/v1/profile', { bearer }) as { status: number; body: Profile };
  return { call, signIn, profile };
}

const layer = createDataLayer({ spec, base });

describe('mock sign-in', () => {
  it.each(Object.entries(PERSONAS))('%s@ signs in as its persona, whatever the domain', (local, persona) => {
    const { signIn, profile } = client(layer, freshOwner());
    const answer = signIn(`${local}@any-company.example`);
    expect(answer.status).toBe(200);
    const claims = claimsOf(answer.body.access);
    expect(claims).toMatchObject({ email: `${local}@operator-portal.example`, name: persona.name });
    const me = profile(answer.body.access);
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ id: claims?.sub, name: persona.name, roles: [...persona.roles] });
    const expected = persona.roles.flatMap((role) => [...ROLES[role].permissions]);
    // No role: SPEC §6's default, a single empty entry.
    expect(new Set(me.body.permissions)).toEqual(new Set(expected.length === 0 ? [''] : expected));
  });

  it('a dataset user signs in as that user (with their company); an unknown address as the Admin persona', () => {
    const { signIn, profile } = client(layer, freshOwner());
    const installer = base.staff.find(
      (user) => user.company !== undefined && user.state === 'active' && !user.email.startsWith('installer'),
    );
    expect(installer).toBeDefined();
    const answer = signIn(installer!.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.access)).toMatchObject({ sub: installer!.id, email: installer!.email });
    expect(profile(answer.body.access).body.person.company?.uuid).toBe(installer!.company!.uuid);

    const anyone = signIn('someone@example.com');
    const me = profile(anyone.body.access).body;
    expect(me.person.email).toBe(`admin@${STAFF_DOMAIN}`);
    expect(me.person.roles).toEqual(['Admin']);
    expect(me.permissions).toEqual([...ROLES.Admin.permissions]);
  });

  it('new@ has no role and no permission; deactivated and unverified dataset users are refused with their reason', () => {
    const { signIn, profile } = client(layer, freshOwner());
    expect(profile(signIn('new@example.com').body.access).body.permissions).toEqual(['']);
    const deactivated = base.staff.find((user) => user.state === 'deactivated');
    const unverified = base.staff.find((user) => user.state === 'email-not-verified');
    expect(signIn(deactivated!.email)).toMatchObject({
      status: 403,
      body: { errorId: 'ACCOUNT_DEACTIVATED' },
    });
    expect(signIn(unverified!.email)).toMatchObject({ status: 403, body: { errorId: 'EMAIL_NOT_VERIFIED' } });
  });

  it('records the last sign-in; a refresh keeps who it is (a salesperson never becomes an admin)', () => {
    const owner = freshOwner();
    const { call, signIn, profile } = client(layer, owner);
    const sales = signIn('sales@example.com').body;
    const refreshed = call('POST', '/authentication-api/refresh-token', { body: { refresh: sales.refresh } });
    expect(refreshed.status).toBe(200);
    const access = (refreshed.body as { access: string }).access;
    expect(claimsOf(access)?.sub).toBe(claimsOf(sales.access)?.sub);
    expect(profile(access).body.person.roles).toEqual(['Sales']);
    const user = layer.world(owner).staff.find((candidate) => candidate.id === claimsOf(access)?.sub);
    expect(user?.lastSignInAt).not.toBeNull();
  });

  it('lists the personas for the dev panel', () => {
    expect(personaList(base).map((entry) => entry.email)).toEqual(
      Object.keys(PERSONAS).map((local) => `${local}@${STAFF_DOMAIN}`),
    );
  });
});

describe('the server checks every secured call against the current roles', () => {
  const command = (evseUuid: string) => `/ui/v1/evses/${evseUuid}/commands`;
  const evseUuid = base.evses[0]!.detail.evse.evseUuid;

  it('403 PERMISSION_DENIED with the missing permission for sales; operations may', () => {
    const { call, signIn } = client(layer, freshOwner());
    const sales = signIn('sales@example.com').body.access;
    expect(call('POST', command(evseUuid), { bearer: sales, body: { command: 'SOFT_RESET' } })).toEqual({
      status: 403,
      body: {
        message: 'You do not have the permission this needs: evses:command',
        status: 403,
        errorId: 'PERMISSION_DENIED',
        missingPermission: 'evses:command',
      },
    });
    expect(call('GET', '/ui/v1/evses', { bearer: sales }).status).toBe(200);
    expect(call('GET', '/ui/v1/gateways', { bearer: sales })).toMatchObject({
      status: 403,
      body: { missingPermission: 'gateways:read' },
    });
    const ops = signIn('ops@example.com').body.access;
    expect(
      layer.authorize(matchOperation(spec, 'POST', command(evseUuid))!, { owner: 'x', bearer: ops }),
    ).toBeUndefined();
  });

  it('alternatives: either api-docs permission opens the docs; the profile call needs none (new@)', () => {
    const { call, signIn } = client(layer, freshOwner());
    expect(
      call('GET', '/ui/v1/docs/schemas', { bearer: signIn('sales@example.com').body.access }).status,
    ).toBe(200);
    const nobody = signIn('new@example.com').body.access;
    expect(call('GET', '/ui/v1/docs/schemas', { bearer: nobody })).toMatchObject({
      status: 403,
      body: { missingPermission: 'api-docs:internal' },
    });
    expect(call('GET', '/ui/v1/profile', { bearer: nobody }).status).toBe(200);
    expect(call('GET', '/ui/v1/problems/sites', { bearer: nobody }).status).toBe(403);
  });

  it('a role change or a deactivation takes effect on the next call, whatever the token says', () => {
    const owner = freshOwner();
    const { call, signIn } = client(layer, owner);
    const session = signIn('viewer@example.com').body;
    expect(call('GET', '/ui/v1/gateways', { bearer: session.access }).status).toBe(200);
    const user = layer
      .world(owner)
      .staff.find((candidate) => candidate.id === claimsOf(session.access)?.sub)!;
    user.roles = ['Sales'];
    expect(call('GET', '/ui/v1/gateways', { bearer: session.access }).status).toBe(403);
    user.state = 'deactivated';
    expect(call('GET', '/ui/v1/evses', { bearer: session.access })).toMatchObject({
      status: 401,
      body: { errorId: 'ACCOUNT_DEACTIVATED' },
    });
    expect(
      call('POST', '/authentication-api/refresh-token', { body: { refresh: session.refresh } }),
    ).toMatchObject({
      status: 401,
      body: { errorId: 'ACCOUNT_DEACTIVATED' },
    });
  });

  it("tokens the mock did not issue are refused; the contracts' caller is the Admin persona, changed by the states", () => {
    const admin = mockToken();
    const sales = client(layer, freshOwner(), 'caller-is-sales');
    expect(sales.call('POST', command(evseUuid), { bearer: admin, body: {} })).toMatchObject({
      status: 403,
      body: { missingPermission: 'evses:command' },
    });
    expect(client(layer, freshOwner()).call('GET', '/ui/v1/gateways', { bearer: admin }).status).toBe(200);
    expect(
      client(layer, freshOwner()).call('GET', '/ui/v1/gateways', { bearer: 'contract-access-token' }),
    ).toMatchObject({ status: 401, body: { errorId: 'TOKEN_INVALID' } });
    const gone = client(layer, freshOwner(), 'caller-deactivated');
    expect(
      gone.call('POST', '/authentication-api/refresh-token', { body: { refresh: 'not.a-token.at-all' } }),
    ).toMatchObject({ status: 401, body: { errorId: 'TOKEN_INVALID' } });
    expect(
      gone.call('POST', '/authentication-api/refresh-token', {
        body: { refresh: mockToken(undefined, 'refresh') },
      }),
    ).toMatchObject({ status: 401, body: { errorId: 'ACCOUNT_DEACTIVATED' } });
  });
});

describe('sign-up → outbox → verify → approve / reject', () => {
  const form = {
    name: 'Erika <b>Mustermann</b>',
    email: 'erika@newcomer.example',
    password: 'correct horse battery',
    requestedArea: 'Installer: Voltwerk',
  };

  it('creates a pending sign-up with its verification message; sign-in says it is pending until approved', () => {
    const owner = freshOwner();
    const { call, signIn, profile } = client(layer, owner);
    expect(call('POST', '/authentication-api/sign-up', { body: form }).status).toBe(200);
    expect(call('POST', '/authentication-api/sign-up', { body: form })).toMatchObject({ status: 409 });
    const world = layer.world(owner);
    const signUp = world.signUps.find((candidate) => candidate.email === form.email)!;
    expect(signUp).toMatchObject({
      status: 'pending',
      verified: false,
      requestedArea: 'Installer: Voltwerk',
      name: form.name,
    });
    const mail = world.outbox.filter((message) => message.to === form.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(mail[0]?.code);
    expect(signIn(form.email)).toMatchObject({ status: 403, body: { errorId: 'SIGN_UP_PENDING' } });
    expect(signIn(form.email).body.message).toMatch(/Verify your email address first/);

    expect(call('POST', '/authentication-api/verify-email', { body: { code: mail[0]?.code } }).status).toBe(
      200,
    );
    expect(signUp.verified).toBe(true);
    expect(signIn(form.email).body.message).toMatch(/waiting for approval/);

    const approved = approveSignUp(world, signUp.id, {
      role: 'Installer',
      companyUuid: world.companies[1]!.uuid,
    });
    expect(approved.ok).toBe(true);
    const session = signIn(form.email);
    expect(session.status).toBe(200);
    const me = profile(session.body.access).body;
    expect(me.person).toMatchObject({ name: form.name, roles: ['Installer'], company: world.companies[1] });
    expect(me.permissions).toEqual(expect.arrayContaining(['installations:read']));
    expect(approveSignUp(world, signUp.id, { role: 'Viewer' })).toMatchObject({
      ok: false,
      answer: { status: 409 },
    });
  });

  it('installer roles need a company; the verify link works too; reject refuses sign-in with its reason; resend mails a new code', () => {
    const owner = freshOwner();
    const { call, signIn } = client(layer, owner);
    call('POST', '/authentication-api/sign-up', { body: { ...form, email: 'otto@newcomer.example' } });
    const world = layer.world(owner);
    const signUp = world.signUps.find((candidate) => candidate.email === 'otto@newcomer.example')!;
    expect(approveSignUp(world, signUp.id, { role: 'Installer admin' })).toMatchObject({
      ok: false,
      answer: { status: 422, body: { errorId: 'COMPANY_REQUIRED' } },
    });
    const oldCode = signUp.verification.code;
    expect(resendVerification(world, signUp.id).ok).toBe(true);
    expect(world.outbox.filter((message) => message.to === signUp.email)).toHaveLength(2);
    expect(signUp.verification.code === oldCode && oldCode !== '').toBe(false);
    call('POST', '/authentication-api/verify-email', { body: { token: signUp.verification.token } });
    expect(signUp.verified).toBe(true);
    expect(rejectSignUp(world, signUp.id, '  Not on the staff list ').ok).toBe(true);
    expect(signIn(signUp.email)).toMatchObject({
      status: 403,
      body: { errorId: 'SIGN_UP_REJECTED', message: 'Your sign-up was not approved: Not on the staff list' },
    });
    expect(rejectSignUp(world, 'no-such-id', 'x')).toMatchObject({ ok: false, answer: { status: 404 } });
  });

  it('a code no sign-up waits for changes nothing', () => {
    const owner = freshOwner();
    const { call } = client(layer, owner);
    const before = structuredClone(layer.world(owner).signUps);
    expect(call('POST', '/authentication-api/verify-email', { body: { code: '000000' } }).status).toBe(200);
    expect(layer.world(owner).signUps).toEqual(before);
  });
});
