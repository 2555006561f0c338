// Issue 19 item 5 (in jsdom): screens render any answer the spec allows. Each run draws one answer per call of the
// screen from the generated arbitraries (tests/arbitraries/api-answers.gen.ts: empty and full lists, the longest and
// right-to-left texts, absent optional fields, edge dates) and renders the whole app on that route; the screen must
// neither throw nor fall into the error boundary, and must never show NaN, undefined or Invalid Date. Seeded: a
// failure names the seed and the shrunk answer (its operation and fields).
import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { answers, type AnsweredOperation } from '../../arbitraries/api-answers.gen.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

/** Runs per screen: each is a full render of the app (about half a second in jsdom), so the budget is fixed. */
const RUNS = 4;
const BAD_TEXT = /\bNaN\b|\bundefined\b|Invalid Date/;

interface Screen {
  route: string;
  /** The operations whose answers the screen reads, by path. */
  calls: Record<string, AnsweredOperation>;
}

const SCREENS: Screen[] = [
  { route: '/hems', calls: { '/ui/v1/hems-providers': 'listHemsProviders' } },
  {
    route: '/hems/active/sonnen',
    calls: {
      '/ui/v1/sites/hems/sonnen': 'listSites',
      '/ui/v1/sites/fleets': 'listFleets',
      '/ui/v1/hems-providers': 'listHemsProviders',
    },
  },
  { route: '/fleet', calls: { '/ui/v1/sites/fleets': 'listFleets' } },
  {
    route: '/hems/prepared/sonnen',
    calls: { '/ui/v1/installation/prepared/hems/sonnen': 'listPreparedInstallations' },
  },
  {
    route: '/',
    calls: {
      '/ui/v1/problems/sites': 'listSiteProblems',
      '/ui/v1/problems/installations': 'listInstallationProblems',
    },
  },
  {
    route: '/site/8936d6cf-20fb-41f2-84c1-071bac3645ef',
    calls: { '/ui/v1/site/8936d6cf-20fb-41f2-84c1-071bac3645ef': 'getSite' },
  },
];

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('every screen renders every answer the spec allows', () => {
  it.each(SCREENS)(
    '$route',
    async ({ route, calls }) => {
      const drawn = fc.record(
        Object.fromEntries(Object.entries(calls).map(([path, id]) => [path, answers[id]()])) as Record<
          string,
          fc.Arbitrary<unknown>
        >,
      );
      await fc.assert(
        fc.asyncProperty(drawn, async (bodies) => {
          localStorage.setItem('token', 'access');
          localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          try {
            const { view } = renderApp(route, (_method, path) =>
              path in bodies ? json(bodies[path]) : json({}),
            );
            await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
            await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0), {
              timeout: 5000,
            });
            const text = view.container.textContent ?? '';
            expect(text).not.toMatch(BAD_TEXT);
            expect(screen.queryByText('Something went wrong')).toBeNull();
            expect(errors).toEqual([]);
          } finally {
            window.removeEventListener('error', onError);
            cleanup();
            localStorage.clear();
          }
        }),
        { numRuns: RUNS, seed: 1924, endOnFailure: true },
      );
    },
    120_000,
  );
});
