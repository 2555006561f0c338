// Access through the real proxy and Prism: sign-up lands in the dev outbox, the personas endpoint lists who to sign
// in as, a persona's token is refused a call its roles do not grant (403 before Prism), and Prism's own 401 for a
// call without a token is untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { MOCK_OUTBOX_PATH, MOCK_OWNER_HEADER, MOCK_PERSONAS_PATH } from '../../../../scripts/mock/proxy.ts';
import { startMockServer, type MockServer } from '../../../../scripts/mock/server.ts';
import { httpCall } from '../../scripts/http-get.ts';
import { timeLimit } from '../../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../../helpers/shared-prism.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ prism: sharedPrism(), now: REFERENCE_DATE });
}, timeLimit(90_000));
afterAll(async () => {
  await mock?.stop();
});

const owner = { [MOCK_OWNER_HEADER]: 'proxy-access' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  httpCall(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...owner, ...headers },
    body: JSON.stringify(body),
  });

describe('access through the proxy', () => {
  it('sign-up puts the verification message in the outbox; sign-in is refused while pending', async () => {
    const email = 'outbox-test@newcomer.example';
    const signUp = await post('/authentication-api/sign-up', {
      name: 'Outbox Test',
      email,
      password: 'long enough password',
      requestedArea: 'Sales',
    });
    expect(signUp.status).toBe(200);
    const outbox = await httpCall(`${mock.url}${MOCK_OUTBOX_PATH}?to=${encodeURIComponent(email)}`, {
      headers: owner,
    });
    const { messages } = JSON.parse(outbox.body) as {
      messages: { to: string; code: string; link: string }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    const refused = await post('/authentication-api/login', { email, password: 'long enough password' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ errorId: 'SIGN_UP_PENDING' });
    // Another owner's outbox does not hold it.
    const other = await httpCall(`${mock.url}${MOCK_OUTBOX_PATH}?owner=someone-else&to=${email}`);
    expect(JSON.parse(other.body)).toEqual({ messages: [] });
  });

  it('lists the personas and refuses a salesperson a charger command with 403 PERMISSION_DENIED', async () => {
    const personas = JSON.parse((await httpCall(`${mock.url}${MOCK_PERSONAS_PATH}`)).body) as {
      personas: { persona: string; roles: string[] }[];
    };
    expect(personas.personas.find((entry) => entry.persona === 'sales')?.roles).toEqual(['Sales']);
    const login = await post('/authentication-api/login', { email: 'sales@example.com', password: 'x' });
    const { access } = JSON.parse(login.body) as { access: string };
    const command = await post(
      '/ui/v1/evses/00000000-0000-4000-8000-000000000000/commands',
      { command: 'SOFT_RESET' },
      { authorization: `Bearer ${access}` },
    );
    expect(command.status).toBe(403);
    expect(JSON.parse(command.body)).toMatchObject({
      errorId: 'PERMISSION_DENIED',
      missingPermission: 'evses:command',
    });
    const anonymous = await httpCall(`${mock.url}/ui/v1/evses`);
    expect(anonymous.status).toBe(401);
  });
});
