import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRouteTable } from '../../../src/app/route-table.tsx';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { isLoginValid } from '../../../src/domain/auth/session.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn, testJwt } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

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

// Public pages, home (it reads permissions), screens of the shell, Not Found and a broken link. The stored data
// reaches every guarded route through the same shell; the e2e suite visits every route with hostile storage too.
const paths = fc.constantFrom(
  ...appRouteTable.filter((route) => route.access === 'public').map((route) => route.samplePath),
  '/',
  '/operations/user-roles',
  `/sales/your-evses/${SAMPLE_PARAMS.evseUuid ?? ''}/evse-overview/charging-schedules`,
  '/no/such/page',
  '/site/x',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hostile stored data (property)', () => {
  it(
    'renders the login page or a screen header for arbitrary strings in every key — never the error boundary',
    async () => {
      const consoleError = vi.spyOn(console, 'error');
      await fc.assert(
        fc.asyncProperty(storageValues, paths, async (values, path) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
          try {
            renderApp(path);
            const heading = await screen.findByRole('heading', { level: 1 }, { timeout: timeLimit(5_000) });
            await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
            expect(heading.textContent).not.toBe('Something went wrong');
            const route = appRouteTable.find((r) => r.samplePath === path);
            // (a guarded path not in the table — Not Found, a broken link — behaves like any guarded route)
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
        { numRuns: 30 },
      );
    },
    timeLimit(120_000),
  );
});
