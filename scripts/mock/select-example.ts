// THE example-selection module (DESIGN §3 "The mock"). Prism answers one example per response whatever the
// request; this module turns a request into the Prism `Prefer` value that picks the right named example. The dev
// and preview proxies, the e2e harness and the contract verifier all go through here, so the mock behaves the
// same everywhere. Pure functions on the parsed spec, plus one cached loader keyed by file path and mtime.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, derived from this file's location (works under tsx, vitest and Playwright alike). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_MOCK_SPEC = resolve(PROJECT_ROOT, 'openapi', 'generated', 'ui-api.mock.json');

/** Request header a dev tool or an e2e test may set to force an answer; never sent by the production client. */
export const SCENARIO_HEADER = 'x-mock-scenario';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = unknown;
type JsonObject = Record<string, Json>;

/** The parts of an OpenAPI document this module reads; everything else passes through untouched. */
export interface MockSpec {
  paths?: Record<string, JsonObject>;
  components?: JsonObject;
  [key: string]: Json;
}

export interface MockRequest {
  method: string;
  /** Path plus optional query string, e.g. `/ui/v1/sites/hems/sonnen?page=2`. An absolute URL is accepted too. */
  url: string;
}

/** A dev/test override: `example=<name>` picks that example of the success response, `code=<status>` that status. */
export type Scenario = { example: string } | { code: number };

/** How an operation declares its rule: a template, or a template plus the Prefer value for a missing key. */
export type SelectRule = string | { key: string; missing?: string };

export interface MatchedOperation {
  operationId: string | undefined;
  method: string;
  /** The path template as written in the spec, e.g. `/ui/v1/sites/hems/{hemsId}`. */
  template: string;
  pathParams: Record<string, string>;
  operation: JsonObject;
  /** The path item, for path-level parameters. */
  pathItem: JsonObject;
}

export type SelectionReason =
  'scenario' | 'rule' | 'missing' | 'empty' | 'default' | 'first' | 'no-operation';

export interface Selection {
  /** The value for Prism's `Prefer` header; undefined = send none (Prism then returns its first example). */
  prefer: string | undefined;
  reason: SelectionReason;
  operationId?: string | undefined;
  /** The example key the rule produced, when the operation has a rule. */
  key?: string | undefined;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local `$ref`s (`#/components/...`); the mock spec is self-contained. */
export function deref(spec: MockSpec, value: Json, seen: Set<string> = new Set()): Json {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const ref = value.$ref;
  if (!ref.startsWith('#/') || seen.has(ref)) return value;
  seen.add(ref);
  let node: Json = spec;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return deref(spec, node, seen);
}

/** Parses the scenario header: `example=<name>` or `code=<status>`; anything else is ignored (undefined). */
export function parseScenario(value: string | string[] | null | undefined): Scenario | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  const match = /^(example|code)\s*=\s*(\S+)$/.exec(raw);
  if (!match) return undefined;
  const [, kind, arg] = match as unknown as [string, string, string];
  if (kind === 'example') return { example: arg };
  if (!/^[1-5]\d\d$/.test(arg)) return undefined;
  return { code: Number(arg) };
}

/** The scenario header in full: `;`-separated directives, e.g. `code=401; once=k3f9`, `example=empty; delay=3000`. */
export interface ScenarioDirectives {
  /** `example=<name>` or `code=<status>`. */
  scenario?: Scenario;
  /** `delay=<ms>` (0..60000): the proxy holds the request that long before asking the mock (a slow answer). */
  delayMs?: number;
  /**
   * `once=<id>`: the scenario applies to the first request carrying this id only. A client sends one id per call,
   * and its retry after a token refresh repeats it, so `code=401; once=<id>` is "first 401, then normal".
   */
  once?: string;
}

export const MAX_SCENARIO_DELAY_MS = 60_000;

/** Parses the scenario header; unknown or malformed directives are ignored, so the result may be empty. */
export function parseScenarioHeader(value: string | string[] | null | undefined): ScenarioDirectives {
  const raw = Array.isArray(value) ? value[0] : value;
  const directives: ScenarioDirectives = {};
  for (const part of (raw ?? '').split(';')) {
    const scenario = parseScenario(part);
    if (scenario) {
      directives.scenario ??= scenario;
      continue;
    }
    const match = /^\s*(delay|once)\s*=\s*(\S+)\s*$/.exec(part);
    if (match?.[1] === 'delay' && /^\d{1,5}$/.test(match[2] ?? '')) {
      directives.delayMs = Math.min(Number(match[2]), MAX_SCENARIO_DELAY_MS);
    } else if (match?.[1] === 'once' && /^[\w-]{1,64}$/.test(match[2] ?? '')) {
      directives.once = match[2];
    }
  }
  return directives;
}

