// Makes sure Debian's Chromium is there for the e2e tests (Playwright's own download cannot work here).
// As root: apt-get update, then apt-get install -y chromium. Otherwise: print the exact command, exit non-zero.
// Then the same for Debian's headless shell of that Chromium (package chromium-headless-shell), which the e2e tests
// drive when it is there (playwright.config.ts E2E_BROWSER_PATH): without it they drive /usr/bin/chromium, slower,
// so a missing shell is named but stops nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isMain } from './mock/is-main.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_COMMANDS: readonly (readonly string[])[] = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];
export const MANUAL_COMMAND =
  'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

/**
 * Debian's headless shell of the same Chromium build (the browser Playwright itself runs for `headless: true`): the
 * same Blink and V8 without the desktop browser's compositor and display path, a third less CPU per e2e test.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const HEADLESS_SHELL_INSTALL: readonly (readonly string[])[] = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium-headless-shell'],
];
export const HEADLESS_SHELL_MANUAL_COMMAND =
  'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell';

/**
 * The browser the e2e tests drive: E2E_BROWSER when set (e.g. `E2E_BROWSER=/usr/bin/chromium` to compare), else the
 * headless shell when it is installed, otherwise Chromium itself.
 */
export const e2eBrowserPath = (
  exists: (path: string) => boolean = existsSync,
  chosen: string | undefined = process.env.E2E_BROWSER,
): string => chosen || (exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export type BrowserSetupPlan =
  | { action: 'none' }
  | { action: 'install'; commands: readonly (readonly string[])[] }
  | { action: 'ask'; command: string };

export function planBrowserSetup(facts: { chromiumExists: boolean; isRoot: boolean }): BrowserSetupPlan {
  if (facts.chromiumExists) return { action: 'none' };
  if (facts.isRoot) return { action: 'install', commands: INSTALL_COMMANDS };
  return { action: 'ask', command: MANUAL_COMMAND };
}

/** The headless shell, once Chromium is there (its package needs Chromium's): installed as root, else named. */
export function planHeadlessShellSetup(facts: { shellExists: boolean; isRoot: boolean }): BrowserSetupPlan {
  if (facts.shellExists) return { action: 'none' };
  if (facts.isRoot) return { action: 'install', commands: HEADLESS_SHELL_INSTALL };
  return { action: 'ask', command: HEADLESS_SHELL_MANUAL_COMMAND };
}

const runCommands = (commands: readonly (readonly string[])[]): boolean =>
  commands.every(([command, ...args]) => {
    console.log(`[setup-browser] ${command} ${args.join(' ')}`);
    const result = spawnSync(command ?? '', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      console.error(
        `[setup-browser] ${command} ${args.join(' ')} failed (${result.status ?? result.error?.message})`,
      );
    return result.status === 0;
  });

/** Never fails the step: without the shell the e2e tests drive Chromium itself. */
function setUpHeadlessShell(isRoot: boolean): void {
  const plan = planHeadlessShellSetup({ shellExists: existsSync(HEADLESS_SHELL_PATH), isRoot });
  if (plan.action === 'none') return console.log(`[setup-browser] ${HEADLESS_SHELL_PATH} present`);
  if (plan.action === 'install' && runCommands(plan.commands) && existsSync(HEADLESS_SHELL_PATH))
    return console.log(`[setup-browser] ${HEADLESS_SHELL_PATH} installed`);
  console.warn(
    `[setup-browser] ${HEADLESS_SHELL_PATH} is missing: the e2e tests drive ${CHROMIUM_PATH}, which takes a third ` +
      `more CPU. Install it with:\n  ${HEADLESS_SHELL_MANUAL_COMMAND}`,
  );
}

function main(): number {
  const code = setUpChromium();
  if (code === 0) setUpHeadlessShell(typeof process.getuid === 'function' && process.getuid() === 0);
  return code;
}

function setUpChromium(): number {
  const plan = planBrowserSetup({
    chromiumExists: existsSync(CHROMIUM_PATH),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  });
  if (plan.action === 'none') {
    console.log(`[setup-browser] ${CHROMIUM_PATH} present`);
    return 0;
  }
  if (plan.action === 'ask') {
    console.error(
      `[setup-browser] ${CHROMIUM_PATH} is missing and this is not root. Install it with:\n  ${plan.command}`,
    );
    return 1;
  }
  if (!runCommands(plan.commands)) return 1;
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`[setup-browser] installed, but ${CHROMIUM_PATH} is still missing`);
    return 1;
  }
  console.log(`[setup-browser] ${CHROMIUM_PATH} installed`);
  return 0;
}

if (isMain(import.meta.url)) process.exit(main());
