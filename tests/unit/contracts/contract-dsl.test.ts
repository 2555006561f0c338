import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  contract,
  EXPIRED_ACCESS_TOKEN,
  exampleOf,
  extractOrNull,
  fromState,
} from '../../../contracts/support/contract.ts';
import { siteRow } from '../../../contracts/support/examples.ts';
import { apiError, arrayOf, dateTime, oneOf, orNull, text } from '../../../contracts/support/matchers.ts';
import { listPactFiles, readPact } from '../../../scripts/contracts/pact-files.ts';

describe('orNull', () => {
  it('becomes an OR rule (matcher or null) at the JSON path, with [*] inside array matchers', () => {
    const template = {
      page: 1,
      rows: arrayOf({
        activationDate: orNull(dateTime('2026-10-28T13:11:54Z')),
        'odd-key': orNull(text('x')),
      }),
    };
    const { body, rules } = extractOrNull(template);
    expect(rules).toEqual({
      '$.rows[*].activationDate': {
        combine: 'OR',
        matchers: [
          { match: 'regex', regex: expect.stringContaining('\\d{4}') as unknown },
          { match: 'null' },
        ],
      },
      "$.rows[*]['odd-key']": { combine: 'OR', matchers: [{ match: 'type' }, { match: 'null' }] },
    });
    expect(JSON.stringify(body)).not.toContain('x-portal-or-null');
    expect(exampleOf(template)).toEqual({
      page: 1,
      rows: [{ activationDate: '2026-10-28T13:11:54Z', 'odd-key': 'x' }],
    });
  });

  it('is in the committed pact for every site row (null activation dates are real data)', () => {
    const [file] = listPactFiles();
    const interactions = readPact(file ?? '').interactions;
    const rulesOf = (description: string) =>
      (
        interactions.find((i) => i.description === description)?.response as {
          matchingRules?: { body?: object };
        }
      )?.matchingRules?.body ?? {};
    expect(rulesOf('listSites: page 1')).toHaveProperty(
      ['$.subscriptions[*].activationDate', 'combine'],
      'OR',
    );
    expect(rulesOf('getSite: the site exists')).toHaveProperty(['$.site.activationDate', 'combine'], 'OR');
  });
});

describe('oneOf', () => {
  it('builds an anchored alternative of the enum values and rejects an example outside it', () => {
    expect(oneOf(['A.B', 'C'], 'C')).toMatchObject({ regex: '^(A\\.B|C)$', value: 'C' });
    expect(() => oneOf(['A', 'B'], 'Z' as 'A')).toThrow(/does not match/);
  });
});

describe('contract', () => {
  it('renders path parameters, provider-state injection, query arrays and the bearer header', () => {
    const built = contract({
      description: 'listSites: x',
      state: 'the HEMS provider has sites',
      path: '/ui/v1/sites/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId: fromState('hemsId', 'sonnen') },
      query: { page: 2, current_status: ['ACTIVE', 'INACTIVE'] },
      auth: 'signed-in',
      status: 200,
      response: { subscriptions: arrayOf(siteRow), page: 2, countPages: 3, countTotal: 124 },
    });
    expect(built.examplePath).toBe('/ui/v1/sites/hems/sonnen');
    expect(built.path).toMatchObject({
      'pact:generator:type': 'ProviderState',
      expression: '/ui/v1/sites/hems/${hemsId}',
      value: '/ui/v1/sites/hems/sonnen',
    });
    expect(built.query).toEqual({ page: '2', current_status: ['ACTIVE', 'INACTIVE'] });
    expect(built.headers.Authorization).toMatchObject({
      regex: '^Bearer \\S+$',
      value: `Bearer ${ACCESS_TOKEN}`,
    });
    expect(Object.keys(built.nullable)).toEqual(['$.subscriptions[*].activationDate']);
  });

  it('sends the fixed expired token literally, no auth for security: [] calls, JSON content type for bodies', () => {
    const expired = contract({
      description: 'getProfile: expired',
      state: 'the access token has expired',
      path: '/ui/v1/profile',
      method: 'get',
      auth: 'expired',
      status: 401,
      response: apiError(401, 'Unauthorized'),
    });
    expect(expired.headers).toEqual({ Authorization: `Bearer ${EXPIRED_ACCESS_TOKEN}` });
    const login = contract({
      description: 'login: x',
      state: 'a staff account exists',
      path: '/authentication-api/login',
      method: 'post',
      auth: 'none',
      body: { email: 'a@example.com', password: 'p' },
      status: 200,
      response: { access: 'a', refresh: 'b' },
    });
    expect(login.headers.Authorization).toBeUndefined();
    expect(login.headers['Content-Type']).toMatchObject({ regex: '^application/json(;.*)?$' });
  });
});
