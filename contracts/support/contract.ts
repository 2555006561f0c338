// The typed interaction DSL of the consumer tests: one `contract(...)` per interaction, checked against the generated
// `paths`, then `runContracts(pact, [...], test)` registers them on one Pact mock server and runs the test, which
// drives the real client against it.
import {
  MatchersV3,
  type Matcher,
  type PactV4,
  type TemplateHeaders,
  type TemplateQuery,
} from '@pact-foundation/pact';
import type { ProviderStateName } from '../provider-states.ts';
import { OR_NULL_KEY } from './matchers.ts';
import type {
  ApiPath,
  JsonBody,
  MethodOf,
  PathParams,
  QueryParams,
  RequestJson,
  StatusOf,
  Template,
} from './types.ts';

/**
 * Fixed tokens (no random data). The verifier's request filter swaps ACCESS, REFRESHED and REFRESH for real ones (the
 * mock: tokens it signs for the contracts' caller; a backend: `--token`); the others stay as they are.
 */
export const ACCESS_TOKEN = 'contract-access-token';
/** Never replaced by the verifier: a real backend must answer 401 for it. */
export const EXPIRED_ACCESS_TOKEN = 'contract-expired-access-token';
/** A token signed by someone else (its signature is no service's): never replaced, always a 401. */
export const FORGED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZkBleGFtcGxlLmNvbSIsImV4cCI6NDEwMjQ0NDc5OSwidHlwIjoiYWNjZXNzIn0.Zm9yZ2VkLXNpZ25hdHVyZS1vZi1ub2JvZHk';
/** What the refresh call answers in the refresh flow; the retried request carries it. */
export const REFRESHED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZkBleGFtcGxlLmNvbSIsImV4cCI6NDEwMjQ0NDc5OSwidHlwIjoiYWNjZXNzIn0.cmVmcmVzaGVkLWFjY2Vzcw';
export const REFRESH_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZkBleGFtcGxlLmNvbSIsImV4cCI6NDEwMjQ0NDc5OSwidHlwIjoicmVmcmVzaCJ9.cmVmcmVzaC10b2tlbg';
export const REVOKED_REFRESH_TOKEN = 'contract-revoked-refresh-token';

/** Tokens in pacts that stand for "a valid access token": replaced by `--token` when verifying a real backend. */
export const REPLACEABLE_ACCESS_TOKENS: readonly string[] = [ACCESS_TOKEN, REFRESHED_ACCESS_TOKEN];
/** Tokens in pacts that stand for "a valid refresh token" (a backend injects its own from the state change). */
export const REPLACEABLE_REFRESH_TOKENS: readonly string[] = [REFRESH_TOKEN];
/** A refresh token that is no token at all: always a 401. */
export const GARBAGE_REFRESH_TOKEN = 'garbage';

/**
 * Which access token the request carries: `signed-in` any bearer token (example ACCESS_TOKEN), `expired` the fixed
 * expired one, `forged` one with a signature no service made, `refreshed` the one the refresh call answered, `none` no Authorization header (security: []).
 */
export type Auth = 'signed-in' | 'expired' | 'forged' | 'refreshed' | 'none';

/** A path parameter whose real value a backend may hand over from its state-change call. */
export interface FromState {
  fromState: string;
  example: string;
}
export const fromState = (name: string, example: string): FromState => ({ fromState: name, example });

type PathParamValues<P extends ApiPath, M extends MethodOf<P>> = {
  [K in keyof PathParams<P, M>]: string | FromState;
};

type IfAny<T, Yes, No> = [T] extends [never] ? No : Yes;

export type Contract<P extends ApiPath, M extends MethodOf<P>, S extends StatusOf<P, M>> = {
  /** Unique within the pact; reads as "<operationId>: <what happens>". */
  description: string;
  state: ProviderStateName;
  /** Parameters of the state, handed to a backend's state-change URL. */
  stateParams?: Record<string, string>;
  path: P;
  method: M;
  auth: Auth;
  subscriptionToken?: string;
  /** The `Idempotency-Key` the portal sends (the charger commands). */
  idempotencyKey?: string;
  status: S;
  response: Template<JsonBody<P, M, S>>;
} & RequestParts<P, M>;

/** What a request to the operation carries: path parameters, query and body, each only where the spec has one. */
export type RequestParts<P extends ApiPath, M extends MethodOf<P>> = IfAny<
  PathParams<P, M>,
  { pathParams: PathParamValues<P, M> },
  { pathParams?: undefined }
> &
  IfAny<QueryParams<P, M>, { query?: QueryParams<P, M> }, { query?: undefined }> &
  IfAny<RequestJson<P, M>, { body: Template<RequestJson<P, M>> }, { body?: undefined }>;

