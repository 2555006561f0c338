import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../../../src/api/api-error.ts';
import { unwrap, type ApiClient, type ApiResult } from '../../../src/api/client.ts';
import type { components } from '../../../src/api/schema.gen.ts';

type Schemas = components['schemas'];

// Compile-time checks (tsc runs them in test:static; vitest only needs the functions to exist).
function typeChecks(api: ApiClient) {
  expectTypeOf(api.GET('/ui/v1/sites/fleets')).resolves.toEqualTypeOf<ApiResult<Schemas['FleetsResponse']>>();
  expectTypeOf(
    unwrap(api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: 'k' } } })),
  ).resolves.toEqualTypeOf<Schemas['SiteDetail']>();
  expectTypeOf(
    unwrap(api.POST('/authentication-api/login', { body: { email: 'e', password: 'p' } })),
  ).resolves.toEqualTypeOf<Schemas['TokenPair']>();

  // @ts-expect-error the path parameter is required
  void api.GET('/ui/v1/site/{siteKey}');
  // @ts-expect-error the body is required
  void api.POST('/authentication-api/login');
  // @ts-expect-error no such path
  void api.GET('/ui/v1/nope');
  // @ts-expect-error GET only
  void api.POST('/ui/v1/sites/fleets');

  void api.GET('/ui/v1/sites/fleets').then(({ data, error }) => {
    if (error) expectTypeOf(error).toEqualTypeOf<ApiError>();
    else expectTypeOf(data).toEqualTypeOf<Schemas['FleetsResponse']>();
  });
}

describe('ApiClient types', () => {
  it('is typed from the generated paths', () => {
    expectTypeOf(typeChecks).toBeFunction();
  });
});
