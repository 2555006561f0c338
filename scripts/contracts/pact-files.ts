// Reading, normalising and writing V4 pact files. Pact 16.5 merges into an existing V4 file and appends duplicate
// interactions, and the order depends on which test ran first: the committed files are therefore always written
// from a fresh run by `normalisePact` (sorted, de-duplicated, keys ordered), so a re-run is byte-for-byte stable.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../mock/select-example.ts';

export const PACTS_DIR = resolve(PROJECT_ROOT, 'contracts', 'pacts');
export const SPEC_PATH = resolve(PROJECT_ROOT, 'openapi', 'ui-api.yaml');

export interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: boolean | string;
}

export interface PactInteraction {
  type?: string;
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
    [key: string]: unknown;
  };
  response: { status: number; headers?: Record<string, string[]>; body?: PactBody; [key: string]: unknown };
  [key: string]: unknown;
}

export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata?: Record<string, unknown>;
}

export function listPactFiles(dir: string = PACTS_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

export function readPact(file: string): PactFile {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
  if (!Array.isArray(pact.interactions)) throw new Error(`${file} is not a pact file (no interactions)`);
  return pact;
}

export function statesOf(interaction: PactInteraction): string[] {
  return (interaction.providerStates ?? []).map((state) => state.name);
}

/** "description [given state, state]" — how reports name an interaction. */
export function interactionName(interaction: PactInteraction): string {
  const states = statesOf(interaction);
  return states.length === 0
    ? interaction.description
    : `${interaction.description} [given ${states.join(', ')}]`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const identity = (interaction: PactInteraction): string =>
  JSON.stringify([interaction.description, interaction.providerStates ?? []]);

/**
 * Sorted by description then states; exact duplicates (the same interaction registered by two tests) collapse to
 * one; two different interactions under one description and state set are an error — the verifier could not tell
 * them apart in its report.
 */
export function normalisePact(pact: PactFile): PactFile {
  const byIdentity = new Map<string, { text: string; interaction: PactInteraction }>();
  for (const raw of pact.interactions) {
    const interaction = sortKeys(raw) as PactInteraction;
    const id = identity(interaction);
    const text = JSON.stringify(interaction);
    const seen = byIdentity.get(id);
    if (seen && seen.text !== text) {
      throw new Error(
        `two different interactions are both named "${interactionName(interaction)}": give them distinct descriptions`,
      );
    }
    byIdentity.set(id, { text, interaction });
  }
  const interactions = [...byIdentity.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => entry.interaction);
  return sortKeys({ ...pact, interactions }) as PactFile;
}

export function pactText(pact: PactFile): string {
  return `${JSON.stringify(pact, null, 2)}\n`;
}

/** Normalises every pact of `fromDir` into `toDir`, which is emptied first. Returns the written files. */
export function writeNormalisedPacts(fromDir: string, toDir: string): string[] {
  const files = listPactFiles(fromDir);
  rmSync(toDir, { recursive: true, force: true });
  mkdirSync(toDir, { recursive: true });
  return files.map((file) => {
    const target = join(toDir, file.slice(file.lastIndexOf('/') + 1));
    writeFileSync(target, pactText(normalisePact(readPact(file))));
    return target;
  });
}

export interface StaleEntry {
  file: string;
  problem: 'missing' | 'extra' | 'changed';
  detail: string;
}

/** Differences between freshly generated pacts and the committed ones, named by file and first changed interaction. */
export function findStalePacts(freshDir: string, committedDir: string = PACTS_DIR): StaleEntry[] {
  const name = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  const fresh = new Map(listPactFiles(freshDir).map((file) => [name(file), file]));
  const committed = new Map(listPactFiles(committedDir).map((file) => [name(file), file]));
  const stale: StaleEntry[] = [];
  for (const [file, path] of fresh) {
    const old = committed.get(file);
    if (old === undefined) {
      stale.push({ file, problem: 'missing', detail: 'generated by the consumer tests but not committed' });
      continue;
    }
    const freshText = readFileSync(path, 'utf8');
    if (freshText === readFileSync(old, 'utf8')) continue;
    stale.push({ file, problem: 'changed', detail: firstDifference(readPact(path), readPact(old)) });
  }
  for (const file of committed.keys()) {
    if (!fresh.has(file))
      stale.push({ file, problem: 'extra', detail: 'committed but no consumer test writes it' });
  }
  return stale;
}

function firstDifference(fresh: PactFile, old: PactFile): string {
  const index = (pact: PactFile) =>
    new Map(pact.interactions.map((i) => [interactionName(i), JSON.stringify(i)]));
  const now = index(fresh);
  const before = index(old);
  for (const [key, text] of now) {
    if (!before.has(key)) return `new interaction "${key}"`;
    if (before.get(key) !== text) return `interaction "${key}" changed`;
  }
  for (const key of before.keys()) if (!now.has(key)) return `interaction "${key}" removed`;
  return 'metadata or formatting changed';
}
