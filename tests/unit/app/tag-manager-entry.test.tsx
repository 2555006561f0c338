import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real entry (src/main.tsx) with the build-time configuration stubbed: what a build with or without
// VITE_TAG_MANAGER_ID puts into the page.
async function startApp(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.stubEnv('DEV', false);
  vi.resetModules();
  await import('../../../src/main.tsx');
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 15_000 });
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const script of document.querySelectorAll('script')) script.remove();
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('the entry injects the tag manager on load (issue 5 item 2)', () => {
  it('no VITE_TAG_MANAGER_ID: the app starts and there is no <script>', async () => {
    await startApp({ VITE_TAG_MANAGER_ID: '' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('with VITE_TAG_MANAGER_ID: exactly one script, from the configured template', async () => {
    await startApp({
      VITE_TAG_MANAGER_ID: 'GTM-ENTRY',
      VITE_TAG_MANAGER_URL_TEMPLATE: 'https://tags.example/gtm.js?id={id}',
    });
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://tags.example/gtm.js?id=GTM-ENTRY');
  });
});
