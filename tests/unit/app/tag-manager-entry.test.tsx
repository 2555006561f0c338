import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_ERROR_TITLE } from '../../../src/app/startup-error-page.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The real entry (src/main.tsx) with /config.json answered by a stub: one build, whatever each deployment's
// document says.
const DOCUMENT = {
  environment: 'staging',
  apiBasePath: '/',
  companySiteUrl: 'https://www.example-energy.com',
  tagManager: null,
};

let requested: { url: string; init: RequestInit | undefined }[] = [];

async function startApp(answer: () => Response) {
  requested = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push({ url, init });
    return url.endsWith('/config.json') ? answer() : new Response('{}', { status: 404 });
  });
  vi.stubEnv('DEV', false);
  vi.resetModules();
  await import('../../../src/main.tsx');
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const script of document.querySelectorAll('script')) script.remove();
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('the entry reads /config.json before it renders, and the tag manager it names', () => {
  it('tagManager null: the app starts and there is no <script>', async () => {
    await startApp(() => Response.json(DOCUMENT));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: timeLimit(15_000) });
    expect(requested[0]).toEqual({
      url: '/config.json',
      init: expect.objectContaining({ cache: 'no-store' }),
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('with a tag manager: exactly one script, from the configured template', async () => {
    await startApp(() =>
      Response.json({
        ...DOCUMENT,
        tagManager: { id: 'GTM-ENTRY', urlTemplate: 'https://www.googletagmanager.com/gtm.js?id={id}' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: timeLimit(15_000) });
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ENTRY');
  });

  it('a missing document: the start-up error page with the status, no app, no script', async () => {
    await startApp(() => new Response('Not found', { status: 404, statusText: 'Not Found' }));
    await screen.findByRole('heading', { level: 1, name: STARTUP_ERROR_TITLE });
    expect(screen.getByRole('main')).toHaveTextContent('/config.json answered HTTP 404 Not Found.');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(requested).toHaveLength(1);
  });
});
