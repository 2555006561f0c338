// The spec at the last release, which the breaking-change gate compares openapi/ui-api.yaml with. The release is
// named in openapi/release.json (committed, so it travels with every clone and submission): its version, the commit
// whose spec was released, and the git tag that marks that commit where tags exist. Tried in that order — the
// commit, the tag — and, where neither is in this repository, the merge base with main.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASE_FILE = join('openapi', 'release.json');
export const SPEC_FILE = 'openapi/ui-api.yaml';

export interface Release {
  /** The released `info.version`. */
  version: string;
  /** The commit whose openapi/ui-api.yaml is that release. */
  commit: string;
  /** The tag of that commit, e.g. ui-api-v1.0.0 (optional: tags may not travel). */
  tag?: string;
}

export interface Baseline {
  text: string;
  /** Which way it was found, for the report: `release commit 57105ad2ad7f`, `tag …`, `merge base with main …`. */
  source: string;
  /** Whether the baseline is the release itself (commit or tag) rather than the fallback. */
  isRelease: boolean;
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

export function readRelease(root: string): Release {
  const raw = JSON.parse(readFileSync(join(root, RELEASE_FILE), 'utf8')) as Partial<Release>;
  if (
    typeof raw.version !== 'string' ||
    typeof raw.commit !== 'string' ||
    !/^[0-9a-f]{7,40}$/.test(raw.commit)
  ) {
    throw new Error(`${RELEASE_FILE} must name {"version", "commit" (a commit id), "tag"?}`);
  }
  return {
    version: raw.version,
    commit: raw.commit,
    ...(typeof raw.tag === 'string' ? { tag: raw.tag } : {}),
  };
}

const specAt = (root: string, revision: string): string | undefined =>
  git(root, ['cat-file', '-e', `${revision}^{commit}`]) === undefined
    ? undefined
    : git(root, ['show', `${revision}:${SPEC_FILE}`]);

const MAIN_BRANCHES = ['main', 'origin/main'];

export function resolveBaseline(root: string, release: Release): Baseline {
  const fromCommit = specAt(root, release.commit);
  if (fromCommit !== undefined) {
    return { text: fromCommit, source: `release commit ${release.commit.slice(0, 12)}`, isRelease: true };
  }
  if (release.tag) {
    const fromTag = specAt(root, `refs/tags/${release.tag}`);
    if (fromTag !== undefined) return { text: fromTag, source: `tag ${release.tag}`, isRelease: true };
  }
  for (const branch of MAIN_BRANCHES) {
    const base = git(root, ['merge-base', 'HEAD', branch])?.trim();
    const text = base ? specAt(root, base) : undefined;
    if (base && text !== undefined) {
      return { text, source: `merge base with ${branch} ${base.slice(0, 12)}`, isRelease: false };
    }
  }
  throw new Error(
    `the release baseline is not in this repository: neither commit ${release.commit} (${RELEASE_FILE}), ` +
      `nor ${release.tag ? `tag ${release.tag}, ` : ''}nor a merge base with main (a shallow clone? fetch the history)`,
  );
}
