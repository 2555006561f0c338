// Makes sure Debian's Chromium is there for the e2e tests (Playwright's own download cannot work here).
// As root: apt-get update, then apt-get install -y chromium. Otherwise: print the exact command, exit non-zero.
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

export type BrowserSetupPlan =
  | { action: 'none' }
  | { action: 'install'; commands: readonly (readonly string[])[] }
  | { action: 'ask'; command: string };

export function planBrowserSetup(facts: { chromiumExists: boolean; isRoot: boolean }): BrowserSetupPlan {
  if (facts.chromiumExists) return { action: 'none' };
  if (facts.isRoot) return { action: 'install', commands: INSTALL_COMMANDS };
  return { action: 'ask', command: MANUAL_COMMAND };
}

function main(): number {
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
  for (const [command, ...args] of plan.commands) {
    console.log(`[setup-browser] ${command} ${args.join(' ')}`);
    const result = spawnSync(command ?? '', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `[setup-browser] ${command} ${args.join(' ')} failed (${result.status ?? result.error?.message})`,
      );
      return 1;
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`[setup-browser] installed, but ${CHROMIUM_PATH} is still missing`);
    return 1;
  }
  console.log(`[setup-browser] ${CHROMIUM_PATH} installed`);
  return 0;
}

if (isMain(import.meta.url)) process.exit(main());
