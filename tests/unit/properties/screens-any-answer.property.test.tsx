// In jsdom: every screen renders any answer the spec allows. Each run draws one answer per
// operation the screen reads (tests/arbitraries/api-answers.gen.ts: empty and full lists, the longest and
// right-to-left texts, absent optional fields, edge dates) and shows it; the screen must neither throw nor fall into
// the error boundary, and must never show NaN, undefined or Invalid Date. Seeded: a failure names the seed, the
// shrunk answer keyed by its operation, and the field it needs (tests/helpers/any-answer.tsx, any-answer-blame.ts).
//
// Budget: RUNS runs per screen, a fixed count: 24 in `npm test` (the 50 screens of SCREENS; 42 runs took ~56 s, the longest unit file,
// when the whole step had to fit 10 minutes beside e2e), 200 in `npm run test:extended`, which CI runs after it (the
// report prints each screen's runs, answers and seconds). Runs
// are cheap because a screen is mounted once, a settled screen is seen within 5 ms, and each test's styles are taken
// out after it (tests/helpers/test-styles.ts); until then 12 runs (854 answers) took 26-33 s. Besides what the
// screen shows, a run fails on what React reports without throwing (two rows under one key). Long mode, for a deeper
// search now and then: ANY_ANSWER_RUNS=200 npx vitest run tests/unit/properties/screens-any-answer.property.test.tsx
// ANY_ANSWER_SEED=<n> draws other answers. ANY_ANSWER_TIME_LIMIT_S (180) bounds the shrinking of a failure: one on a
// large answer then reports within it instead of shrinking for minutes (tests/helpers/any-answer.tsx).
import type * as React from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkAnyAnswer, reportLine } from '../../helpers/any-answer.tsx';
import { LONG_MODE_SCREENS, SCREENS } from './answer-screens.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The page around the document: drawing a document takes the renderer seconds in jsdom, and it has tests of its own
// (tests/unit/api-docs/redoc-renderer.test.tsx, tests/e2e/api-docs.spec.ts).
vi.mock('../../../src/features/api-docs/components/openapi-renderer.tsx', () => ({
  OpenApiRenderer: () => <div>rendered</div>,
}));
// StrictMode renders every component twice in development, to find impure renders (the app's own tests keep it);
// here it would double the cost of every run without showing a screen any other answer.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, StrictMode: react.Fragment };
});
// The chart draws on a canvas jsdom does not have: its legend (the text it shows) stands in.
vi.mock('../../../src/components/time-series-chart.tsx', () => ({
  TimeSeriesChart: ({ title, series }: { title: string; series: readonly { label: string }[] }) => (
    <figure role="img" aria-label={title}>
      <figcaption>{series.map((s) => s.label).join(' ')}</figcaption>
    </figure>
  ),
}));

const RUNS = Number(process.env.ANY_ANSWER_RUNS ?? 24);
const SEED = Number(process.env.ANY_ANSWER_SEED ?? 1924);
/** The long mode also shows the screens too costly for `npm test` (answer-screens.ts). */
const LONG_MODE = RUNS >= 200;

const report: string[] = [];
const totals = { runs: 0, answers: 0 };
afterAll(() => {
  console.log(
    `[any-answer] seed ${String(SEED)}, ${String(report.length)} screens, ${String(totals.runs)} runs, ` +
      `${String(totals.answers)} answers shown:\n${report.join('\n')}`,
  );
});

describe('every screen renders every answer the spec allows', () => {
  for (const screen of LONG_MODE ? [...SCREENS, ...LONG_MODE_SCREENS] : SCREENS) {
    it(
      screen.name,
      async () => {
        const result = await checkAnyAnswer(screen, { runs: RUNS, seed: SEED });
        report.push(reportLine(screen.name, result));
        totals.runs += result.runs;
        totals.answers += result.answers;
        expect(result.failure).toBeUndefined();
      },
      timeLimit(600_000),
    );
  }
});
