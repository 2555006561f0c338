// The contract DSL is typed from the generated `paths`: each `@ts-expect-error` below is a spec mismatch that must
// fail `tsc` (npm run typecheck). Should the DSL ever accept one of them, tsc reports the unused directive.
import { describe, expect, it } from 'vitest';
import { contract } from '../../../contracts/support/contract.ts';
import { hemsProvider, SITE_STATUSES } from '../../../contracts/support/examples.ts';
import { apiError, arrayOf, int, oneOf, text } from '../../../contracts/support/matchers.ts';

const base = { description: 'probe', state: 'HEMS providers exist', auth: 'signed-in' } as const;

describe('contract types', () => {
  it('accepts a contract that matches the spec', () => {
    const built = contract({
      ...base,
      path: '/ui/v1/hems-providers',
      method: 'get',
      status: 200,
      response: { providers: arrayOf(hemsProvider) },
    });
    expect(built.method).toBe('GET');
  });

  it('rejects status codes, fields, enum values, parameters and states the spec does not have', () => {
    const probes = [
      () =>
        contract({
          ...base,
          path: '/ui/v1/hems-providers',
          method: 'get',
          // @ts-expect-error 404 is not a declared status of listHemsProviders
          status: 404,
          response: apiError(404, 'x'),
        }),
      () =>
        contract({
          ...base,
          path: '/ui/v1/hems-providers',
          method: 'get',
          status: 200,
          // @ts-expect-error preparedCount is required by the spec
          response: { providers: arrayOf({ id: text('a'), name: text('b'), siteCount: int(1) }) },
        }),
      () =>
        contract({
          ...base,
          path: '/ui/v1/hems-providers',
          method: 'get',
          status: 200,
          response: {
            // @ts-expect-error siteCount is an integer, not a string
            providers: arrayOf({
              id: text('a'),
              name: text('b'),
              siteCount: text('1'),
              preparedCount: int(1),
            }),
          },
        }),
      // @ts-expect-error not a SiteStatus
      () => oneOf(SITE_STATUSES, 'DELETED'),
      () =>
        contract({
          ...base,
          path: '/ui/v1/sites/hems/{hemsId}',
          method: 'get',
          pathParams: { hemsId: 'sonnen' },
          // @ts-expect-error page is a number and ARCHIVED no ActivationFilter
          query: { page: 'two', activation_status: ['ARCHIVED'] },
          status: 200,
          response: { subscriptions: [], page: 1, countPages: 1, countTotal: 0 },
        }),
      () =>
        // @ts-expect-error the path parameter siteKey is missing
        contract({
          ...base,
          path: '/ui/v1/site/{siteKey}',
          method: 'get',
          status: 404,
          response: apiError(404, 'x'),
        }),
      () =>
        contract({
          ...base,
          // @ts-expect-error not a provider state of contracts/provider-states.ts
          state: 'the moon is full',
          path: '/ui/v1/sites/fleets',
          method: 'get',
          status: 200,
          response: { fleets: [] },
        }),
      () =>
        contract({
          ...base,
          path: '/authentication-api/login',
          method: 'post',
          auth: 'none',
          // @ts-expect-error the login body needs a password
          body: { email: 'a@example.com' },
          status: 200,
          response: { access: 'a', refresh: 'b' },
        }),
      () =>
        contract({
          ...base,
          path: '/ui/v1/sites/fleets',
          // @ts-expect-error listFleets has no POST
          method: 'post',
          status: 200,
          response: { fleets: [] },
        }),
    ];
    // At runtime the DSL builds whatever it is given; the guarantees above are compile-time ones.
    expect(probes).toHaveLength(9);
  });
});
