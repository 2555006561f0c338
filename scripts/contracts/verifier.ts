// Verifies pact files against a provider with the Pact Verifier (pact-js 16.5). Two targets:
// - `mock`: the mock server (scripts/mock/server.ts: Prism behind the same proxy as `npm start` and the e2e tests).
//   Every provider state maps to a dataset state or a scenario, sent in the proxy's headers; a state not in
//   contracts/provider-states.ts, or naming a dataset state the mock lacks, fails its interaction. The mock checks
//   tokens as a real server does, so the pacts' placeholder tokens that stand for valid ones are swapped for tokens
//   it signed for the contracts' caller; the expired and forged ones go as they are, and are refused.
// - `backend`: a real UI API. The request filter swaps the pacts' placeholder access tokens for `--token`, and
//   provider states are set up by POSTing them to the team's state-change URL.
import { Verifier } from '@pact-foundation/pact';
import { providerState, type ProviderStateDef } from '../../contracts/provider-states.ts';
import { REPLACEABLE_ACCESS_TOKENS, REPLACEABLE_REFRESH_TOKENS } from '../../contracts/support/contract.ts';
import { DEFAULT_SEED, REFERENCE_DATE } from '../generate/fixtures.ts';
import { buildStaffWorld } from '../generate/staff-fixtures.ts';
import { CONTRACT_CALLER_EMAIL, isDatasetState } from '../mock/data/dataset.ts';
import { issueToken, type TokenSubject } from '../mock/data/tokens.ts';
import { DATASET_STATE_HEADER, MOCK_OWNER_HEADER } from '../mock/proxy.ts';
import { SCENARIO_HEADER, scenarioToPrefer, type Scenario } from '../mock/select-example.ts';

/** Where pact-js's verification proxy receives state changes; the request filter sees them first. */
export const STATE_SETUP_PATH = '/_pactSetup';

export type VerifyTarget = { kind: 'mock' } | { kind: 'backend'; token?: string; statesUrl?: string };

export interface VerifyOptions {
  pactFiles: readonly string[];
  providerBaseUrl: string;
  target: VerifyTarget;
  provider?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
  /** Our own messages (state mapping problems); default console.log. */
  log?: (line: string) => void;
  /** For tests: replaces the state-change forwarder of backend mode. */
  fetch?: typeof fetch;
}

export interface InteractionResult {
  description: string;
  result: string;
  duration?: string;
}

export interface VerifyFailure {
  interaction: string;
  messages: string[];
}

export interface VerifyReport {
  ok: boolean;
  ms: number;
  interactions: InteractionResult[];
  failures: VerifyFailure[];
  /** States the pacts use that contracts/provider-states.ts does not map (mock target only). */
  unmappedStates: string[];
}

// pact-js hands the filter express's req/res; only these members are used (express types are not installed).
export interface FilterRequest {
  method: string;
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}
export interface FilterResponse {
  status(code: number): FilterResponse;
  json(body: unknown): unknown;
  send(body: string): unknown;
}
export type RequestFilter = (req: FilterRequest, res: FilterResponse, next: () => void) => void;

interface StateChange {
  state: string;
  params: Record<string, unknown>;
  action: 'setup' | 'teardown' | string;
}

function readStateChange(body: unknown): StateChange | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  if (typeof raw.state !== 'string') return undefined;
  const params =
    typeof raw.params === 'object' && raw.params !== null ? (raw.params as Record<string, unknown>) : {};
  return { state: raw.state, params, action: typeof raw.action === 'string' ? raw.action : 'setup' };
}

/** The scenario the active states force, or undefined when the mock answers as it answers the portal. */
export function scenarioFor(states: readonly ProviderStateDef[]): Scenario | undefined {
  for (const def of states) if (def.mock !== 'rule' && !('dataset' in def.mock)) return def.mock;
  return undefined;
}

/** The dataset state the active states ask for, or undefined for the dataset as generated. */
export function datasetStateFor(states: readonly ProviderStateDef[]): string | undefined {
  for (const def of states) if (def.mock !== 'rule' && 'dataset' in def.mock) return def.mock.dataset;
  return undefined;
}

let caller: TokenSubject | undefined;
/** The staff user the contracts' requests come from (CONTRACT_CALLER_EMAIL of the generated world). */
function contractCaller(): TokenSubject {
  caller ??= buildStaffWorld(DEFAULT_SEED, REFERENCE_DATE).staff.find(
    (user) => user.email === CONTRACT_CALLER_EMAIL,
  );
  if (caller === undefined) throw new Error(`the generated staff have no ${CONTRACT_CALLER_EMAIL}`);
  return caller;
}