/** Renders a scenario as a Prism `Prefer` value. */
export function scenarioToPrefer(scenario: Scenario): string {
  return 'example' in scenario ? `example=${scenario.example}` : `code=${scenario.code}`;
}

function splitUrl(url: string): { pathname: string; query: URLSearchParams } {
  const parsed = new URL(url, 'http://mock.invalid');
  return { pathname: parsed.pathname, query: parsed.searchParams };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Finds the operation a request addresses. Among matching templates the most specific wins: compared segment by
 * segment from the left, a literal segment beats a parameter (`/sites/fleets` beats `/sites/{x}`).
 */
export function matchOperation(spec: MockSpec, method: string, url: string): MatchedOperation | undefined {
  const wanted = method.toLowerCase();
  if (!(METHODS as readonly string[]).includes(wanted)) return undefined;
  const { pathname } = splitUrl(url);
  const segments = pathname.split('/').filter(Boolean);
  let best: { match: MatchedOperation; rank: number[] } | undefined;

  for (const [template, rawItem] of Object.entries(spec.paths ?? {})) {
    const pathItem = deref(spec, rawItem);
    if (!isObject(pathItem)) continue;
    const operation = pathItem[wanted];
    if (!isObject(operation)) continue;
    const parts = template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const pathParams: Record<string, string> = {};
    const rank: number[] = [];
    let ok = true;
    parts.forEach((part, i) => {
      const segment = segments[i] ?? '';
      const param = /^\{([^}]+)\}$/.exec(part);
      if (param?.[1]) {
        pathParams[param[1]] = decodeSegment(segment);
        rank.push(0);
      } else if (part === segment) {
        rank.push(1);
      } else {
        ok = false;
      }
    });
    if (!ok) continue;
    if (!best || compareRank(rank, best.rank) > 0) {
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
      best = { match: { operationId, method: wanted, template, pathParams, operation, pathItem }, rank };
    }
  }
  return best?.match;
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The success response Prism answers with when no `code` is preferred: the lowest 2xx status. */
function successExamples(spec: MockSpec, operation: JsonObject): Set<string> {
  const responses = deref(spec, operation.responses);
  if (!isObject(responses)) return new Set();
  const codes = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  const response = codes[0] === undefined ? undefined : deref(spec, responses[codes[0]]);
  const names = new Set<string>();
  if (!isObject(response) || !isObject(response.content)) return names;
  for (const media of Object.values(response.content)) {
    const resolved = deref(spec, media);
    if (isObject(resolved) && isObject(resolved.examples)) {
      for (const name of Object.keys(resolved.examples)) names.add(name);
    }
  }
  return names;
}

function readRule(operation: JsonObject): { key: string; missing?: string } | undefined {
  const rule = operation['x-mock-select'] as SelectRule | undefined;
  if (typeof rule === 'string') return { key: rule };
  if (isObject(rule) && typeof rule.key === 'string') {
    return typeof rule.missing === 'string' ? { key: rule.key, missing: rule.missing } : { key: rule.key };
  }
  return undefined;
}

/** Query/path parameter defaults declared in the spec (`schema.default`), so `?page` omitted reads as page 1. */
function parameterDefaults(spec: MockSpec, match: MatchedOperation): Record<string, string> {
  const defaults: Record<string, string> = { page: '1' };
  const lists = [match.pathItem.parameters, match.operation.parameters];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = deref(spec, raw);
      if (!isObject(param) || typeof param.name !== 'string') continue;
      const schema = deref(spec, param.schema);
      if (isObject(schema) && schema.default !== undefined && schema.default !== null) {
        defaults[param.name] = String(schema.default);
      }
    }
  }
  return defaults;
}

/**
 * Renders a rule like `{hemsId}-page-{page}`: placeholders come from path params, then query params (first
 * value), then declared defaults. Returns the key and its literal prefix (the text before the last placeholder).
 */
