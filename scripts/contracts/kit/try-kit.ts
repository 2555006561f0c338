// The backend team's path, end to end: build the kit's tarball, install it into an empty folder outside the project
// (npm, from its cache where it can), and run the installed command against the mock as a service with a state-change
// URL (mock-backend.ts), signed in as the staff member the provider states speak of. `npm run test:contracts` runs it
// on a few operations; `npm run kit:try` (or this file with --all) on every interaction.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FALLBACK_PERSONA, STAFF_DOMAIN } from '../../mock/areas/access/staff.fixtures.ts';
import { REFERENCE_DATE } from '../../generate/fixtures.ts';
import { isMain } from '../../mock/is-main.ts';
import { startMockServer } from '../../mock/server.ts';
import { startMockBackend } from '../mock-backend.ts';
import { buildKit, KIT_NAME, type KitBuild } from './build.ts';
import { KIT_BIN } from './cli.ts';

/** What the contracts step verifies through the installed kit: a refresh flow, injected path values, errors. */
export const KIT_TRY_OPERATIONS = ['listFleets', 'getSite', 'refreshToken'] as const;

export interface KitTry {
  ok: boolean;
  build: KitBuild;
  installMs: number;
  verifyMs: number;
  totalMs: number;
  packages: number;
  installBytes: number;
  interactions: number;
  passed: number;
  output: string;
  problems: string[];
}

interface Run {
  code: number;
  output: string;
  ms: number;
}

/** A child process with npm's own variables removed, so an `npm run` around us cannot redirect its npm. */
function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  ) as NodeJS.ProcessEnv;
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, [...args], {
      cwd,
      env: { ...env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const end = (code: number) =>
      done({ code, output: output.join(''), ms: Math.round(performance.now() - started) });
    child.on('error', (error) => (output.push(String(error)), end(127)));
    child.on('exit', (code, signal) => end(code ?? (signal ? 128 : 1)));
  });
}

function sizeOf(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** Packages npm installed (its hidden lockfile lists each one once). */
function packagesIn(folder: string): number {
  const hidden = JSON.parse(readFileSync(join(folder, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  return Object.keys(hidden.packages).filter((key) => key !== '').length;
}

/** A bearer token of the staff member the provider states speak of (the mock's fallback persona). */
async function signIn(mockUrl: string): Promise<string> {
  const answer = await fetch(`${mockUrl}/authentication-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${FALLBACK_PERSONA}@${STAFF_DOMAIN}`, password: 'kit-try' }),
  });
  const body = (await answer.json()) as { access?: string };
  if (!answer.ok || typeof body.access !== 'string')
    throw new Error(`sign-in to the mock answered ${answer.status}`);
  return body.access;
}

export async function tryKit(options: {
  mockUrl: string;
  operations?: readonly string[];
  log?: (line: string) => void;
}): Promise<KitTry> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'portal-kit-try-'));
  const folder = join(work, 'backend-team');
  const problems: string[] = [];
  try {
    const build = await buildKit({ outDir: join(work, 'dist') });
    log(`[kit] built ${build.tarball.slice(work.length + 1)} in ${(build.ms / 1000).toFixed(1)} s`);
    // Its own package.json, so npm installs here and not into a project above the temporary directory.
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'package.json'),
      `${JSON.stringify({ name: 'backend-team', private: true })}\n`,
    );
    const install = await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', build.tarball],
      folder,
    );
    if (install.code !== 0) problems.push(`npm install of the tarball failed (exit ${install.code})`);
    log(`[kit] npm install into an empty folder: ${(install.ms / 1000).toFixed(1)} s`);
    const bin = join(folder, 'node_modules', '.bin', KIT_BIN);
    const version = await run(bin, ['version'], folder);
    const stamp =
      version.code === 0 ? (JSON.parse(version.output) as { kit?: string; gitRevision?: string }) : {};
    if (stamp.kit !== `${KIT_NAME}@${build.version}` || stamp.gitRevision !== build.stamp.gitRevision) {
      problems.push(`\`${KIT_BIN} version\` does not name the kit that was built: ${version.output.trim()}`);
    }
    const backend = await startMockBackend(options.mockUrl);
    let verify: Run;
    try {
      const token = await signIn(options.mockUrl);
      const filter = options.operations?.length ? ['--operation', options.operations.join(',')] : [];
      verify = await run(
        bin,
        [
          'verify',
          '--provider-base-url',
          backend.url,
          '--states-url',
          backend.statesUrl,
          '--token',
          token,
          ...filter,
        ],
        folder,
      );
    } finally {
      await backend.close();
    }
    if (backend.unmapped.length > 0)
      problems.push(`unmapped provider states: ${backend.unmapped.join(', ')}`);
    const summary = /\[verify\] (\d+) interactions .* (\d+) passed, (\d+) failed/.exec(verify.output);
    const interactions = Number(summary?.[1] ?? 0);
    const passed = Number(summary?.[2] ?? 0);
    if (verify.code !== 0 || !summary)
      problems.push(`the installed kit's verify failed (exit ${verify.code})`);
    if (interactions === 0) problems.push('the installed kit verified no interaction');
    return {
      ok: problems.length === 0,
      build,
      installMs: install.ms,
      verifyMs: verify.ms,
      totalMs: Math.round(performance.now() - started),
      packages: install.code === 0 ? packagesIn(folder) : 0,
      installBytes: sizeOf(join(folder, 'node_modules')),
      interactions,
      passed,
      output: [install.output, verify.output].join('\n').trim(),
      problems,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function formatKitTry(result: KitTry): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `[kit] ${result.build.name}@${result.build.version} from an empty folder: ${result.passed}/${result.interactions} ` +
      `interactions passed — ${result.ok ? 'PASSED' : 'FAILED'}`,
    `[kit] build + pack ${s(result.build.ms)}, npm install ${s(result.installMs)} (${result.packages} packages, ` +
      `${mb(result.installBytes)}), verify ${s(result.verifyMs)}; ${s(result.totalMs)} in all`,
    ...result.problems.map((problem) => `  ✖ ${problem}`),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { operation: { type: 'string', multiple: true }, all: { type: 'boolean', default: false } },
  });
  const mock = await startMockServer({ now: REFERENCE_DATE });
  try {
    const result = await tryKit({
      mockUrl: mock.url,
      operations: values.all ? [] : (values.operation ?? [...KIT_TRY_OPERATIONS]),
      log: (line) => console.log(line),
    });
    if (!result.ok) console.log(result.output);
    console.log(formatKitTry(result));
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await mock.stop();
  }
}
