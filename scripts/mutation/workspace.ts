// The project copies `npm run test:mutation` works in: one pristine base per run (the working tree's project
// files as git sees them, or HEAD), then one fresh copy of it per mutant. node_modules is a symlink to the real
// one; dist/, test results and other ignored output are never copied.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type Source = 'worktree' | 'head';

/** The files a developer's project consists of: tracked and untracked, minus what .gitignore ignores. */
export function projectFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  const files = [...new Set(out.split('\0').filter(Boolean))];
  // node_modules is linked, never copied, even where a checkout forgot to ignore it.
  return files.filter((file) => !/^(node_modules|dist)(\/|$)/.test(file) && existsSync(join(root, file)));
}

export function createBase(root: string, source: Source): { dir: string; files: number } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mutation-'));
  const base = join(dir, 'base');
  mkdirSync(base);
  let files: number;
  if (source === 'head') {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', base], { input: archive });
    files = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD'], { cwd: root })
      .toString()
      .split('\n')
      .filter(Boolean).length;
  } else {
    const list = projectFiles(root);
    for (const file of list) {
      mkdirSync(dirname(join(base, file)), { recursive: true });
      copyFileSync(join(root, file), join(base, file));
    }
    files = list.length;
  }
  return { dir, files };
}

/** A fresh copy of the base for one run (the control or one mutant), with node_modules linked. */
export function createRun(dir: string, name: string, root: string): string {
  const run = join(dir, name);
  cpSync(join(dir, 'base'), run, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(run, 'node_modules'), 'dir');
  return run;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
