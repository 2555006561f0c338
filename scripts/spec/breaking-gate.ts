// `npm run check:breaking` (part of `npm run test:static`): openapi/ui-api.yaml against the spec at the last release
// (release-baseline.ts). Fails on a change that can break a backend or an older portal build (breaking-changes.ts)
// unless the change is declared: `info.version` a major above the release, and openapi/CHANGELOG.md holding a
// `## <that version>` section. Warnings (a new value in an answer's enum) are printed and let through.
//   --base FILE   compare with this spec file instead of the release baseline
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { isMain } from '../mock/is-main.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { compareSpecs, type Finding, type Spec } from './breaking-changes.ts';
import { readRelease, resolveBaseline, RELEASE_FILE, SPEC_FILE } from './release-baseline.ts';

export const CHANGELOG_FILE = join('openapi', 'CHANGELOG.md');

export interface GateVerdict {
  ok: boolean;
  baseVersion: string;
  headVersion: string;
  findings: Finding[];
  breaking: Finding[];
  /** The breaking changes are declared (major bump + changelog entry). */
  declared: boolean;
  problems: string[];
}

const versionOf = (spec: Spec): string => String(spec.info?.version ?? '');

function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** The text under `## <version>` in the changelog (up to the next `## `), trimmed; undefined without one. */
export function changelogEntry(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^## ${version.replace(/\./g, '\\.')}(\\s|$)`).test(line),
  );
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

export function judgeSpecs(base: Spec, head: Spec, changelog: string): GateVerdict {
  const baseVersion = versionOf(base);
  const headVersion = versionOf(head);
  const findings = compareSpecs(base, head);
  const breaking = findings.filter((finding) => finding.severity === 'breaking');
  const problems: string[] = [];
  const was = parseVersion(baseVersion);
  const now = parseVersion(headVersion);
  if (!now) problems.push(`info.version ${JSON.stringify(headVersion)} is not a semantic version`);
  if (was && now && compareVersions(now, was) < 0) {
    problems.push(`info.version ${headVersion} is lower than the release ${baseVersion}`);
  }
  const majorBump = was !== undefined && now !== undefined && now[0] > was[0];
  const entry = changelogEntry(changelog, headVersion);
  const declared = breaking.length > 0 && majorBump && entry !== undefined && entry !== '';
  if (breaking.length > 0 && !declared) {
    const next = was ? `${was[0] + 1}.0.0` : 'a new major version';
    problems.push(
      majorBump
        ? `${breaking.length} breaking change(s) under the major version ${headVersion}, but ${CHANGELOG_FILE} has ` +
            `no "## ${headVersion}" entry saying what breaks: add it`
        : `${breaking.length} breaking change(s) against the release ${baseVersion}: undo them, or declare them — ` +
            `info.version ${next} and a "## ${next}" entry in ${CHANGELOG_FILE} naming each one`,
    );
  }
  return { ok: problems.length === 0, baseVersion, headVersion, findings, breaking, declared, problems };
}

export function formatVerdict(verdict: GateVerdict, source: string): string {
  const warnings = verdict.findings.filter((finding) => finding.severity === 'warning');
  const compatible = verdict.findings.length - verdict.breaking.length - warnings.length;
  const lines = [
    `[breaking] openapi/ui-api.yaml ${verdict.headVersion} against the release ${verdict.baseVersion} (${source}): ` +
      `${verdict.breaking.length} breaking${verdict.declared ? ' (declared)' : ''}, ${warnings.length} warnings, ` +
      `${compatible} compatible changes — ${verdict.ok ? 'PASSED' : 'FAILED'}`,
  ];
  const row = (mark: string, finding: Finding) =>
    `  ${mark} ${finding.operation} ${finding.where}: ${finding.change}`;
  for (const finding of verdict.breaking) lines.push(row(verdict.declared ? '·' : '✖', finding));
  for (const finding of warnings) lines.push(row('!', finding));
  for (const problem of verdict.problems) lines.push(`[breaking] ✖ ${problem}`);
  return lines.join('\n');
}

export function runGate(
  root: string = PROJECT_ROOT,
  baseFile?: string,
): { verdict: GateVerdict; source: string } {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const head = parse(read(SPEC_FILE)) as Spec;
  let changelog: string;
  try {
    changelog = read(CHANGELOG_FILE);
  } catch {
    changelog = '';
  }
  if (baseFile !== undefined) {
    const verdict = judgeSpecs(parse(readFileSync(baseFile, 'utf8')) as Spec, head, changelog);
    return { verdict, source: baseFile };
  }
  const release = readRelease(root);
  const baseline = resolveBaseline(root, release);
  const base = parse(baseline.text) as Spec;
  const verdict = judgeSpecs(base, head, changelog);
  if (baseline.isRelease && versionOf(base) !== release.version) {
    verdict.problems.push(
      `${RELEASE_FILE} names version ${release.version}, but the spec at ${baseline.source} is ${versionOf(base)}`,
    );
    verdict.ok = false;
  }
  return { verdict, source: baseline.source };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { base: { type: 'string' } } });
  try {
    const { verdict, source } = runGate(PROJECT_ROOT, values.base);
    console.log(formatVerdict(verdict, source));
    process.exitCode = verdict.ok ? 0 : 1;
  } catch (error) {
    console.error(`[breaking] ✖ ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
