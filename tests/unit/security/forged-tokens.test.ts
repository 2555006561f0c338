// Black-box: the real mock stack (Prism behind the proxy, as `npm start`, the e2e tests and the contract verifier use
// it) tried with forged, expired, wrong-type and garbage tokens. Each must be a 401 with an errorId; only a token the
// mock issued, of an active person, reads data. The table of attempt → answer is printed for the record.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../scripts/generate/fixtures.ts';
import { MOCK_JWT_KEY } from '../../../scripts/generate/jwt.ts';
import { MAX_MOVED_WORLDS } from '../../../scripts/mock/data/data-layer.ts';
import { MOCK_OWNER_HEADER, MOCK_RESET_PATH } from '../../../scripts/mock/proxy.ts';
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

const owner = { [MOCK_OWNER_HEADER]: 'forged-tokens' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, key: string) => createHmac('sha256', key).update(input).digest('base64url');
/** A JWT with any header and payload, signed with `key` (or with the signature given). */
function jwt(header: unknown, payload: unknown, key: string | { signature: string } = MOCK_JWT_KEY): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${typeof key === 'string' ? hmac(input, key) : key.signature}`;
}
const HS256 = { alg: 'HS256', typ: 'JWT' };
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const post = (path: string, body: unknown) =>
  httpCall(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...owner },
    body: JSON.stringify(body),
  });
const read = (token: string) =>
  httpCall(`${mock.url}/ui/v1/hems-providers`, { headers: { authorization: `Bearer ${token}`, ...owner } });
const refresh = (token: string) => post('/authentication-api/refresh-token', { refresh: token });
const signIn = async (email: string) =>
  JSON.parse((await post('/authentication-api/login', { email, password: 'any' })).body) as {
    access: string;
    refresh: string;
  };

interface Attempt {
  what: string;
  call: () => Promise<{ status: number; body: string }>;
  status: number;
  errorId?: string;
}

describe('forged tokens against the real mock stack', () => {
  it('answers 401 to every forgery and 200 only to a token it issued', async () => {
    const admin = await signIn('admin@operator-portal.example');
    const claims = payloadOf(admin.access);
    const now = Math.floor(Date.now() / 1000);
    // The generated world has a deactivated person (the access screens show them).
    const deactivated = mock.proxy.data.base.staff.find((user) => user.state === 'deactivated');
    expect(deactivated, 'the generated world has a deactivated person').toBeDefined();
    const [header, , signature] = admin.access.split('.') as [string, string, string];
    const attempts: Attempt[] = [
      {
        what: 'edited payload (sub of another person, old signature)',
        call: () => read(`${header}.${b64({ ...claims, sub: deactivated!.id })}.${signature}`),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'alg none, no signature',
        call: () => read(jwt({ alg: 'none', typ: 'JWT' }, claims, { signature: '' })),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'alg none, the real signature kept',
        call: () => read(`${b64({ alg: 'none', typ: 'JWT' })}.${admin.access.split('.')[1]}.${signature}`),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'alg HS512 signed with the right key',
        call: () => read(jwt({ alg: 'HS512', typ: 'JWT' }, claims)),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'wrong key',
        call: () => read(jwt(HS256, claims, 'not-the-mock-key')),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'expired exp (signed with the right key)',
        call: () => read(jwt(HS256, { ...claims, iat: now - 7200, exp: now - 60 })),
        status: 401,
        errorId: 'TOKEN_EXPIRED',
      },
      { what: 'the string x', call: () => read('x'), status: 401, errorId: 'TOKEN_INVALID' },
      {
        what: 'a refresh token as access token',
        call: () => read(admin.refresh),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'an unknown subject (signed with the right key)',
        call: () => read(jwt(HS256, { ...claims, sub: 'nobody-at-all' })),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'a deactivated person (sub edited, signed with the right key)',
        call: () => read(jwt(HS256, { ...claims, sub: deactivated!.id })),
        status: 401,
        errorId: 'ACCOUNT_DEACTIVATED',
      },
      {
        what: 'a deactivated person editing sub, old signature',
        call: () => read(`${header}.${b64({ ...claims, sub: deactivated!.id })}.${signature}`),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'refresh: an access token',
        call: () => refresh(admin.access),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'refresh: garbage',
        call: () => refresh('garbage'),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      {
        what: 'refresh: expired refresh token',
        call: () => refresh(jwt(HS256, { ...claims, typ: 'refresh', exp: now - 1 })),
        status: 401,
        errorId: 'TOKEN_EXPIRED',
      },
      {
        what: 'refresh: a deactivated person (sub edited, signed with the right key)',
        call: () => refresh(jwt(HS256, { ...claims, typ: 'refresh', sub: deactivated!.id })),
        status: 401,
        errorId: 'ACCOUNT_DEACTIVATED',
      },
      {
        what: 'the scenario header does not skip the check',
        call: () =>
          httpCall(`${mock.url}/ui/v1/hems-providers`, {
            headers: { authorization: 'Bearer x', 'x-mock-scenario': 'example=default', ...owner },
          }),
        status: 401,
        errorId: 'TOKEN_INVALID',
      },
      { what: 'a valid access token', call: () => read(admin.access), status: 200 },
      { what: 'refresh: a valid refresh token', call: () => refresh(admin.refresh), status: 200 },
    ];
    const table: { attempt: string; status: number; errorId: string }[] = [];
    for (const attempt of attempts) {
      const answer = await attempt.call();
      const body = JSON.parse(answer.body || '{}') as { errorId?: string };
      table.push({ attempt: attempt.what, status: answer.status, errorId: body.errorId ?? '' });
    }
    console.log(table.map((row) => `${row.attempt} → ${row.status} ${row.errorId}`).join('\n'));
    expect(table).toEqual(
      attempts.map((attempt) => ({
        attempt: attempt.what,
        status: attempt.status,
        errorId: attempt.errorId ?? '',
      })),
    );
  }, 60_000);

  it('issues tokens with the staff id as subject, a type and a real expiry (access 30 min, refresh 12 h)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const pair = await signIn('ops@operator-portal.example');
    const access = payloadOf(pair.access);
    const refreshed = payloadOf(pair.refresh);
    expect(access).toMatchObject({ typ: 'access', sub: refreshed.sub });
    expect(refreshed).toMatchObject({ typ: 'refresh' });
    expect(access.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(access.exp) - before).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(Number(access.exp) - before).toBeLessThanOrEqual(30 * 60 + 5);
    expect(Number(refreshed.exp) - before).toBeGreaterThanOrEqual(12 * 3600 - 5);
    expect(Number(refreshed.exp) - before).toBeLessThanOrEqual(12 * 3600 + 5);
  });
});

describe('the dev doors of the mock stack', () => {
  it("answers /__mock/* only from the app's own origin (or with a valid token)", async () => {
    const reset = (headers: Record<string, string>) =>
      httpCall(`${mock.url}${MOCK_RESET_PATH}?owner=dev-doors`, { method: 'POST', headers });
    const foreign = await reset({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ errorId: 'MOCK_FOREIGN_ORIGIN' });
    expect((await reset({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const own = new URL(mock.url).origin;
    expect((await reset({ origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A tool on this machine (no browser metadata) and a page with a valid token still get in.
    expect((await reset({})).status).toBe(200);
    const { access } = JSON.parse(
      (await post('/authentication-api/login', { email: 'admin@operator-portal.example', password: 'x' }))
        .body,
    ) as { access: string };
    expect((await reset({ origin: 'http://localhost:3000', authorization: `Bearer ${access}` })).status).toBe(
      200,
    );
  });

  it('grants no CORS to another origin, on data and on Prism answers alike', async () => {
    const { access } = JSON.parse(
      (await post('/authentication-api/login', { email: 'admin@operator-portal.example', password: 'x' }))
        .body,
    ) as { access: string };
    for (const path of ['/ui/v1/hems-providers', '/ui/v1/docs/schemas']) {
      const answer = await httpCall(`${mock.url}${path}`, {
        headers: { authorization: `Bearer ${access}`, origin: 'http://evil.example', ...owner },
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('keeps a bounded number of moved worlds, and reset frees them', async () => {
    const { access } = JSON.parse(
      (await post('/authentication-api/login', { email: 'admin@operator-portal.example', password: 'x' }))
        .body,
    ) as { access: string };
    for (let day = 1; day <= MAX_MOVED_WORLDS + 2; day += 1) {
      const answer = await httpCall(`${mock.url}/ui/v1/hems-providers`, {
        headers: {
          authorization: `Bearer ${access}`,
          'x-mock-now': `2026-11-${String(day + 1).padStart(2, '0')}T10:00:00Z`,
          ...owner,
        },
      });
      expect(answer.status).toBe(200);
    }
    expect(mock.proxy.data.movedWorldCount()).toBe(MAX_MOVED_WORLDS);
    expect((await httpCall(`${mock.url}${MOCK_RESET_PATH}`, { method: 'POST' })).status).toBe(200);
    expect(mock.proxy.data.movedWorldCount()).toBe(0);
  }, 60_000);
});

describe('the audit actor', () => {
  it("is the verified person's e-mail and staff id from the dataset, whatever the token's email claim says", async () => {
    const ops = await signIn('OPS@Some-Other-Domain.example');
    const person = mock.proxy.data.base.staff.find((user) => user.email === 'ops@operator-portal.example');
    expect(payloadOf(ops.access).sub).toBe(person?.id);
    const evse = mock.proxy.data.base.evses[0]?.detail.evse;
    const headers = { authorization: `Bearer ${ops.access}`, 'content-type': 'application/json', ...owner };
    const changed = await httpCall(`${mock.url}/ui/v1/evses/${evse?.evseUuid ?? ''}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ displayName: 'Audited name' }),
    });
    expect(changed.status).toBe(200);
    const log = await httpCall(`${mock.url}/ui/v1/activity`, {
      headers: {
        authorization: `Bearer ${(await signIn('admin@operator-portal.example')).access}`,
        ...owner,
      },
    });
    const { entries } = JSON.parse(log.body) as { entries: { actor: string; actorId?: string }[] };
    expect(entries[0]).toMatchObject({ actor: 'ops@operator-portal.example', actorId: person?.id });
  });
});