/**
 * A text answer (exportLeads' text/csv) in place of a JSON body: its media type, the body the mock server answers, and
 * the regex (Pact's body matcher on `$`) any provider's body must match — the document's start, e.g. its header row.
 */
export interface TextResponse {
  readonly contentType: string;
  readonly example: string;
  readonly pattern: string;
}

/** A checked interaction, ready to be registered. */
export interface BuiltContract {
  readonly description: string;
  readonly state: ProviderStateName;
  readonly stateParams: Record<string, string>;
  readonly method: string;
  readonly path: string | Matcher<string>;
  readonly examplePath: string;
  readonly query: TemplateQuery | undefined;
  readonly headers: TemplateHeaders;
  readonly body: unknown;
  readonly status: number;
  readonly responseBody: unknown;
  readonly nullable: Record<string, unknown>;
  /** A text answer instead of `responseBody`. */
  readonly text?: TextResponse;
}

export function contract<P extends ApiPath, M extends MethodOf<P>, S extends StatusOf<P, M>>(
  spec: Contract<P, M, S>,
): BuiltContract {
  const { path, examplePath } = renderPath(
    spec.path,
    (spec.pathParams ?? {}) as Record<string, string | FromState>,
  );
  const headers: TemplateHeaders = {};
  if (spec.auth === 'signed-in') {
    headers.Authorization = MatchersV3.regex('^Bearer \\S+$', `Bearer ${ACCESS_TOKEN}`);
  } else if (spec.auth === 'expired') {
    headers.Authorization = `Bearer ${EXPIRED_ACCESS_TOKEN}`;
  } else if (spec.auth === 'forged') {
    headers.Authorization = `Bearer ${FORGED_ACCESS_TOKEN}`;
  } else if (spec.auth === 'refreshed') {
    headers.Authorization = `Bearer ${REFRESHED_ACCESS_TOKEN}`;
  }
  if (spec.subscriptionToken !== undefined) headers['X-Subscription-Token'] = spec.subscriptionToken;
  if (spec.idempotencyKey !== undefined) headers['Idempotency-Key'] = spec.idempotencyKey;
  if (spec.body !== undefined) headers['Content-Type'] = jsonContentType();
  const { body: responseBody, rules } = extractOrNull(spec.response);
  return {
    description: spec.description,
    state: spec.state,
    stateParams: spec.stateParams ?? {},
    method: spec.method.toUpperCase(),
    path,
    examplePath,
    query: spec.query === undefined ? undefined : toTemplateQuery(spec.query as Record<string, unknown>),
    headers,
    body: spec.body,
    status: spec.status,
    responseBody,
    nullable: rules,
  };
}

function renderPath(
  template: string,
  params: Record<string, string | FromState>,
): { path: string | Matcher<string>; examplePath: string } {
  let injected = false;
  const value = (name: string): string | FromState => {
    const given = params[name];
    if (given === undefined) throw new Error(`${template}: path parameter ${name} is missing`);
    return given;
  };
  const examplePath = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const given = value(name);
    return encodeURIComponent(typeof given === 'string' ? given : given.example);
  });
  // Pact's provider-state expression syntax is `${name}`; a backend may answer real ids from its state setup.
  const expression = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const given = value(name);
    if (typeof given === 'string') return encodeURIComponent(given);
    injected = true;
    return '${' + given.fromState + '}';
  });
  return {
    path: injected ? MatchersV3.fromProviderState(expression, examplePath) : examplePath,
    examplePath,
  };
}

