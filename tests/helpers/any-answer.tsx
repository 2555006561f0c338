// The machinery of the property "no screen breaks on any answer the spec allows" (tests/unit/properties/): a screen is
// mounted once, and each run of the property swaps the answers of the operations it reads (drawn from the generated
// arbitraries, tests/arbitraries/api-answers.gen.ts) behind the fetch harness and makes the screen load again. A run
// fails when the screen throws, falls into an error boundary or shows NaN, undefined or Invalid Date. The real test
// and its control (a deliberately broken screen) both run `checkAnyAnswer`, so the control proves this very code.
import { act, cleanup, waitFor } from '@testing-library/react';
import { format } from 'node:util';
import fc from 'fast-check';
import { answers, type AnsweredOperation } from '../arbitraries/api-answers.gen.ts';
import { loadMockSpec, matchOperation } from '../../scripts/mock/select-example.ts';
import { json, renderApp, type FakeApi } from './app-harness.tsx';
import { exampleAnswer } from './example-api.ts';
import { refreshTokenExpiringIn } from './jwt.ts';
import { blameAbsentField } from './any-answer-blame.ts';
import { dropTestStyles } from './test-styles.ts';
import { timeLimit } from '../../scripts/test/time-limit.ts';

export const BAD_TEXT = /\bNaN\b|\bundefined\b|Invalid Date/;
const ERROR_BOUNDARY_TEXT = 'Something went wrong';

export type Answers = Partial<Record<AnsweredOperation, unknown>>;
/** The success answer of an operation, as its arbitrary draws it. */
export type Answer<K extends AnsweredOperation> =
  ReturnType<(typeof answers)[K]> extends fc.Arbitrary<infer T> ? T : never;

/** What a run needs of a mounted screen. */
export interface Mounted {
  queryClient: { resetQueries: () => Promise<void>; isFetching: () => number };
  /** Every call the screen sent, in order. */
  calls: readonly unknown[];
}

export interface AnswerScreen {
  /** The report's name for it: the route, or the control's name. */
  name: string;
  /** The route to open when the name says more than the route (what is opened on it); default the name. */
  route?: string;
  /** The operations whose answers are drawn; any other call gets the mock's named example. */
  reads: readonly AnsweredOperation[];
  /**
   * Makes a drawn answer agree with the request, as a backend's does (the site asked for is the site answered):
   * otherwise the screen would rightly refuse almost every answer and show none of it.
   */
  fit?: { [K in AnsweredOperation]?: (answer: Answer<K>) => Answer<K> };
  /** Mounts the screen against `api`; by default the whole app on the route `name`. */
  mount?: (api: FakeApi) => Mounted;
  /** Reaches what the screen shows on demand (a dialog), once it shows its first answer. */
  open?: () => Promise<void>;
}

/** Where a screen's time went, in seconds: what the report prints, to keep the runs cheap. */
export interface Phases {
  mount: number;
  reload: number;
  settle: number;
  check: number;
}

export interface AnyAnswerResult {
  runs: number;
  phases: Phases;
  /** Drawn answers the screen asked for and showed (an operation it did not call in a run is not counted). */
  answers: number;
  seconds: number;
  /** The fast-check report plus the field blamed, when the property failed. */
  failure?: string;
}

const spec = loadMockSpec();

/** Signed in for the whole-app mount: the sign-in guard reads the stored refresh token. */
const defaultMount = (route: string) => (api: FakeApi) => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  return renderApp(route, api);
};

/**
 * Waits until the screen shows what it loaded: a page heading, no call in flight and no busy indicator left; or
 * until it broke (`broken`), which the caller then reports at once instead of after the time-out. Plain DOM queries:
 * the role queries compute styles for every element, which cost more than the render itself on a 60-row table.
 */
async function settled(mounted: Mounted, broken: () => boolean, timeout = SETTLE_MS): Promise<void> {
  await waitFor(
    () => {
      if (broken()) return;
      if (document.body.querySelector('h1') === null) throw new Error('no heading yet');
      if (mounted.queryClient.isFetching() > 0) throw new Error('still asking');
      // Indeterminate only: a determinate bar (aria-valuenow) shows a value, e.g. a battery's state of charge.
      if (document.body.querySelector('[role="progressbar"]:not([aria-valuenow])') !== null)
        throw new Error('still loading');
    },
    { timeout, interval: 5 },
  );
}

/** A run's screen settles within this once it is mounted (its modules loaded). */
const SETTLE_MS = timeLimit(10_000);
/**
 * A fresh mount also loads the screen's lazy modules: on a fresh clone under the e2e step's load the first one took
 * longer than SETTLE_MS (the first run of "/" failed with "no heading yet", and shrinking a load failure ran until
 * the time limit). Only the first settle after a mount waits this long.
 */
const FIRST_SETTLE_MS = timeLimit(60_000);

