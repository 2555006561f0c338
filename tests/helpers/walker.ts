// The daily walk's walker (tests/e2e/daily-paths.extended.ts): a person's task done through clicks and typing only,
// counted and timed. A task is one small declarative `steps` function over a `Walk`; the runner does it `runs` times,
// each in a fresh browser context with a world of its own (its own mock owner, so a write of run 1 is not seen by
// run 2), and returns the counts and the median time from the first action to the asserted outcome.
import {
  expect,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { MOCK_NOW_HEADER, type PinnedInstantName } from '../../scripts/mock/instants.ts';
import { MOCK_OWNER_HEADER } from '../../scripts/mock/proxy.ts';
import { findUnexpected, KNOWN_CONSOLE_ERRORS, type ConsoleProblem } from '../e2e/fixtures.ts';
import { CSP_VIOLATION_MARKER, isCspMessage, recordCspViolations } from './csp-detector.ts';
import { pinBrowserClock, trackRequests, waitForRouteSettled } from './e2e-app.ts';

export const WALK_PASSWORD = 'any password works with the mock';

/** What a person did: every click (a native select's open and pick are two), every field typed into, every key. */
export interface WalkCounts {
  clicks: number;
  typedFields: number;
  keys: number;
}

/** A step the task needs does not exist today: the walk ends there, honestly, instead of passing. */
export class PathMissing extends Error {
  constructor(
    readonly reason: string,
    readonly counts: WalkCounts,
  ) {
    super(`not possible today: ${reason}`);
  }
}

export interface Walk extends WalkCounts {
  click(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
  press(target: Locator, key: string): Promise<void>;
  /** A native `<select>`: open it and pick the option (two clicks). */
  choose(target: Locator, value: string): Promise<void>;
  /** Clicks `target` and returns the download it starts. */
  download(target: Locator): Promise<Download>;
  /**
   * The step the task needs next. When the task is declared impossible today (`possible: false`), the step must
   * be missing — the walk then ends with `PathMissing` — and a step that exists fails the test: switch the task on.
   * When the task is possible, the step must be there (the next action uses it).
   */
  gate(target: Locator, reason: string): Promise<void>;
  /** The asserted outcome: the clock stops once `check` passes. */
  outcome(check: () => Promise<void>): Promise<void>;
}

interface WalkState extends WalkCounts {
  startedAt: number | undefined;
  endedAt: number | undefined;
}

function walkOn(state: WalkState, possible: boolean): Walk {
  const act = async <T>(kind: keyof WalkCounts, by: number, action: () => Promise<T>): Promise<T> => {
    state.startedAt ??= performance.now();
    const result = await action();
    state[kind] += by;
    return result;
  };
  const counts = (): WalkCounts => ({
    clicks: state.clicks,
    typedFields: state.typedFields,
    keys: state.keys,
  });
  return {
    get clicks() {
      return state.clicks;
    },
    get typedFields() {
      return state.typedFields;
    },
    get keys() {
      return state.keys;
    },
    click: (target) => act('clicks', 1, () => target.click()),
    fill: (target, text) => act('typedFields', 1, () => target.fill(text)),
    press: (target, key) => act('keys', 1, () => target.press(key)),
    choose: (target, value) => act('clicks', 2, async () => void (await target.selectOption(value))),
    download: (target) =>
      act('clicks', 1, async () => {
        const started = target.page().waitForEvent('download');
        await target.click();
        return started;
      }),
    async gate(target, reason) {
      if (possible) {
        await expect(target, `the step the task needs: ${reason}`).toBeVisible();
        return;
      }
      // The page has settled on what it shows today (no request open, no loader) before an absence is trusted: a
      // client-side navigation never reaches a new 'networkidle', and a part that renders after its data would not be
      // there yet.
      await waitForRouteSettled(target.page());
      await expect(
        target,
        `declared impossible today (${reason}) but the step exists: set possible: true on the task`,
      ).toHaveCount(0);
      throw new PathMissing(reason, counts());
    },
    async outcome(check) {
      await check();
      state.endedAt = performance.now();
    },
  };
}

export interface TaskPages {
  /** The person doing the task, at the task's start. */
  page: Page;
  /** Other people of the task (an approver at their desk), each signed in at home in a world shared with `page`. */
  others: Readonly<Record<string, Page>>;
}

export interface WalkTask {
  /** Short, stable name: the key of the before/after table. */
  task: string;
  /** The sign-in address of the person doing it. */
  persona: string;
  /** `home`: signed in, on the home page; `sign-in`: on the sign-in page, not signed in. */
  start: 'home' | 'sign-in';
  /** Other people signed in at home before the clock starts (sign-in address by name). */
  others?: Readonly<Record<string, string>>;
  /** False while a step the task needs does not exist; its `gate` then proves it missing. Default true. */
  possible?: boolean;
  steps(walk: Walk, pages: TaskPages): Promise<void>;
}

export interface WalkRecord extends WalkCounts {
  task: string;
  persona: string;
  possible: boolean;
  /** Why not, when not possible. */
  reason?: string;
  medianMs: number | null;
  runsMs: number[];
  runs: number;
}

export interface WalkOptions {
  browser: Browser;
  baseURL: string;
  instant: PinnedInstantName;
  /** Unique per test and attempt: each run's world is `<owner>-run<n>`. */
  owner: string;
  runs?: number;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(WALK_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * Console errors, uncaught errors and CSP violations of a page (the fixtures' guards watch only the test's own
 * page; the walk's pages are its own contexts'). A violation is never allowed.
 */
function guardConsole(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || isCspMessage(message.text()))
      problems.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.message, url: '' }));
  return problems;
}

