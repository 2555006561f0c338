// Import `test` and `expect` from here, not from @playwright/test: every test then fails on an unexpected
// console error and on any Content-Security-Policy violation, and gets the mock control and screenshot helpers.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { MOCK_NOW_HEADER, type PinnedInstantName } from '../../scripts/mock/instants.ts';
import { MOCK_CONTROL_PATH, MOCK_OWNER_HEADER, type OnceRule } from '../../scripts/mock/proxy.ts';
import { pinBrowserClock } from '../helpers/e2e-app.ts';
import {
  CSP_VIOLATION_MARKER,
  isCspMessage,
  recordCspViolations,
  toCspViolation,
  type CspViolation,
} from '../helpers/csp-detector.ts';

export { expect };

export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

export interface ConsoleProblem {
  kind: 'console' | 'pageerror';
  text: string;
  /** The resource or script URL the browser names, when it names one. */
  url: string;
}

/** Context for deciding whether a console error is expected. */
export interface ConsoleContext {
  /** True once the page has called the token refresh endpoint. */
  refreshed: boolean;
}

export type ConsoleAllowance = (problem: ConsoleProblem, context: ConsoleContext) => boolean;

const statusOf = (text: string) => /status of (\d{3})/.exec(text)?.[1];

/** The browser logs a failed favicon fetch; the production build ships none. */
export const allowFaviconNotFound: ConsoleAllowance = (problem) =>
  problem.kind === 'console' && statusOf(problem.text) === '404' && /\/favicon\.ico(\?|$)/.test(problem.url);

/** The browser logs the 401 that starts a refresh flow; allowed only when the page then refreshed the token. */
export const allowRefreshFlow401: ConsoleAllowance = (problem, context) =>
  problem.kind === 'console' && statusOf(problem.text) === '401' && context.refreshed;

export const KNOWN_CONSOLE_ERRORS: readonly ConsoleAllowance[] = [allowFaviconNotFound, allowRefreshFlow401];

/** One-shot answers of the mock proxy (see scripts/mock/proxy.ts), e.g. `mock.once({ scenario: 'code=401' })`. */
export interface MockControl {
  once(rule: OnceRule): Promise<void>;
  clear(): Promise<void>;
}

function mockControl(request: APIRequestContext, baseURL: string | undefined, owner: string): MockControl {
  const url = new URL(MOCK_CONTROL_PATH, baseURL);
  return {
    async once(rule) {
      const answer = await request.post(url.href, { data: { ...rule, owner } });
      if (!answer.ok()) throw new Error(`mock.once failed: ${answer.status()} ${await answer.text()}`);
    },
    async clear() {
      url.searchParams.set('owner', owner);
      // Idempotent, so asked again once when the connection was reset: a test that made the mock stop answering
      // (the live stream's) can leave a kept-alive socket the server has closed (read ECONNRESET in CI, 26 Nov).
      await request.delete(url.href).catch(() => request.delete(url.href));
    },
  };
}

/** The owner of a test's one-shot answers: unique per test and per attempt. */
const mockOwner = (testInfo: TestInfo) => `${testInfo.testId}-${testInfo.retry}`;

/** Saves a full-page screenshot to tests/e2e/screenshots/<name>.png (gitignored) and returns its path. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** What the console guard collected in this test; `unexpected()` is what will fail it at the end. */
export interface ConsoleGuard {
  problems: ConsoleProblem[];
  context: ConsoleContext;
  unexpected(): ConsoleProblem[];
  /** Forget what was collected so far (for tests that provoke errors on purpose and assert on them). */
  clear(): void;
}

export function findUnexpected(
  problems: readonly ConsoleProblem[],
  context: ConsoleContext,
  allowances: readonly ConsoleAllowance[],
): ConsoleProblem[] {
  return problems.filter((problem) => !allowances.some((allow) => allow(problem, context)));
}

/** What the CSP guard collected in this test (every page of the test's context); any one fails the test. */
export interface CspGuard {
  violations: CspViolation[];
  /** Forget what was collected so far (only for the control test that provokes a violation and asserts on it). */
  clear(): void;
}