/**
 * Puts real tokens where a pact's placeholders stand for valid ones: the bearer token, and the `refresh` field of a
 * refresh call's body (an access-token placeholder there becomes a real access token, which must be refused as a
 * refresh token). Placeholders of expired, revoked or forged tokens are never swapped.
 */
export function swapPlaceholderTokens(
  req: FilterRequest,
  real: { access?: () => string; refresh?: () => string },
): void {
  const auth = req.headers.authorization;
  const bearer = typeof auth === 'string' ? /^Bearer (\S+)$/.exec(auth)?.[1] : undefined;
  if (real.access && bearer !== undefined && REPLACEABLE_ACCESS_TOKENS.includes(bearer)) {
    req.headers.authorization = `Bearer ${real.access()}`;
  }
  const body = req.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return;
  const fields = body as Record<string, unknown>;
  const given = fields.refresh;
  if (typeof given !== 'string') return;
  const swapped = REPLACEABLE_REFRESH_TOKENS.includes(given)
    ? real.refresh?.()
    : REPLACEABLE_ACCESS_TOKENS.includes(given)
      ? real.access?.()
      : undefined;
  if (swapped === undefined) return;
  fields.refresh = swapped;
  // pact-js sends the parsed body again as JSON: its length changes with the token.
  req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(fields)));
}

/**
 * Mock target. State setup answers the state's params back, so provider-state expressions (`${hemsId}`) resolve
 * to the values the consumer test used; an unmapped state answers 500, which fails the interaction. Each state setup
 * starts a fresh dataset copy (its own owner), so what one interaction changes never reaches the next.
 */
export function createMockFilter(
  onUnmapped: (state: string) => void = () => {},
  trace?: (line: string) => void,
): RequestFilter {
  const active = new Map<string, ProviderStateDef>();
  let setups = 0;
  return (req, res, next) => {
    if (req.path === STATE_SETUP_PATH) {
      const change = readStateChange(req.body);
      if (!change) {
        res.status(400).json({ error: 'state change without a state name' });
        return;
      }
      if (change.action === 'teardown') {
        active.delete(change.state);
        res.json({});
        return;
      }
      const def = providerState(change.state);
      const dataset = def ? datasetStateFor([def]) : undefined;
      if (!def || (dataset !== undefined && !isDatasetState(dataset))) {
        onUnmapped(change.state);
        res.status(500).json({
          error: def
            ? `Provider state "${change.state}" names the dataset state "${dataset}", which the mock lacks`
            : `Unmapped provider state "${change.state}": map it in contracts/provider-states.ts`,
        });
        return;
      }
      setups += 1;
      active.set(change.state, def);
      res.json(change.params);
      return;
    }
    swapPlaceholderTokens(req, {
      access: () => issueToken(contractCaller(), 'access'),
      refresh: () => issueToken(contractCaller(), 'refresh'),
    });
    const states = [...active.values()];
    const scenario = scenarioFor(states);
    const dataset = datasetStateFor(states);
    for (const name of ['prefer', SCENARIO_HEADER, DATASET_STATE_HEADER, MOCK_OWNER_HEADER])
      delete req.headers[name];
    if (scenario) req.headers[SCENARIO_HEADER] = scenarioToPrefer(scenario);
    if (dataset) req.headers[DATASET_STATE_HEADER] = dataset;
    req.headers[MOCK_OWNER_HEADER] = `pact-${setups}`;
    trace?.(
      `[mock] ${[...active.keys()].join(', ') || '(no state)'}: ${req.method} ${req.originalUrl} -> ` +
        (scenario ? scenarioToPrefer(scenario) : `dataset ${dataset ?? 'default'}`),
    );
    next();
  };
}

/**
 * Backend target. The pacts carry placeholder access tokens (and one fixed expired token that must stay as it is,
 * so the service answers 401): `token` replaces the placeholders. State changes go to `statesUrl` as the standard
 * Pact body `{state, params, action}`; its JSON answer provides injected values (e.g. `refreshToken`).
 */
export function createBackendFilter(options: {
  token?: string;
  statesUrl?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}): RequestFilter {
  const send = options.fetch ?? globalThis.fetch;
  const log = options.log ?? ((line: string) => console.log(line));
  let warned = false;
  return (req, res, next) => {
    if (req.path === STATE_SETUP_PATH) {
      const change = readStateChange(req.body);
      if (!options.statesUrl || !change) {
        if (!warned && !options.statesUrl) {
          warned = true;
          log(
            '[verify] no --states-url: provider states are not set up; interactions that need data may fail',
          );
        }
        res.json({});
        return;
      }
      const statesUrl = options.statesUrl;
      void (async () => {
        try {
          const answer = await send(statesUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(change),
          });
          const text = await answer.text();
          let json: unknown = {};
          try {
            json = text.trim() === '' ? {} : JSON.parse(text);
          } catch {
            json = {};
          }
          if (!answer.ok) {
            res
              .status(answer.status)
              .json({ error: `state change "${change.state}" answered ${answer.status}: ${text}` });
            return;
          }
          res.json(typeof json === 'object' && json !== null ? json : {});
        } catch (error) {
          res.status(502).json({ error: `state-change URL unreachable: ${(error as Error).message}` });
        }
      })();
      return;
    }
    const token = options.token;
    if (token) swapPlaceholderTokens(req, { access: () => token });
    next();
  };
}