/** Query values as the client serialises them (form, explode: arrays repeat the name; numbers as text). */
function toTemplateQuery(query: Record<string, unknown>): TemplateQuery {
  const out: TemplateQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map((item) => String(item)) : String(value);
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMatcherObject = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && typeof value['pact:matcher:type'] === 'string';

function childPath(parent: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${parent}.${key}` : `${parent}['${key}']`;
}

/** The matching rule (V4 file format) of a matcher built by MatchersV3. */
function toRule(matcher: Record<string, unknown>): Record<string, unknown> {
  const rule: Record<string, unknown> = { match: matcher['pact:matcher:type'] };
  for (const [key, value] of Object.entries(matcher)) {
    if (key === 'value' || key === OR_NULL_KEY || key.startsWith('pact:')) continue;
    rule[key] = value;
  }
  return rule;
}

/**
 * Replaces every `orNull(...)` marker by its example value and returns an OR rule (the matcher, or null) per JSON
 * path. Inside array matchers the path uses `[*]`, so the rule applies to every element.
 */
export function extractOrNull(
  template: unknown,
  path = '$',
): { body: unknown; rules: Record<string, unknown> } {
  const rules: Record<string, unknown> = {};
  const walk = (node: unknown, at: string): unknown => {
    if (isMatcherObject(node) && node[OR_NULL_KEY] === true) {
      rules[at] = { combine: 'OR', matchers: [toRule(node), { match: 'null' }] };
      return walk(node.value, at);
    }
    if (isMatcherObject(node)) {
      const { value } = node;
      if (Array.isArray(value)) return { ...node, value: value.map((item) => walk(item, `${at}[*]`)) };
      if (isRecord(value)) return { ...node, value: walk(value, at) };
      return node;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, `${at}[*]`));
    if (isRecord(node)) {
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, walk(value, childPath(at, key))]),
      );
    }
    return node;
  };
  const body = walk(template, path);
  return { body, rules };
}

interface RulesSink {
  withResponseMatchingRules(rules: string): unknown;
}

/**
 * pact-js 16.5 drops `combine` from `.matchingRules()`, so OR rules go straight to the FFI interaction the builder
 * wraps. Checked here, so a pact-js upgrade that moves it fails loudly instead of silently dropping the rules.
 */
function addResponseRules(builder: unknown, rules: Record<string, unknown>): void {
  const sink = (builder as { interaction?: Partial<RulesSink> }).interaction;
  if (typeof sink?.withResponseMatchingRules !== 'function') {
    throw new Error('pact-js internals changed: the response builder has no FFI interaction for OR rules');
  }
  sink.withResponseMatchingRules(JSON.stringify({ body: rules }));
}

interface TextBodySink {
  withResponseBody(body: string, contentType: string): unknown;
}

/**
 * A text body, matched as text: pact-js's `body(contentType, Buffer)` stores it as binary with a content-type
 * matcher (the verifier then sniffs `text/plain` from a CSV and fails), so the text goes straight to the FFI, like
 * the OR rules above.
 */
function addTextBody(builder: unknown, text: string, contentType: string): void {
  const sink = (builder as { interaction?: Partial<TextBodySink> }).interaction;
  if (typeof sink?.withResponseBody !== 'function') {
    throw new Error('pact-js internals changed: the response builder has no FFI interaction for a text body');
  }
  sink.withResponseBody(text, contentType);
}

/** Pact regexes must match the whole value: allow parameters such as `; charset=utf-8`. */
function jsonContentType(): Matcher<string> {
  return MatchersV3.regex('^application/json(;.*)?$', 'application/json');
}

interface Executable {
  executeTest<T>(test: (server: { url: string }) => Promise<T>): Promise<T | undefined>;
}

function register(pact: PactV4, built: BuiltContract): Executable {
  return pact
    .addInteraction()
    .given(built.state, built.stateParams)
    .uponReceiving(built.description)
    .withRequest(built.method, built.path, (request) => {
      request.headers(built.headers);
      if (built.query !== undefined) request.query(built.query);
      if (built.body !== undefined) request.jsonBody(built.body);
    })
    .willRespondWith(built.status, (response) => {
      if (built.text !== undefined) {
        const { contentType, example, pattern } = built.text;
        const media = contentType.split(';')[0]?.trim() ?? contentType;
        response.headers({ 'Content-Type': MatchersV3.regex(`^${media}(;.*)?$`, contentType) });
        addTextBody(response, example, contentType);
        addResponseRules(response, { $: { combine: 'AND', matchers: [{ match: 'regex', regex: pattern }] } });
        return;
      }
      if (built.responseBody === undefined) return; // 204: no body, no Content-Type
      response.headers({ 'Content-Type': jsonContentType() });
      response.jsonBody(built.responseBody);
      if (Object.keys(built.nullable).length > 0) addResponseRules(response, built.nullable);
    });
}

const MATCH_SETTLE_MS = 30;

/**
 * Registers the interactions on one mock server (e.g. the three of 401 -> refresh -> retry) and runs `test` with
 * its base URL. Pact fails the test when an interaction is not exercised or a request matches none.
 */
export async function runContracts<T>(
  pact: PactV4,
  contracts: readonly BuiltContract[],
  test: (baseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  const last = contracts.map((built) => register(pact, built)).at(-1);
  if (!last) throw new Error('runContracts needs at least one contract');
  return last.executeTest(async (server) => {
    const value = await test(server.url);
    // The mock server records a match on its own event loop after answering (a known bug of pact-core-mock-server, number 13 in
    // its tracker, in the FFI of pact-js 16.5): under CPU load Pact may read "expected but not received" for a request it answered.
    await new Promise((settle) => setTimeout(settle, MATCH_SETTLE_MS));
    return value;
  });
}

/** The body the mock server answers for a contract (matchers replaced by their examples). */
export function exampleOf<T>(template: Template<T>): T {
  return MatchersV3.reify(extractOrNull(template).body) as T;
}
