import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, loadRuntimeConfig, type ConfigFetch } from '../../../src/config/load-runtime-config.ts';

const VALID = {
  environment: 'staging',
  apiBasePath: '/portal-api',
  companySiteUrl: 'https://www.example-energy.com',
  tagManager: null,
};

function answering(response: () => Response | Promise<Response>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetchConfig: ConfigFetch = async (path, init) => {
    calls.push({ path, init });
    return response();
  };
  return { calls, fetchConfig };
}

describe('loadRuntimeConfig', () => {
  it('fetches /config.json past every cache and returns the checked configuration', async () => {
    const { calls, fetchConfig } = answering(() => Response.json(VALID));
    expect(await loadRuntimeConfig(fetchConfig)).toEqual({
      ok: true,
      config: { ...VALID, tagManager: undefined },
    });
    expect(calls).toEqual([{ path: CONFIG_PATH, init: expect.objectContaining({ cache: 'no-store' }) }]);
  });

  it('names the HTTP status of a refused answer', async () => {
    const { fetchConfig } = answering(
      () => new Response('Not found', { status: 404, statusText: 'Not Found' }),
    );
    expect(await loadRuntimeConfig(fetchConfig)).toEqual({
      ok: false,
      failure: { summary: '/config.json answered HTTP 404 Not Found.', problems: [] },
    });
  });

  it('says when no answer came', async () => {
    const { fetchConfig } = answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const loaded = await loadRuntimeConfig(fetchConfig);
    expect(loaded.ok ? '' : loaded.failure.summary).toBe(
      '/config.json could not be fetched (Failed to fetch).',
    );
  });

  it('tells an HTML page (a server’s SPA fallback) from other text that is not JSON', async () => {
    const html = await loadRuntimeConfig(answering(() => new Response('<!doctype html><html>')).fetchConfig);
    expect(html.ok ? '' : html.failure.summary).toBe(
      "/config.json is an HTML page, not JSON (the server's index.html fallback?).",
    );
    const text = await loadRuntimeConfig(answering(() => new Response('{"environment": ')).fetchConfig);
    expect(text.ok ? '' : text.failure.summary).toBe('/config.json is not valid JSON.');
  });

  it('lists each invalid value', async () => {
    const { fetchConfig } = answering(() =>
      Response.json({ ...VALID, apiBasePath: 'https://api.example', environment: 1 }),
    );
    const loaded = await loadRuntimeConfig(fetchConfig);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.failure.summary).toBe('/config.json has 2 invalid values:');
    expect(loaded.failure.problems.map((problem) => problem.field)).toEqual(['environment', 'apiBasePath']);
  });
});