async function openContext(options: WalkOptions, world: string): Promise<BrowserContext> {
  const context = await options.browser.newContext({
    baseURL: options.baseURL,
    extraHTTPHeaders: { [MOCK_OWNER_HEADER]: world, [MOCK_NOW_HEADER]: options.instant },
  });
  await pinBrowserClock(context, options.instant);
  await context.addInitScript(recordCspViolations, CSP_VIOLATION_MARKER);
  return context;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One run: fresh contexts, the start reached (untimed), the steps walked and timed, no unexpected console error. */
async function runOnce(
  task: WalkTask,
  options: WalkOptions,
  run: number,
): Promise<{ ms: number; counts: WalkCounts }> {
  const world = `${options.owner}-run${String(run)}`;
  const contexts: BrowserContext[] = [];
  const problems: ConsoleProblem[][] = [];
  const newPage = async () => {
    const context = await openContext(options, world);
    contexts.push(context);
    const page = await context.newPage();
    trackRequests(page);
    problems.push(guardConsole(page));
    return page;
  };
  try {
    const others: Record<string, Page> = {};
    for (const [name, email] of Object.entries(task.others ?? {})) {
      others[name] = await newPage();
      await signIn(others[name], email);
    }
    const page = await newPage();
    if (task.start === 'home') await signIn(page, task.persona);
    else {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    const state: WalkState = { clicks: 0, typedFields: 0, keys: 0, startedAt: undefined, endedAt: undefined };
    await task.steps(walkOn(state, task.possible ?? true), { page, others });
    if (state.startedAt === undefined || state.endedAt === undefined)
      throw new Error(`task ${task.task}: no action, or no asserted outcome (walk.outcome)`);
    const seen = problems.flat();
    expect(
      seen.filter((problem) => isCspMessage(problem.text)),
      'Content-Security-Policy violations',
    ).toEqual([]);
    const unexpected = findUnexpected(seen, { refreshed: false }, KNOWN_CONSOLE_ERRORS);
    expect(unexpected, `unexpected console errors in run ${String(run)}`).toEqual([]);
    return {
      ms: state.endedAt - state.startedAt,
      counts: { clicks: state.clicks, typedFields: state.typedFields, keys: state.keys },
    };
  } finally {
    for (const context of contexts) await context.close();
  }
}

/**
 * Walks the task `runs` times (default 3). The counts must be the same in every run (a path is a path); the time is
 * the median. A task declared impossible ends at its gate on the first run: its record says so.
 */
export async function walkTask(task: WalkTask, options: WalkOptions): Promise<WalkRecord> {
  const runs = options.runs ?? 3;
  const runsMs: number[] = [];
  let counts: WalkCounts | undefined;
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await runOnce(task, options, run);
      if (counts !== undefined) expect(result.counts, `run ${String(run)} took another path`).toEqual(counts);
      counts = result.counts;
      runsMs.push(result.ms);
    } catch (error) {
      if (!(error instanceof PathMissing)) throw error;
      return {
        task: task.task,
        persona: task.persona,
        possible: false,
        reason: error.reason,
        ...error.counts,
        medianMs: null,
        runsMs: [],
        runs: 0,
      };
    }
  }
  return {
    task: task.task,
    persona: task.persona,
    possible: true,
    ...counts!,
    medianMs: Math.round(median(runsMs)),
    runsMs: runsMs.map(Math.round),
    runs,
  };
}

/** The figures as a plain-text table, one row per task. */
export function walkTable(records: readonly WalkRecord[]): string {
  const header = ['task', 'persona', 'clicks', 'fields', 'keys', 'median ms', 'runs ms'];
  const rows = records.map((record) =>
    record.possible
      ? [
          record.task,
          record.persona,
          String(record.clicks),
          String(record.typedFields),
          String(record.keys),
          String(record.medianMs),
          record.runsMs.join(' / '),
        ]
      : [
          record.task,
          record.persona,
          `(${String(record.clicks)})`,
          `(${String(record.typedFields)})`,
          `(${String(record.keys)})`,
          'not possible',
          record.reason ?? '',
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
