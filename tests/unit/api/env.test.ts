import { describe, expect, it } from 'vitest';
import { DEFAULT_ENV, env, readEnv } from '../../../src/config/env.ts';

describe('readEnv', () => {
  it('defaults: same-origin API, no tag manager id, placeholder company site', () => {
    expect(readEnv({})).toEqual(DEFAULT_ENV);
    expect(DEFAULT_ENV.VITE_API_BASE_URL).toBe('');
    expect(DEFAULT_ENV.VITE_TAG_MANAGER_ID).toBe('');
    expect(DEFAULT_ENV.VITE_TAG_MANAGER_URL_TEMPLATE).toContain('{id}');
  });

  it('reads, trims and strips trailing slashes from URLs', () => {
    expect(
      readEnv({
        VITE_API_BASE_URL: ' https://api.example.test/base// ',
        VITE_TAG_MANAGER_ID: ' GTM-ABC ',
        VITE_TAG_MANAGER_URL_TEMPLATE: 'https://tags.example.test/t.js?id={id}',
        VITE_COMPANY_SITE_URL: 'https://company.example.test/',
      }),
    ).toEqual({
      VITE_API_BASE_URL: 'https://api.example.test/base',
      VITE_TAG_MANAGER_ID: 'GTM-ABC',
      VITE_TAG_MANAGER_URL_TEMPLATE: 'https://tags.example.test/t.js?id={id}',
      VITE_COMPANY_SITE_URL: 'https://company.example.test',
    });
  });

  it('falls back to defaults for blank, non-string or unusable values', () => {
    expect(
      readEnv({
        VITE_API_BASE_URL: '   ',
        VITE_TAG_MANAGER_ID: 42,
        VITE_TAG_MANAGER_URL_TEMPLATE: 'https://no-placeholder.test/t.js',
        VITE_COMPANY_SITE_URL: null,
      }),
    ).toEqual(DEFAULT_ENV);
  });

  it('never throws, whatever the source', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    for (const source of [undefined, null, 0, 'x', [], hostile]) {
      expect(readEnv(source)).toEqual(DEFAULT_ENV);
    }
  });

  it('is read from import.meta.env at load', () => {
    expect(env).toEqual(readEnv(import.meta.env));
  });
});