export function renderRule(
  template: string,
  values: (name: string) => string | undefined,
): { key: string; prefix: string } | undefined {
  let missing = false;
  let prefix = template;
  const lastOpen = template.lastIndexOf('{');
  const key = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values(name);
    if (value === undefined) missing = true;
    return value ?? '';
  });
  if (missing) return undefined;
  if (lastOpen >= 0) {
    prefix = template.slice(0, lastOpen).replace(/\{([^}]+)\}/g, (_, name: string) => values(name) ?? '');
  }
  return { key, prefix };
}

/** Picks the Prism `Prefer` value for a request. The scenario, when given, wins over the rule. */
export function selectExample(spec: MockSpec, request: MockRequest, scenario?: Scenario): Selection {
  const match = matchOperation(spec, request.method, request.url);
  if (scenario) {
    return { prefer: scenarioToPrefer(scenario), reason: 'scenario', operationId: match?.operationId };
  }
  if (!match) return { prefer: undefined, reason: 'no-operation' };
  const { operationId } = match;
  const examples = successExamples(spec, match.operation);
  const fallback = (key?: string): Selection =>
    examples.has('default')
      ? { prefer: 'example=default', reason: 'default', operationId, key }
      : { prefer: undefined, reason: 'first', operationId, key };

  const rule = readRule(match.operation);
  if (!rule) return fallback();

  const { query } = splitUrl(request.url);
  const defaults = parameterDefaults(spec, match);
  const rendered = renderRule(rule.key, (name) => {
    const fromPath = match.pathParams[name];
    if (fromPath !== undefined) return fromPath;
    const fromQuery = query.get(name);
    if (fromQuery !== null && fromQuery !== '') return fromQuery;
    return defaults[name];
  });
  if (!rendered) return fallback();
  const { key, prefix } = rendered;
  if (examples.has(key)) return { prefer: `example=${key}`, reason: 'rule', operationId, key };
  if (rule.missing) return { prefer: rule.missing, reason: 'missing', operationId, key };
  // An out-of-range page: other values of the last placeholder exist (e.g. `sonnen-page-1`), this one does not.
  const prefixKnown = prefix !== '' && [...examples].some((name) => name.startsWith(prefix));
  if (prefixKnown && examples.has('empty')) {
    return { prefer: 'example=empty', reason: 'empty', operationId, key };
  }
  return fallback(key);
}

export type ExampleSelector = (request: MockRequest, scenario?: Scenario) => Selection;

const cache = new Map<string, { mtimeMs: number; spec: MockSpec }>();

/** Reads and parses a mock spec, re-reading only when the file changed (so `npm run generate` is picked up). */
export function loadMockSpec(specPath: string = DEFAULT_MOCK_SPEC): MockSpec {
  const { mtimeMs } = statSync(specPath);
  const hit = cache.get(specPath);
  if (hit && hit.mtimeMs === mtimeMs) return hit.spec;
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as MockSpec;
  cache.set(specPath, { mtimeMs, spec });
  return spec;
}

/** A selector bound to a spec file (cached by path and mtime). */
export function createExampleSelector(specPath: string = DEFAULT_MOCK_SPEC): ExampleSelector {
  return (request, scenario) => selectExample(loadMockSpec(specPath), request, scenario);
}

/** One operation as a scenario switcher offers it: what the mock can be told to answer instead. */
export interface ScenarioOperation {
  operationId: string;
  /** Upper-case method. */
  method: string;
  /** The path template as written in the spec. */
  path: string;
  summary: string;
  /** Named examples of the success response (what `example=<name>` can pick). */
  examples: string[];
  /** Declared non-2xx statuses (what `code=<status>` can pick), ascending. */
  errors: number[];
  /** Whether the call carries the access token, so that a 401 starts the portal's refresh flow. */
  secured: boolean;
}

/** Every operation of the mock spec with its examples and error statuses, in spec order. */
export function listScenarioOperations(spec: MockSpec): ScenarioOperation[] {
  const operations: ScenarioOperation[] = [];
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const pathItem = deref(spec, rawItem);
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const responses = deref(spec, operation.responses);
      const codes = isObject(responses) ? Object.keys(responses) : [];
      const security = Array.isArray(operation.security) ? operation.security : spec.security;
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        examples: [...successExamples(spec, operation)],
        errors: codes
          .filter((code) => /^[3-5]\d\d$/.test(code))
          .map(Number)
          .sort((a, b) => a - b),
        secured: Array.isArray(security) && security.length > 0,
      });
    }
  }
  return operations;
}
