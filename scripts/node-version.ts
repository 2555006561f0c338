// Every npm script runs on the Node the project pins (DESIGN §5): the npm `node` package, a devDependency, puts its
// binary first on the PATH npm gives a script (node_modules/.bin). Its install script fetches the binary, and npm runs
// it only because package.json's `allowScripts` allows exactly that package. Should an install ever skip it, the
// scripts would quietly run on whatever Node the machine has: `npm test` and `npm start` check first and say so.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from './mock/select-example.ts';

/** The Node version package.json pins (devDependencies.node), e.g. '24.21.0'. */
export function pinnedNodeVersion(packageJson: unknown): string | undefined {
  const pinned = (packageJson as { devDependencies?: Record<string, unknown> } | null)?.devDependencies?.node;
  return typeof pinned === 'string' && /^\d+\.\d+\.\d+$/.test(pinned) ? pinned : undefined;
}

/** Undefined when `running` (process.versions.node) is the pinned version; else what is wrong and what to do. */
export function nodeVersionProblem(pinned: string | undefined, running: string): string | undefined {
  if (pinned === undefined)
    return 'package.json pins no Node version (devDependencies.node must be an exact version such as 24.21.0).';
  if (running === pinned) return undefined;
  return (
    `This script runs on Node ${running}, but the project pins Node ${pinned}. The pinned Node comes from the npm ` +
    '`node` package (node_modules/.bin/node) and its install script, which package.json `allowScripts` allows. ' +
    'Run `npm ci` (or `npm install`) again and check that it did not skip that script, then run the script through ' +
    'npm (`npm test`, `npm start`), which puts node_modules/.bin first on the PATH.'
  );
}

/** Exits with the problem when the running Node is not the pinned one. */
export function requirePinnedNode(label: string): void {
  const packageJson: unknown = JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'package.json'), 'utf8'));
  const problem = nodeVersionProblem(pinnedNodeVersion(packageJson), process.versions.node);
  if (problem === undefined) {
    console.log(`[${label}] Node ${process.versions.node} (pinned)`);
    return;
  }
  console.error(`[${label}] ${problem}`);
  process.exit(1);
}
