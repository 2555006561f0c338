// The attack of an Operations lead making themselves Admin, step by step against the mock's handlers with its access
// check in front (handler level: the data layer the proxy runs behind Prism; starting Prism here would add ~20 s to
// npm test for the same answers). They sign up a second account, verify it, and approve it as Admin: 403
// ROLE_NOT_GRANTABLE naming a permission they lack. They grant Admin to their first account: 403 (they may not
// assign roles at all). Approved as their own role instead, the second account can do no more than the first.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../scripts/mock/select-example.ts';

const spec = loadMockSpec();
const layer = createDataLayer({ spec, base: createDataset() });

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function call(owner: string, method: string, url: string, bearer?: string, body?: unknown): Answer {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
  const refused = layer.authorize(match, input);
  if (refused) return refused as Answer;
  return layer.answer(match, {
    ...input,
    url,
    body: body === undefined ? '' : JSON.stringify(body),
  }) as Answer;
}

const signIn = (owner: string, email: string) =>
  call(owner, 'POST', '/authentication-api/login', undefined, { email, password: 'any password' }).body
    .access as string;

describe('an Operations lead cannot make themselves Admin', () => {
  it('approving their own second sign-up as Admin, then granting Admin to their first account: 403 each', () => {
    const owner = 'escalation';
    const world = layer.world(owner);
    const lead = signIn(owner, 'opslead@operator-portal.example');
    const first = world.staff.find((user) => user.email === 'opslead@operator-portal.example')!;
    expect(first.roles).toEqual(['Operations lead']);

    const second = 'second.account@elsewhere.example';
    expect(
      call(owner, 'POST', '/authentication-api/sign-up', undefined, {
        name: 'Second Account',
        email: second,
        password: 'a long enough password 1',
      }).status,
    ).toBe(200);
    const signUp = world.signUps.find((candidate) => candidate.email === second)!;
    call(owner, 'POST', '/authentication-api/verify-email', undefined, { code: signUp.verification.code });
    expect(signUp.verified).toBe(true);

    const asAdmin = call(owner, 'POST', `/ui/v1/sign-ups/${signUp.id}/approval`, lead, { role: 'Admin' });
    expect(asAdmin).toMatchObject({
      status: 403,
      body: { errorId: 'ROLE_NOT_GRANTABLE', missingPermission: 'installations:admin' },
    });
    expect(signUp.status).toBe('pending');

    const grant = call(owner, 'PUT', `/ui/v1/staff-users/${first.id}/roles/Admin`, lead);
    expect(grant).toMatchObject({
      status: 403,
      body: { errorId: 'PERMISSION_DENIED', missingPermission: 'users:write' },
    });
    expect(first.roles).toEqual(['Operations lead']);

    // Every role above their own is refused the same way; their own role is allowed, and gives no more.
    for (const role of ['Sales', 'Installer admin']) {
      const refused = call(owner, 'POST', `/ui/v1/sign-ups/${signUp.id}/approval`, lead, {
        role,
        ...(role === 'Installer admin' ? { companyUuid: world.companies[0]!.uuid } : {}),
      });
      expect([refused.status, refused.body.errorId]).toEqual([403, 'ROLE_NOT_GRANTABLE']);
    }
    const asLead = call(owner, 'POST', `/ui/v1/sign-ups/${signUp.id}/approval`, lead, {
      role: 'Operations lead',
    });
    expect(asLead.status).toBe(200);
    const other = signIn(owner, second);
    const fromSecond = call(owner, 'PUT', `/ui/v1/staff-users/${first.id}/roles/Admin`, other);
    expect(fromSecond.status).toBe(403);
    expect(
      world.staff.filter((user) => user.roles.includes('Admin')).map((user) => user.email),
    ).not.toContain(second);
    expect(first.roles).toEqual(['Operations lead']);
  });
});
