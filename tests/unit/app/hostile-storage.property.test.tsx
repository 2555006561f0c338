import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRouteTable } from '../../../src/app/router.tsx';
import { isLoginValid } from '../../../src/domain/session.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn, testJwt } from '../../helpers/jwt.ts';

const hostileTarget = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    '/hems',
    '/',
  ),
  fc.webUrl(),
);
const navItemsish = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .array(fc.record({ displayText: fc.string(), targetUrl: hostileTarget }), { maxLength: 6 })
    .map((items) => JSON.stringify(items)),
);
const permissionsish = fc.oneof(
  fc.string(),
  fc.json(),
  fc.array(fc.string()).map((list) => JSON.stringify(list)),
);
const tokenish = fc.oneof(
  fc.string(),
  fc.integer({ min: -5, max: 5 }).map((seconds) => refreshTokenExpiringIn(seconds * 600)),
  fc.jsonValue().map((payload) => testJwt(payload)),
);

const storageValues = fc.record({
  token: fc.string(),
  'refresh-token': tokenish,
  permissions: permissionsish,
  navItems: navItemsish,
  'subscription-token': fc.string(),
});

const paths = fc.constantFrom(...appRouteTable.map((route) => route.samplePath), '/no/such/page', '/site/x');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hostile stored data (issue 4 item 5 property)', () => {
  it('renders the login page or a screen header for arbitrary strings in every key — never the error boundary', async () => {
    const consoleError = vi.spyOn(console, 'error');
    await fc.assert(
      fc.asyncProperty(storageValues, paths, async (values, path) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        try {
          renderApp(path);
          const heading = await screen.findByRole('heading', { level: 1 });
          await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
          expect(heading.textContent).not.toBe('Something went wrong');
          const route = appRouteTable.find((r) => r.samplePath === path);
          const signedIn = isLoginValid(values['refresh-token'], Date.now());
          if (route?.access === 'public') expect(heading).toHaveTextContent(route.title);
          else if (!signedIn) expect(heading).toHaveTextContent('Sign in');
          else expect(heading).not.toHaveTextContent(/^Sign in$/);
          expect(screen.queryByText('This page could not be shown')).toBeNull();
          expect(consoleError).not.toHaveBeenCalled();
        } finally {
          cleanup();
          localStorage.clear();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
