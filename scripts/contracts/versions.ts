// What a pact, the contracts kit and a broker publication are versioned with: the spec's `info.version` and the git
// revision they were built from. The committed pact cannot hold the revision (it would name the commit that holds
// it), so the stamp is added to the copies that leave the repository: the kit's pacts and the published ones.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { SPEC_PATH, type PactFile } from './pact-files.ts';

export interface VersionStamp {
  /** `info.version` of openapi/ui-api.yaml. */
  specVersion: string;
  /** The full commit id of HEAD, or `unknown` outside a git checkout. */
  gitRevision: string;
  /** True when the working tree differs from that commit (the pacts or the spec may not be what it holds). */
  gitDirty: boolean;
}

/** The key of the stamp in a pact's `metadata` (beside pact-js's own keys). */
export const STAMP_KEY = 'operator-portal';

export function specVersionOf(specText: string): string {
  const version = (parse(specText) as { info?: { version?: unknown } } | null)?.info?.version;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version)) {
    throw new Error(`info.version of the spec is ${JSON.stringify(version)}, not a semantic version`);
  }
  return version;
}

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function versionStamp(root: string = PROJECT_ROOT, specPath: string = SPEC_PATH): VersionStamp {
  const revision = git(['rev-parse', 'HEAD'], root);
  const status =
    revision === undefined ? undefined : git(['status', '--porcelain', '--untracked-files=no'], root);
  return {
    specVersion: specVersionOf(readFileSync(specPath, 'utf8')),
    gitRevision: revision ?? 'unknown',
    gitDirty: status !== undefined && status !== '',
  };
}

/** The branch HEAD is on, or undefined (detached, or no git). */
export function gitBranch(root: string = PROJECT_ROOT): string | undefined {
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD'], root);
  return branch === undefined || branch === 'HEAD' ? undefined : branch;
}

export function stampPact(pact: PactFile, stamp: VersionStamp): PactFile {
  return { ...pact, metadata: { ...pact.metadata, [STAMP_KEY]: { ...stamp } } };
}

/**
 * The consumer version a broker records: the spec version with the commit as build metadata, e.g.
 * `1.0.0+57105ad2ad7f`; `.dirty` marks a build from uncommitted changes.
 */
export function consumerVersion(stamp: VersionStamp): string {
  const revision = stamp.gitRevision === 'unknown' ? 'unknown' : stamp.gitRevision.slice(0, 12);
  return `${stamp.specVersion}+${revision}${stamp.gitDirty ? '.dirty' : ''}`;
}
