import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { nodeVersionProblem, pinnedNodeVersion } from '../../../scripts/node-version.ts';

describe('the pinned Node', () => {
  const packageJson: unknown = JSON.parse(readFileSync('package.json', 'utf8'));

  it('package.json pins one exact Node version, allows exactly its install script, and engines name its line', () => {
    const pinned = pinnedNodeVersion(packageJson);
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const { allowScripts, engines } = packageJson as {
      allowScripts: Record<string, boolean>;
      engines: { node: string };
    };
    expect(Object.entries(allowScripts).filter(([, allowed]) => allowed)).toEqual([['node', true]]);
    expect(engines.node).toBe(`^${pinned}`);
  });

  it('says yes or no for every package of the lockfile that has an install script', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const { allowScripts } = packageJson as { allowScripts: Record<string, boolean> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it('these tests run on it (npm puts node_modules/.bin first on the PATH)', () => {
    expect(nodeVersionProblem(pinnedNodeVersion(packageJson), process.versions.node)).toBeUndefined();
  });

  it('names the running and the pinned version and what to do when they differ', () => {
    const problem = nodeVersionProblem('24.21.0', '20.20.2') ?? '';
    expect(problem).toContain('Node 20.20.2');
    expect(problem).toContain('Node 24.21.0');
    expect(problem).toMatch(/npm ci/);
    expect(nodeVersionProblem(undefined, '24.21.0')).toMatch(/pins no Node version/);
    expect(pinnedNodeVersion({ devDependencies: { node: '^24' } })).toBeUndefined();
    expect(pinnedNodeVersion(null)).toBeUndefined();
  });
});