interface RawResult {
  errors?: {
    interaction?: string;
    mismatch?: { message?: string; mismatches?: { mismatch?: string; path?: string }[] };
  }[];
  interactionResults?: InteractionResult[];
  result?: boolean;
}

function parseResult(value: unknown): RawResult | undefined {
  if (typeof value === 'object' && value !== null) return value as RawResult;
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as RawResult;
  } catch {
    return undefined;
  }
}

function failuresOf(raw: RawResult): VerifyFailure[] {
  return (raw.errors ?? []).map((error) => {
    const mismatch = error.mismatch ?? {};
    const messages = mismatch.mismatches?.length
      ? mismatch.mismatches.map((m) => `${m.path ? `${m.path}: ` : ''}${m.mismatch ?? 'mismatch'}`)
      : [mismatch.message ?? 'failed'];
    return { interaction: error.interaction ?? 'unknown interaction', messages };
  });
}

export async function verifyPacts(options: VerifyOptions): Promise<VerifyReport> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const log = options.log ?? ((line: string) => console.log(line));
  const unmapped = new Set<string>();
  const filter =
    options.target.kind === 'mock'
      ? createMockFilter(
          (state) => unmapped.add(state),
          options.logLevel === 'debug' || options.logLevel === 'trace' ? log : undefined,
        )
      : createBackendFilter({
          token: options.target.token,
          statesUrl: options.target.statesUrl,
          fetch: options.fetch,
          log,
        });
  const report = await runPactVerifier({
    pactFiles: options.pactFiles,
    providerBaseUrl: options.providerBaseUrl,
    filter,
    provider: options.provider,
    logLevel: options.logLevel,
  });
  return { ...report, ok: report.ok && unmapped.size === 0, unmappedStates: [...unmapped].sort() };
}

/**
 * Pact's verifier over pact files through a request filter, and its result read into our report. Apart from
 * verifyPacts, the contracts kit calls it (with the backend filter only, so its bundle holds none of the mock).
 */
export async function runPactVerifier(options: {
  pactFiles: readonly string[];
  providerBaseUrl: string;
  filter: RequestFilter;
  provider?: string;
  logLevel?: VerifyOptions['logLevel'];
}): Promise<Omit<VerifyReport, 'unmappedStates'>> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const started = performance.now();
  let raw: RawResult | undefined;
  let ok: boolean;
  try {
    const result: unknown = await new Verifier({
      provider: options.provider ?? 'ui-api',
      providerBaseUrl: options.providerBaseUrl,
      pactUrls: [...options.pactFiles],
      logLevel: options.logLevel ?? 'warn',
      // pact-js types this as express.RequestHandler; our filter uses a subset of it.
      requestFilter: options.filter as never,
      providerStatesSetupTeardown: true,
      providerStatesSetupBody: true,
    }).verifyProvider();
    raw = parseResult(result);
    ok = raw?.result !== false;
  } catch (error) {
    raw = parseResult((error as Error).message);
    ok = false;
    if (!raw)
      raw = { errors: [{ interaction: 'verification', mismatch: { message: (error as Error).message } }] };
  }
  return {
    ok,
    ms: Math.round(performance.now() - started),
    interactions: raw?.interactionResults ?? [],
    failures: failuresOf(raw ?? {}),
  };
}

export function formatReport(report: VerifyReport, against: string): string {
  const total = report.interactions.length;
  const failed = report.interactions.filter((i) => i.result !== 'OK').length;
  const lines = [
    `[verify] ${total} interactions against ${against} in ${(report.ms / 1000).toFixed(1)} s: ` +
      `${total - failed} passed, ${failed} failed — ${report.ok ? 'PASSED' : 'FAILED'}`,
  ];
  for (const failure of report.failures) {
    lines.push(`  ✖ ${failure.interaction}`);
    for (const message of failure.messages) lines.push(`      ${message}`);
  }
  for (const state of report.unmappedStates) {
    lines.push(`  ✖ unmapped provider state "${state}": add it to contracts/provider-states.ts`);
  }
  return lines.join('\n');
}