interface Fixtures {
  /**
   * The instant "now" is pinned to, for the browser and the mock alike (scripts/mock/instants.ts): `reference` by
   * default, `test.use({ instant: 'staff-hour' })` for the daytime world (tests/e2e/staff-hour.spec.ts).
   */
  instant: PinnedInstantName;
  /** Auto fixture: the browser's clock starts at `instant` (see pinBrowserClock), before any page loads. */
  browserClock: void;
  /** Extra allowances for one test or file: `test.use({ allowConsoleErrors: [(p) => …] })`. */
  allowConsoleErrors: ConsoleAllowance[];
  /**
   * Auto fixture: the page reports every `securitypolicyviolation`, and the browser's own CSP and Trusted Types
   * messages are caught too. Not subject to `allowConsoleErrors`: no test can allow a violation.
   */
  cspGuard: CspGuard;
  /** Auto fixture: collects console errors and uncaught page errors, fails the test on unexpected ones. */
  consoleGuard: ConsoleGuard;
  mock: MockControl;
}

export const test = base.extend<Fixtures>({
  instant: ['reference', { option: true }],

  // One instant, two clocks: the browser's is installed here, the mock's is the `x-mock-now` header below (each
  // test's own copy of the dataset is made at that instant). Without it the mock reads 1 Nov while the browser reads
  // the machine's date, and every "today", "ago" and "since" the client computes is weeks off.
  browserClock: [
    async ({ context, instant }, provide) => {
      await pinBrowserClock(context, instant);
      await provide();
    },
    { auto: true },
  ],

  allowConsoleErrors: [[], { option: true }],

  cspGuard: [
    async ({ context }, provide) => {
      const violations: CspViolation[] = [];
      await context.addInitScript(recordCspViolations, CSP_VIOLATION_MARKER);
      context.on('console', (message) => {
        const violation = toCspViolation(message.type(), message.text(), message.location().url);
        if (violation) violations.push(violation);
      });
      context.on('weberror', (error) => {
        const text = error.error().message;
        if (isCspMessage(text)) violations.push({ source: 'exception', text, url: '' });
      });
      await provide({ violations, clear: () => void (violations.length = 0) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  consoleGuard: [
    async ({ page, allowConsoleErrors }, provide) => {
      const problems: ConsoleProblem[] = [];
      const context: ConsoleContext = { refreshed: false };
      const allowances = [...KNOWN_CONSOLE_ERRORS, ...allowConsoleErrors];
      page.on('console', (message) => {
        // CSP violations are the CSP guard's, which no allowance can silence.
        if (message.type() === 'error' && !isCspMessage(message.text())) {
          problems.push({ kind: 'console', text: message.text(), url: message.location().url });
        }
      });
      page.on('pageerror', (error) => {
        if (isCspMessage(error.message)) return;
        problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: '' });
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/authentication-api/refresh-token'))
          context.refreshed = true;
      });
      await provide({
        problems,
        context,
        unexpected: () => findUnexpected(problems, context, allowances),
        clear: () => {
          problems.length = 0;
          context.refreshed = false;
        },
      });
      expect(findUnexpected(problems, context, allowances), 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],

  // Every request of the test (its pages and its `request` context) names the test, so the one-shot answers it
  // queues reach only its own requests while other workers share the proxy (scripts/mock/proxy.ts), and names the
  // instant the test's world is pinned to, so the mock's now is the browser's.
  extraHTTPHeaders: async ({ instant }, provide, testInfo) => {
    await provide({ [MOCK_OWNER_HEADER]: mockOwner(testInfo), [MOCK_NOW_HEADER]: instant });
  },

  mock: async ({ request, baseURL }, provide, testInfo) => {
    const control = mockControl(request, baseURL, mockOwner(testInfo));
    await provide(control);
    // A queued answer a test did not consume must not leak into the next test.
    await control.clear();
  },
});