/** One screen, one mount: `judge` shows it the given answers and throws if it breaks on them. */
function screenJudge(screen: AnswerScreen) {
  let bodies: Answers = {};
  /** The drawn answers the screen asked for in this run: the answers it was shown. */
  const served = new Set<AnsweredOperation>();
  const api: FakeApi = (method, _path, _body, pathWithQuery) => {
    const id = matchOperation(spec, method, pathWithQuery)?.operationId as AnsweredOperation | undefined;
    if (id === undefined || !screen.reads.includes(id)) return exampleAnswer(method, pathWithQuery, spec);
    served.add(id);
    return json(bodies[id] ?? {});
  };
  const mount = screen.mount ?? defaultMount(screen.route ?? screen.name);
  let mounted: Mounted | undefined;
  const phases: Phases = { mount: 0, reload: 0, settle: 0, check: 0 };
  let clock = performance.now();
  const lap = (phase: keyof Phases) => {
    const now = performance.now();
    phases[phase] += (now - clock) / 1000;
    clock = now;
  };

  const drop = () => {
    cleanup();
    dropTestStyles();
    localStorage.clear();
    mounted = undefined;
  };

  async function judge(answered: Answers): Promise<void> {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    const broken = () => errors.length > 0 || (document.body.textContent ?? '').includes(ERROR_BOUNDARY_TEXT);
    window.addEventListener('error', onError);
    // What React reports without throwing is a defect too: two rows under one key (one may be dropped or shown
    // twice), an update on an unmounted screen. An answer the spec allows gives no screen a reason to log an error.
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(format(...args));
    let passed = false;
    try {
      bodies = answered;
      served.clear();
      clock = performance.now();
      let timeout = SETTLE_MS;
      if (mounted === undefined) {
        mounted = mount(api);
        timeout = FIRST_SETTLE_MS;
        if (screen.open !== undefined) {
          await settled(mounted, broken, FIRST_SETTLE_MS);
          await screen.open();
        }
        lap('mount');
      } else {
        // Every active query of the screen asks again and gets this run's answers.
        const before = mounted.calls.length;
        await act(() => mounted!.queryClient.resetQueries());
        if (mounted.calls.length <= before) throw new Error('the screen did not ask again');
        lap('reload');
      }
      await settled(mounted, broken, timeout);
      lap('settle');
      const text = document.body.textContent ?? '';
      const bad = BAD_TEXT.exec(text);
      if (bad !== null)
        throw new Error(`shows "${bad[0]}" in: …${text.slice(Math.max(0, bad.index - 60), bad.index + 40)}…`);
      if (text.includes(ERROR_BOUNDARY_TEXT)) throw new Error('fell into the error boundary');
      if (errors.length > 0) throw errors[0];
      if (logged.length > 0) throw new Error(`logged an error: ${logged[0]!.slice(0, 300)}`);
      lap('check');
      passed = true;
    } finally {
      window.removeEventListener('error', onError);
      console.error = consoleError;
      // A failed run leaves the mount behind: the next one (fast-check's shrinking) is judged on a clean screen.
      if (!passed) drop();
    }
  }
  return { judge, drop, phases, served };
}

/**
 * How long the shrinking of a failure may take. A failure on a large answer shrinks step by step through the screen,
 * and that takes minutes (seed 1924 on /operations/pricing: 927 shrinks in 1,856 runs, 171-308 s), which looked like
 * a hang and ended in the test's time-out with nothing printed. Past this limit fast-check stops shrinking and
 * reports the smallest counter-example so far. It bounds the report only: whether the screen passes is decided
 * before, by the fixed count of runs, whatever the machine's load.
 */
const SHRINK_TIME_LIMIT_MS = Number(process.env.ANY_ANSWER_TIME_LIMIT_S ?? 180) * 1000;

/** Runs the property on one screen: `runs` runs, each one answer per operation it reads, from `seed`. */
export async function checkAnyAnswer(
  screen: AnswerScreen,
  { runs, seed }: { runs: number; seed: number },
): Promise<AnyAnswerResult> {
  // Keyed by operation id: a counter-example reads `{ listSites: { subscriptions: [{ … }] } }`.
  const drawn = fc.record(
    Object.fromEntries(
      screen.reads.map((id) => {
        const fit = screen.fit?.[id] as ((answer: unknown) => unknown) | undefined;
        const arbitrary = answers[id]() as fc.Arbitrary<unknown>;
        return [id, fit === undefined ? arbitrary : arbitrary.map(fit)];
      }),
    ) as Record<AnsweredOperation, fc.Arbitrary<unknown>>,
  );
  const { judge, drop, phases, served } = screenJudge(screen);
  let count = 0;
  let shown = 0;
  const started = performance.now();
  const property = fc.asyncProperty(drawn, async (answered) => {
    count += 1;
    await judge(answered);
    shown += served.size;
  });
  // The runs first, with no time limit (each run's wait for its screen has its own), stopping at the first failure;
  // then, from that failure (its path), the shrinking, within its time limit.
  let details = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
  if (details.failed && details.counterexamplePath !== null) {
    const shrunk = await fc.check(property, {
      seed,
      path: details.counterexamplePath,
      interruptAfterTimeLimit: SHRINK_TIME_LIMIT_MS,
    });
    if (shrunk.failed) details = shrunk;
  }
  let failure: string | undefined;
  if (details.failed) {
    const blamed = await blameAbsentField(details.counterexample?.[0] as Answers, judge);
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    failure = `${screen.name}: ${error}\n${fc.defaultReportMessage(details) ?? ''}\n${blamed}`;
  }
  drop();
  return {
    runs: count,
    phases,
    answers: shown,
    seconds: (performance.now() - started) / 1000,
    ...(failure !== undefined ? { failure } : {}),
  };
}

/** One line of the closing report: runs, answers shown, seconds, and where they went. */
export function reportLine(name: string, { runs, answers: shown, seconds, phases }: AnyAnswerResult): string {
  const where = Object.entries(phases)
    .map(([phase, spent]) => `${phase} ${spent.toFixed(1)}`)
    .join(', ');
  return `  ${name}: ${String(runs)} runs, ${String(shown)} answers, ${seconds.toFixed(1)} s (${where})`;
}
