import { describe, expect, it, vi } from 'vitest';
import { NO_RESPONSE_STATUS } from '../../../src/api/api-error.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { deferredApiClient } from '../../../src/api/deferred-client.ts';

const loaded = (answer: unknown) =>
  ({
    GET: vi.fn(async () => answer),
    POST: vi.fn(async () => answer),
    PUT: vi.fn(async () => answer),
    PATCH: vi.fn(async () => answer),
    DELETE: vi.fn(async () => answer),
  }) as unknown as ApiClient & Record<string, ReturnType<typeof vi.fn>>;

describe('deferredApiClient', () => {
  it('loads the client on the first call only, and forwards every method with its arguments', async () => {
    const client = loaded({ data: { ok: true } });
    const load = vi.fn(async () => client);
    const api = deferredApiClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(
      api.POST('/authentication-api/login', { body: { email: 'a', password: 'b' } }),
    ).resolves.toEqual({
      data: { ok: true },
    });
    await api.GET('/ui/v1/hems/providers' as never);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.POST).toHaveBeenCalledWith('/authentication-api/login', {
      body: { email: 'a', password: 'b' },
    });
    expect(client.GET).toHaveBeenCalledWith('/ui/v1/hems/providers', undefined);
  });

  it('answers a call whose client could not be loaded as a call without an answer, and loads again next time', async () => {
    const client = loaded({ data: {} });
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(client);
    const api = deferredApiClient(load);
    const failed = await api.POST('/authentication-api/login', { body: { email: 'a', password: 'b' } });
    expect(failed.data).toBeUndefined();
    expect(failed.error?.status).toBe(NO_RESPONSE_STATUS);
    expect(failed.error?.message).toMatch(/dynamically imported module/);
    await expect(
      api.POST('/authentication-api/login', { body: { email: 'a', password: 'b' } }),
    ).resolves.toEqual({
      data: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
