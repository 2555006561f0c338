// Issue 19 item 5 (in jsdom): screens render any answer the spec allows. Each run draws one answer per call of the
// screen from the generated arbitraries (tests/arbitraries/api-answers.gen.ts: empty and full lists, the longest and
// right-to-left texts, absent optional fields, edge dates) and shows it on the screen; the screen must neither throw
// nor fall into the error boundary, and must never show NaN, undefined or Invalid Date. Seeded: a failure names the
// seed and the shrunk answer, keyed by its operation, so the counter-example names the operation and the field.
//
// One mount per screen: the whole app is rendered once on the route (about a second in jsdom) and every run swaps the
// answers behind the fetch harness and resets the screen's queries, so the screen renders the new answer as it would
// after a refresh. A run that fails leaves the mount behind and the next run (fast-check's shrinking) mounts afresh,
// so every shrunk candidate is judged on a clean screen.
import { act, cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { answers, type AnsweredOperation } from '../../arbitraries/api-answers.gen.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

/** Runs per screen (a fixed count, not a time budget): each run is one answer per call of the screen. */
const RUNS = 40;
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

/** Answers per screen, printed at the end: the closing note reports them. */
const report: string[] = [];

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(() => {
  console.log(`[any-answer] answers shown per screen (one mount each):\n${report.join('\n')}`);
});

/**
 * Waits until the screen shows what it loaded: a page heading, and no loading indicator left. Plain DOM queries: the
 * role queries compute styles for every element, which cost more than the render itself on a 60-row table.
 */
async function settled(container: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      expect(container.querySelector('h1')).not.toBeNull();
      expect(container.querySelector('[role="progressbar"]')).toBeNull();
    },
    { timeout: 10_000 },
  );
}

describe('every screen renders every answer the spec allows', () => {
  it.each(SCREENS)(
    '$route',
    async ({ route, calls }) => {
      // Keyed by operation id: a counter-example reads `{ listSites: { subscriptions: [{ … }] } }`.
      const drawn = fc.record(
        Object.fromEntries(Object.values(calls).map((id) => [id, answers[id]()])) as Record<
          AnsweredOperation,
          fc.Arbitrary<unknown>
        >,
      );
      let bodies: Partial<Record<AnsweredOperation, unknown>> = {};
      const api = (_method: string, path: string) => {
        const id = calls[path];
        return json(id !== undefined && id in bodies ? bodies[id] : {});
      };
      let mounted: ReturnType<typeof renderApp> | undefined;
      let runs = 0;
      const started = performance.now();

      await fc.assert(
        fc.asyncProperty(drawn, async (answered) => {
          runs += 1;
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          let passed = false;
          try {
            bodies = answered;
            if (mounted === undefined) {
              localStorage.setItem('token', 'access');
              localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
              mounted = renderApp(route, api);
            } else {
              // Every active query of the screen asks again and gets this run's answers.
              const { queryClient, calls: sent } = mounted;
              const before = sent.length;
              await act(() => queryClient.resetQueries());
              // The screen asked again: what it shows next is this run's answer, not the last one.
              expect(sent.length).toBeGreaterThan(before);
            }
            await settled(mounted.view.container);
            const text = mounted.view.container.textContent ?? '';
            expect(text).not.toMatch(BAD_TEXT);
            expect(text).not.toContain('Something went wrong');
            expect(errors).toEqual([]);
            passed = true;
          } finally {
            window.removeEventListener('error', onError);
            if (!passed) {
              cleanup();
              localStorage.clear();
              mounted = undefined;
            }
          }
        }),
        { numRuns: RUNS, seed: 1924 },
      );
      const seconds = (performance.now() - started) / 1000;
      const perRun = Object.keys(calls).length;
      report.push(
        `  ${route}: ${runs} runs × ${perRun} answer${perRun > 1 ? 's' : ''} = ${runs * perRun} answers in ${seconds.toFixed(1)} s`,
      );
    },
    600_000,
  );
});
