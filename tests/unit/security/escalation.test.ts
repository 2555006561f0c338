// The attack of an Operations lead making themselves Admin, black-box against the running mock stack (Prism behind
// our proxy, started as the other proxy tests start it), with nothing but HTTP calls a browser could send. They sign
// up a second account, verify it from the outbox, approve it as Admin: 403 ROLE_NOT_GRANTABLE naming a permission
// they lack. They grant Admin to their first account: 403 PERMISSION_DENIED. Approved as their own role, the second
// account can grant no more than the first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../scripts/generate/fixtures.ts';
import { MOCK_OUTBOX_PATH, MOCK_OWNER_HEADER } from '../../../scripts/mock/proxy.ts';
import { startMockServer, type MockServer } from '../../../scripts/mock/server.ts';
import { httpCall } from '../scripts/http-get.ts';
import { sharedPrism } from '../../helpers/shared-prism.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ prism: sharedPrism(), now: REFERENCE_DATE });
}, 90_000);
afterAll(async () => {
  await mock?.stop();
});

const owner = { [MOCK_OWNER_HEADER]: 'escalation-black-box' };

async function send(method: string, path: string, body?: unknown, token?: string) {
  const answer = await httpCall(`${mock.url}${path}`, {
    method,
    headers: {
      ...owner,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: JSON.parse(answer.body || '{}') as Record<string, unknown> };
}

const signIn = async (email: string) =>
  (await send('POST', '/authentication-api/login', { email, password: 'any password' })).body
    .access as string;

describe('an Operations lead cannot make themselves Admin (black box)', () => {
  it('approve their own second sign-up as Admin → 403; grant Admin to their first account → 403', async () => {
    const lead = await signIn('opslead@operator-portal.example');
    const me = (await send('GET', '/ui/v1/profile', undefined, lead)).body.person as {
      id: string;
      roles: string[];
    };
    expect(me.roles).toEqual(['Operations lead']);

    const second = 'second.account@elsewhere.example';
    const signedUp = await send('POST', '/authentication-api/sign-up', {
      name: 'Second Account',
      email: second,
      password: 'a long enough password 1',
    });
    expect(signedUp.status).toBe(200);
    const outbox = await httpCall(`${mock.url}${MOCK_OUTBOX_PATH}?to=${encodeURIComponent(second)}`, {
      headers: owner,
    });
    const [message] = (JSON.parse(outbox.body) as { messages: { code: string }[] }).messages;
    expect((await send('POST', '/authentication-api/verify-email', { code: message!.code })).status).toBe(
      200,
    );
    const pending = (await send('GET', '/ui/v1/sign-ups', undefined, lead)).body.signUps as {
      id: string;
      email: string;
    }[];
    const signUp = pending.find((row) => row.email === second)!;

    const asAdmin = await send('POST', `/ui/v1/sign-ups/${signUp.id}/approval`, { role: 'Admin' }, lead);
    expect(asAdmin).toMatchObject({
      status: 403,
      body: { errorId: 'ROLE_NOT_GRANTABLE', missingPermission: 'installations:admin' },
    });
    const grant = await send('PUT', `/ui/v1/staff-users/${me.id}/roles/Admin`, undefined, lead);
    expect(grant).toMatchObject({
      status: 403,
      body: { errorId: 'PERMISSION_DENIED', missingPermission: 'users:write' },
    });

    // Every role above their own is refused the same way.
    for (const role of ['Sales', 'Installer admin']) {
      const refused = await send('POST', `/ui/v1/sign-ups/${signUp.id}/approval`, { role }, lead);
      expect([refused.status, refused.body.errorId]).toEqual([403, 'ROLE_NOT_GRANTABLE']);
    }
    // Nothing changed: the sign-up still waits, the first account is still an Operations lead.
    const still = (await send('GET', '/ui/v1/sign-ups', undefined, lead)).body.signUps as { email: string }[];
    expect(still.map((row) => row.email)).toContain(second);
    expect(
      ((await send('GET', '/ui/v1/profile', undefined, lead)).body.person as { roles: string[] }).roles,
    ).toEqual(['Operations lead']);

    // Approved as their own role (allowed: they hold all of it), the second account can do no more than the first.
    const asLead = await send(
      'POST',
      `/ui/v1/sign-ups/${signUp.id}/approval`,
      { role: 'Operations lead' },
      lead,
    );
    expect(asLead.status).toBe(200);
    const other = await signIn(second);
    const fromSecond = await send('PUT', `/ui/v1/staff-users/${me.id}/roles/Admin`, undefined, other);
    expect([fromSecond.status, fromSecond.body.errorId]).toEqual([403, 'PERMISSION_DENIED']);
  }, 30_000);
});
