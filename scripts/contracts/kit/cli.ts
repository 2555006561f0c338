// The contracts kit's command (`npx operator-portal-contracts …`), bundled by scripts/contracts/kit/build.ts into
// plain JavaScript whose one dependency is Pact's verifier. It reads what the kit ships beside it: package.json
// (versions), pacts/*.json, states.json.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PactFile } from '../pact-files.ts';
import { createBackendFilter, formatReport, runPactVerifier } from '../verifier.ts';
import type { VersionStamp } from '../versions.ts';
import { listOf, operationCounts, selectInteractions } from './select.ts';
import { statesText, type StateEntry } from './state-catalogue.ts';

export const KIT_BIN = 'operator-portal-contracts';

const USAGE = `Usage: ${KIT_BIN} <command> [options]

Commands:
  verify       verify the pacts against your running UI API (Pact's own verifier)
  states       list every provider state: what it means, its parameters, what it may return
  operations   list the operations the pacts call, with their interaction counts
  version      the kit's version, the spec version and the git revision the pacts came from

verify options:
  --provider-base-url URL  your service (required), e.g. http://127.0.0.1:8080; a path prefix is kept
  --states-url URL         your provider-state endpoint; receives POST {state, params, action}
  --token T                a valid access token; replaces the pacts' placeholder bearer tokens
  --operation ID           verify only the interactions of these operations (repeatable, or a,b,c)
  --state NAME             verify only the interactions given these provider states (repeatable)
  --pact FILE              another pact file instead of the kit's (repeatable)
  --log-level LEVEL        Pact's log level: trace, debug, info, warn (default), error

states options:
  --json                   the catalogue as JSON
  --state NAME / --operation ID   only these states / the states these operations use`;

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export interface KitFiles {
  root: string;
  name: string;
  version: string;
  stamp: VersionStamp;
  pactFiles: string[];
  states: StateEntry[];
}

/** The kit's own files, found from this script's place (bin/ under the kit's root). */
export function readKit(root: string = resolve(dirname(fileURLToPath(import.meta.url)), '..')): KitFiles {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    operatorPortal: VersionStamp;
  };
  const pactDir = join(root, 'pacts');
  return {
    root,
    name: manifest.name,
    version: manifest.version,
    stamp: manifest.operatorPortal,
    pactFiles: readdirSync(pactDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => join(pactDir, file)),
    states: JSON.parse(readFileSync(join(root, 'states.json'), 'utf8')) as StateEntry[],
  };
}

const readPactFile = (file: string): PactFile => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

export class UsageError extends Error {}

function checkUrl(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} ${value} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${flag} must be http(s)`);
  return value.replace(/\/+$/, '');
}

export interface VerifyArgs {
  providerBaseUrl: string;
  statesUrl?: string;
  token?: string;
  operations: string[];
  states: string[];
  pactFiles: string[];
  logLevel: Level;
}

export function parseVerifyArgs(argv: readonly string[]): VerifyArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'provider-base-url': { type: 'string' },
      'states-url': { type: 'string' },
      token: { type: 'string' },
      operation: { type: 'string', multiple: true },
      state: { type: 'string', multiple: true },
      pact: { type: 'string', multiple: true },
      'log-level': { type: 'string', default: 'warn' },
    },
    strict: true,
  });
  const providerBaseUrl = checkUrl('--provider-base-url', values['provider-base-url']);
  if (providerBaseUrl === undefined) throw new UsageError('verify needs --provider-base-url URL');
  const level = values['log-level'] ?? 'warn';
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`--log-level must be one of ${LEVELS.join(', ')}`);
  }
  return {
    providerBaseUrl,
    statesUrl: checkUrl('--states-url', values['states-url']),
    token: values.token,
    operations: listOf(values.operation),
    states: values.state ?? [],
    pactFiles: values.pact ?? [],
    logLevel: level as Level,
  };
}

async function verify(kit: KitFiles, argv: readonly string[]): Promise<number> {
  const args = parseVerifyArgs(argv);
  const sources = args.pactFiles.length > 0 ? args.pactFiles.map((file) => resolve(file)) : kit.pactFiles;
  const work = mkdtempSync(join(tmpdir(), 'portal-kit-verify-'));
  try {
    // The selection is written as pact files of its own: the verifier then runs exactly those interactions.
    const selected = sources.map((file, index) => {
      let pact: PactFile;
      try {
        pact = selectInteractions(readPactFile(file), { operations: args.operations, states: args.states });
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const target = join(work, `${index}-${file.slice(file.lastIndexOf('/') + 1)}`);
      writeFileSync(target, JSON.stringify(pact));
      return { target, count: pact.interactions.length };
    });
    const total = selected.reduce((sum, entry) => sum + entry.count, 0);
    console.log(
      `[verify] ${kit.name}@${kit.version}: spec ${kit.stamp.specVersion}, git ${kit.stamp.gitRevision.slice(0, 12)}` +
        `${kit.stamp.gitDirty ? ' (uncommitted changes)' : ''}; ${total} interaction(s) against ${args.providerBaseUrl}`,
    );
    const report = await runPactVerifier({
      pactFiles: selected.map((entry) => entry.target),
      providerBaseUrl: args.providerBaseUrl,
      filter: createBackendFilter({ token: args.token, statesUrl: args.statesUrl }),
      logLevel: args.logLevel,
    });
    console.log(`\n${formatReport({ ...report, unmappedStates: [] }, args.providerBaseUrl)}`);
    return report.ok ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function states(kit: KitFiles, argv: readonly string[]): number {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: 'boolean', default: false },
      state: { type: 'string', multiple: true },
      operation: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const names = values.state ?? [];
  const operations = listOf(values.operation);
  const known = new Set(kit.states.map((entry) => entry.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new UsageError(`unknown provider state(s): ${unknown.join(', ')}`);
  const shown = kit.states.filter(
    (entry) =>
      (names.length === 0 || names.includes(entry.name)) &&
      (operations.length === 0 || entry.operations.some((name) => operations.includes(name))),
  );
  console.log(values.json ? JSON.stringify(shown, null, 2) : statesText(shown));
  return 0;
}

function operations(kit: KitFiles): number {
  for (const file of kit.pactFiles) {
    const counts = operationCounts(readPactFile(file));
    const width = Math.max(...counts.map(([name]) => name.length));
    for (const [name, count] of counts) console.log(`${name.padEnd(width)}  ${count}`);
    console.log(`${counts.length} operations in ${file.slice(file.lastIndexOf('/') + 1)}`);
  }
  return 0;
}

function version(kit: KitFiles): number {
  console.log(
    JSON.stringify(
      {
        kit: `${kit.name}@${kit.version}`,
        ...kit.stamp,
        pacts: kit.pactFiles.map((file) => {
          const pact = readPactFile(file);
          return { file: file.slice(kit.root.length + 1), interactions: pact.interactions.length };
        }),
        states: kit.states.length,
      },
      null,
      2,
    ),
  );
  return 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    const kit = readKit();
    switch (command) {
      case 'verify':
        return await verify(kit, rest);
      case 'states':
        return states(kit, rest);
      case 'operations':
        return operations(kit);
      case 'version':
      case '--version':
        return version(kit);
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`[${KIT_BIN}] ${(error as Error).message}${usage ? `\n\n${USAGE}` : ''}`);
    return usage ? 2 : 1;
  }
}
