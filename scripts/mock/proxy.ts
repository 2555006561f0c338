// The dev/e2e proxy in front of Prism: forwards the API prefixes and sets Prism's `Prefer` header from the
// example-selection module. One Connect-style middleware, mounted in both the Vite dev server and `vite preview`
// by `mockProxyPlugin`, so `npm start`, `npm run preview` and the e2e harness behave the same. It only ever runs
// in front of the mock: the production client never sends `Prefer` or the scenario header.
import { bearerOf, verifiedCaller } from './data/staff.ts';
import { personaList } from './data/personas.ts';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { instantFrom, MOCK_NOW_HEADER, PINNED_INSTANTS } from './instants.ts';
import { createDataLayer, type DataLayer } from './data/data-layer.ts';
import { MIN_SIZED_SITES } from '../generate/fixtures.ts';
import { IDEMPOTENCY_HEADER } from './data/idempotency.ts';
import {
  createExampleSelector,
  DEFAULT_MOCK_SPEC,
  listScenarioOperations,
  loadMockSpec,
  matchOperation,
  parseScenario,
  parseScenarioHeader,
  SCENARIO_HEADER,
  type ExampleSelector,
  type Scenario,
} from './select-example.ts';
import { unreadableBodyRefusal, validationRefusal, VIOLATIONS_HEADER } from './validation-refusal.ts';

export const API_PREFIXES = ['/ui', '/authentication-api'] as const;
/** Control endpoint for one-shot answers, e.g. a single 401 to drive the refresh flow in an e2e test. */
export const MOCK_CONTROL_PATH = '/__mock/once';
/** The operations with their examples and error statuses, for the dev scenario switcher (GET). */
export const MOCK_SCENARIOS_PATH = '/__mock/scenarios';
/** Restores the dataset (POST; `?owner=` for one owner's copy, else everyone's). Dev and tests only. */
export const MOCK_RESET_PATH = '/__mock/reset';
/**
 * The mail the mock "sent" (GET): verification messages of sign-ups, newest first. `?owner=` (or the owner
 * header) names whose dataset copy; `?to=` keeps one address's. Dev and tests only.
 */
export const MOCK_OUTBOX_PATH = '/__mock/outbox';
/** The sign-in personas (GET): address, name, roles — for the dev scenario panel. */
export const MOCK_PERSONAS_PATH = '/__mock/personas';
/** How many `once=<id>` ids the proxy remembers; a retry follows its call within moments. */
const ONCE_MEMORY = 1_000;
/**
 * Request header naming who queued one-shot answers (`OnceRule.owner`): parallel e2e workers share one proxy, and
 * each test's rules must answer only that test's requests. Stripped before the request goes on.
 */
export const MOCK_OWNER_HEADER = 'x-mock-owner';
/** Response header naming what the proxy asked Prism for; handy when debugging a screen. */
export const SELECTED_HEADER = 'x-mock-selected';
/** Request header naming a dataset state (contracts' provider states), e.g. `no-fleets`. Stripped before Prism. */
export const DATASET_STATE_HEADER = 'x-mock-dataset';
/** Response header of an answer the data layer gave: the collection it came from. */
export const DATA_HEADER = 'x-mock-data';

/**
 * The instant the dataset's reference date becomes (DESIGN §3 "now is now"): `MOCK_NOW` may pin it — `reference`
 * keeps the generated dates as they are (contract runs), `staff-hour` is the tests' daytime instant
 * (scripts/mock/instants.ts), an ISO date-time names an instant; else now. A request may pin its owner's own now
 * with the `x-mock-now` header (the e2e tests do, see MOCK_NOW_HEADER).
 */
export function mockNowFromEnv(value: string | undefined = process.env.MOCK_NOW): number {
  if (value === undefined || value.trim() === '') return Date.now();
  const ms = instantFrom(value) ?? Date.parse(value);
  if (Number.isNaN(ms))
    throw new Error(
      `MOCK_NOW=${value} is neither ${Object.keys(PINNED_INSTANTS).join(' nor ')} nor an ISO date-time`,
    );
  return ms;
}

/**
 * How many sites the mock's world has: `MOCK_SITES` (e.g. 100000, `_` allowed as in 100_000) asks for a bigger
 * world, its first provider holding the extra sites (scripts/generate/fixtures.ts `FixtureOptions`); unset, the
 * generated world as committed.
 */
export function mockSitesFromEnv(
  value: string | undefined = process.env.MOCK_SITES,
  name = 'MOCK_SITES',
): number | undefined {
  if (value === undefined || (name === 'MOCK_SITES' && value.trim() === '')) return undefined;
  const sites = Number(value.trim().replace(/_/g, '') || NaN);
  if (!Number.isInteger(sites) || sites < MIN_SIZED_SITES)
    throw new Error(`${name} ${value} is not a whole number of sites of at least ${MIN_SIZED_SITES}`);
  return sites;
}

/** `--sites N` or `--sites=N` from argv (`npm start -- --sites 100000`), else {@link mockSitesFromEnv}. */
export function mockSitesFrom(
  argv: readonly string[],
  env: string | undefined = process.env.MOCK_SITES,
): number | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--sites') return mockSitesFromEnv(argv[index + 1] ?? '', '--sites');
    if (arg.startsWith('--sites=')) return mockSitesFromEnv(arg.slice('--sites='.length), '--sites');
  }
  return mockSitesFromEnv(env);
}

export type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** A queued one-shot answer: the next `times` requests matching method/path get `scenario`. */
export interface OnceRule {
  /** `code=<status>` or `example=<name>`, as in the scenario header. */
  scenario: string;
  /** Upper-case method to match; any when absent. */
  method?: string;
  /** Exact pathname (no query) to match; any API path when absent. */
  path?: string;
  /** How many requests to answer this way. Default 1. */
  times?: number;
  /** Only requests whose MOCK_OWNER_HEADER equals this match; a rule without one matches requests without one. */
  owner?: string;
}

export interface MockProxyOptions {
  /**
   * Prism base URL, e.g. http://127.0.0.1:4010. A promise lets the dev server start while Prism is still
   * starting; requests wait for it.
   */
  target: string | Promise<string>;
  specPath?: string;
  prefixes?: readonly string[];
  /**
   * The served configuration's `apiBasePath` ('' or e.g. '/portal-api'): the app calls `<basePath>/ui/…`, and the
   * proxy takes the prefix off before Prism sees the path (as a real deployment's reverse proxy does). Default ''.
   */
  basePath?: string;
  log?: (line: string) => void;
  /** The data layer for operations marked `x-mock-data`; default one over the generated dataset at `now`. */
  data?: DataLayer;
  /** The instant the dataset's reference date becomes; default {@link mockNowFromEnv}. */
  now?: number;
  /** A bigger world of this many sites; default {@link mockSitesFromEnv} (the generated world). */
  sites?: number;
}

export interface MockProxy {
  middleware: Middleware;
  /** Queues a one-shot answer (same effect as POST /__mock/once). */
  once(rule: OnceRule): void;
  /** Drops every queued one-shot answer. */
  clearOnce(): void;
  readonly data: DataLayer;
  readonly pending: readonly Required<OnceRule>[];
}

const STRIPPED_REQUEST_HEADERS = new Set([
  'host',
  'prefer',
  SCENARIO_HEADER,
  MOCK_OWNER_HEADER,
  DATASET_STATE_HEADER,
  MOCK_NOW_HEADER,
  'connection',
]);

function isApiPath(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => done(text));
    req.on('error', fail);
  });
}

function toOnceRule(input: unknown): Required<OnceRule> {
  if (typeof input !== 'object' || input === null) throw new Error('body must be a JSON object');
  const raw = input as Record<string, unknown>;
  if (typeof raw.scenario !== 'string' || !parseScenario(raw.scenario)) {
    throw new Error('scenario must be "code=<status>" or "example=<name>"');
  }
  const times = raw.times === undefined ? 1 : Number(raw.times);
  if (!Number.isInteger(times) || times < 1) throw new Error('times must be a positive integer');
  if (raw.owner !== undefined && typeof raw.owner !== 'string') throw new Error('owner must be a string');
  return {
    scenario: raw.scenario,
    method: typeof raw.method === 'string' ? raw.method.toUpperCase() : '',
    path: typeof raw.path === 'string' ? raw.path : '',
    times,
    owner: raw.owner ?? '',
  };
}

/** Every control endpoint of the mock (dev and tests only) lives under this prefix. */
export const MOCK_PATH_PREFIX = '/__mock/';

/**
 * The names a development machine reaches the app by. A request whose Host is another name (a DNS-rebinding page
 * of some other site) is not the app's own, whatever its Origin says.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A call to the mock's control endpoints the app itself (or a test or tool on this machine) makes: the browser says
 * it is same-origin (or sends no fetch metadata: not a browser's cross-origin request), any Origin is the request's
 * own, and the Host is a loopback name — or the call carries a valid access token. A page of another local origin
 * (another port is another origin) gets 403, so it can neither reset the world nor read the outbox.
 */
export function isOwnCall(req: IncomingMessage, data?: DataLayer): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const sameSite = site === undefined || site === 'same-origin' || site === 'none';
  const sameOrigin = origin === undefined || origin.toLowerCase() === `http://${host}`;
  if (LOOPBACK_HOSTS.has(hostname) && sameSite && sameOrigin) return true;
  const bearer = bearerOf(req.headers.authorization);
  return data !== undefined && bearer !== undefined && verifiedCaller(data.base, bearer).ok;
}

/**
 * An upstream answer's headers without CORS grants: the app calls the mock from its own origin and needs none, and
 * Prism's reflection of any Origin with credentials would let every other site read the answers.
 */
function withoutCors(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith('access-control-')),
  );
}

/** A request with a JSON body (Prism validates it; so does the data layer when it answers). */
function isJsonWrite(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  return req.method !== 'GET' && req.method !== 'HEAD' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

function isJsonText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The request's Idempotency-Key as the data layer's input (absent without one). */
function idempotencyInput(req: IncomingMessage): { idempotencyKey?: string } {
  const key = req.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' && key !== '' ? { idempotencyKey: key } : {};
}

/** The request's bearer token as the data layer's input (absent without one). */
function bearerInput(req: IncomingMessage): { bearer?: string } {
  const bearer = bearerOf(req.headers.authorization);
  return bearer === undefined ? {} : { bearer };
}

/** About how much text one write of a streamed answer carries. */
const STREAM_CHUNK_CHARS = 64 * 1024;

/**
 * Writes a streamed answer's values as NDJSON lines, a chunk at a time: it waits while the client reads slower
 * than the lines come (backpressure) and lets other requests in between chunks, and stops when the client goes
 * away. A line that fails (the data layer's check) cuts the answer off: its status is sent, so the client sees a
 * broken stream, not a wrong line.
 */
function writeLines(res: ServerResponse, lines: Iterable<unknown>, onError: (error: Error) => void): void {
  const iterator = lines[Symbol.iterator]();
  let gone = false;
  res.once('close', () => {
    gone = !res.writableEnded;
  });
  const step = () => {
    if (gone) return;
    let chunk = '';
    try {
      for (;;) {
        const next = iterator.next();
        if (next.done === true) {
          res.end(chunk);
          return;
        }
        chunk += `${JSON.stringify(next.value)}\n`;
        if (chunk.length >= STREAM_CHUNK_CHARS) break;
      }
    } catch (error) {
      onError(error as Error);
      res.destroy();
      return;
    }
    if (res.write(chunk)) setImmediate(step);
    else res.once('drain', step);
  };
  step();
}

export function createMockProxy(options: MockProxyOptions): MockProxy {
  const target = Promise.resolve(options.target).then((url) => new URL(url));
  // A mock that fails to start is reported by whoever started it; requests then get a 502.
  target.catch(() => {});
  const prefixes = options.prefixes ?? API_PREFIXES;
  const specPath = options.specPath ?? DEFAULT_MOCK_SPEC;
  const select: ExampleSelector = createExampleSelector(specPath);
  const data =
    options.data ??
    createDataLayer({
      spec: loadMockSpec(specPath),
      now: options.now ?? mockNowFromEnv(),
      sites: options.sites ?? mockSitesFromEnv(),
    });
  const log = options.log ?? (() => {});
  const queue: Required<OnceRule>[] = [];
  const seenOnce = new Set<string>();

  /** True the first time an id is seen: the request it marks gets the scenario, a retry of it does not. */
  const firstSight = (id: string): boolean => {
    if (seenOnce.has(id)) return false;
    seenOnce.add(id);
    if (seenOnce.size > ONCE_MEMORY) seenOnce.delete(seenOnce.values().next().value as string);
    return true;
  };

  const takeOnce = (method: string, pathname: string, owner: string): Scenario | undefined => {
    const index = queue.findIndex(
      (rule) =>
        rule.owner === owner &&
        (!rule.method || rule.method === method) &&
        (!rule.path || rule.path === pathname),
    );
    const rule = queue[index];
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) queue.splice(index, 1);
    return parseScenario(rule.scenario);
  };

  /** Drops the rules of one owner (`?owner=`), or every rule when none is named. */
  const clear = (owner: string | null): void => {
    const kept = owner === null ? [] : queue.filter((rule) => rule.owner !== owner);
    queue.splice(0, queue.length, ...kept);
  };

  const control = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'DELETE') {
      clear(new URL(req.url ?? '/', 'http://proxy.invalid').searchParams.get('owner'));
      sendJson(res, 200, { pending: queue });
      return;
    }
    if (req.method === 'GET') {
      sendJson(res, 200, { pending: queue });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { message: 'use GET, POST or DELETE', status: 405 });
      return;
    }
    try {
      queue.push(toOnceRule(JSON.parse(await readBody(req))));
      sendJson(res, 200, { pending: queue });
    } catch (error) {
      sendJson(res, 400, { message: (error as Error).message, status: 400 });
    }
  };

  const reset = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') {
      sendJson(res, 405, { message: 'use POST', status: 405 });
      return;
    }
    const owner = new URL(req.url ?? '/', 'http://proxy.invalid').searchParams.get('owner');
    data.reset(owner ?? undefined);
    sendJson(res, 200, { reset: owner ?? 'everyone' });
  };

  const outbox = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET') {
      sendJson(res, 405, { message: 'use GET', status: 405 });
      return;
    }
    const params = new URL(req.url ?? '/', 'http://proxy.invalid').searchParams;
    const header = req.headers[MOCK_OWNER_HEADER];
    const owner = params.get('owner') ?? (typeof header === 'string' ? header : '');
    const pinned = req.headers[MOCK_NOW_HEADER];
    const now = typeof pinned === 'string' ? instantFrom(pinned) : undefined;
    const to = params.get('to')?.trim().toLowerCase();
    const messages = data
      .world(owner, params.get('state') ?? 'default', now)
      .outbox.filter((message) => to === undefined || message.to.toLowerCase() === to)
      .toReversed();
    sendJson(res, 200, { messages });
  };

  /** Answers from the dataset once Prism has accepted the request; a refusal of Prism's goes out as it is. */
  const answerFromData = (
    req: IncomingMessage,
    res: ServerResponse,
    answer: IncomingMessage,
    match: NonNullable<ReturnType<typeof matchOperation>>,
    body: string,
    owner: string,
  ): void => {
    const status = answer.statusCode ?? 502;
    if (status < 200 || status >= 300) {
      res.writeHead(status, answer.statusMessage, withoutCors(answer.headers));
      answer.pipe(res);
      return;
    }
    answer.resume();
    const state = req.headers[DATASET_STATE_HEADER];
    const pinned = req.headers[MOCK_NOW_HEADER];
    const now = typeof pinned === 'string' ? instantFrom(pinned) : undefined;
    if (typeof pinned === 'string' && now === undefined) {
      sendJson(res, 400, {
        message: `${MOCK_NOW_HEADER}: "${pinned}" is neither ${Object.keys(PINNED_INSTANTS).join(' nor ')} nor an ISO date-time with a zone`,
        status: 400,
        errorId: 'MOCK_NOW',
      });
      return;
    }
    const result = data.answer(match, {
      url: req.url ?? '/',
      body,
      owner,
      state: typeof state === 'string' ? state : undefined,
      ...(now === undefined ? {} : { now }),
      ...bearerInput(req),
      ...idempotencyInput(req),
    });
    const collection = data.collectionOf(match.operation) ?? '';
    if (result.lines !== undefined) {
      res.writeHead(result.status, {
        ...result.headers,
        'content-type': result.contentType ?? 'application/x-ndjson',
        [DATA_HEADER]: collection,
      });
      writeLines(res, result.lines, (error) =>
        log(`[proxy] ${req.method ?? 'GET'} ${req.url ?? '/'} -> cut off: ${error.message}`),
      );
      return;
    }
    if (result.body === undefined) {
      res.writeHead(result.status, { [DATA_HEADER]: collection });
      res.end();
      return;
    }
    // A text answer (text/csv) goes out as it is; any other body is JSON.
    const text =
      result.contentType !== undefined && typeof result.body === 'string'
        ? result.body
        : JSON.stringify(result.body);
    res.writeHead(result.status, {
      ...result.headers,
      'content-type': result.contentType ?? 'application/json',
      'content-length': Buffer.byteLength(text),
      [DATA_HEADER]: collection,
    });
    res.end(text);
  };

  const authorize = (
    req: IncomingMessage,
    match: NonNullable<ReturnType<typeof matchOperation>>,
    owner: string,
  ) => {
    const state = req.headers[DATASET_STATE_HEADER];
    const pinned = req.headers[MOCK_NOW_HEADER];
    const now = typeof pinned === 'string' ? instantFrom(pinned) : undefined;
    return data.authorize(match, {
      owner,
      state: typeof state === 'string' ? state : undefined,
      ...(now === undefined ? {} : { now }),
      ...bearerInput(req),
    });
  };

  const forward = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const directives = parseScenarioHeader(req.headers[SCENARIO_HEADER]);
    const fromHeader =
      directives.once === undefined || firstSight(directives.once) ? directives.scenario : undefined;
    const ownerHeader = req.headers[MOCK_OWNER_HEADER];
    const owner = typeof ownerHeader === 'string' ? ownerHeader : '';
    const scenario = takeOnce(method, pathname, owner) ?? fromHeader;
    const match = matchOperation(loadMockSpec(specPath), method, url);
    // A scenario (a named example, an error, a 401) overrides the dataset: the switcher shows what it says.
    const dataBacked =
      scenario === undefined && match !== undefined && data.collectionOf(match.operation) !== undefined
        ? match
        : undefined;
    // The server's own check, before Prism and before any scenario: the verified token and the caller's current
    // roles in the owner's dataset. A scenario changes what the mock answers, never who may ask.
    const refused = match ? authorize(req, match, owner) : undefined;
    if (refused) {
      log(`[proxy] ${method} ${url} -> ${refused.status} (access)`);
      sendJson(res, refused.status, refused.body);
      return;
    }
    // The body is read first when the data layer needs it as well as Prism, or to refuse one that is not JSON with
    // the spec's error object (Prism's own refusal of it is not one).
    const body = dataBacked || isJsonWrite(req) ? await readBody(req) : undefined;
    if (match && body !== undefined && !isJsonText(body)) {
      log(`[proxy] ${method} ${url} -> 400 (body not JSON)`);
      sendJson(res, 400, unreadableBodyRefusal());
      return;
    }
    const selection = select({ method, url }, scenario);
    const delayMs = directives.delayMs ?? 0;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !STRIPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
    }
    if (selection.prefer) headers.prefer = selection.prefer;
    log(
      `[proxy] ${method} ${url} -> ` +
        (dataBacked
          ? `dataset (${data.collectionOf(dataBacked.operation) ?? ''})`
          : `${selection.prefer ?? '(first example)'} [${selection.reason}]`) +
        (delayMs > 0 ? ` after ${delayMs} ms` : ''),
    );

    // Why goes to the log; the answer never names the mock's internal address.
    const unreachable = (reason: string) => {
      log(`[proxy] ${method} ${url} -> 502: ${reason}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 502, {
        message: 'The mock API is unreachable',
        status: 502,
        errorId: 'MOCK_UNREACHABLE',
      });
    };
    const held = delayMs > 0 ? new Promise((done) => setTimeout(done, delayMs)) : undefined;
    // A client that gives up while the answer is held must not leave a request to the mock behind.
    let gone = false;
    if (held) res.once('close', () => (gone = !res.writableEnded));
    Promise.all([target, held]).then(
      ([mock]) => {
        if (gone) return;
        headers.host = mock.host;
        const upstream = httpRequest(
          { protocol: mock.protocol, hostname: mock.hostname, port: mock.port, method, path: url, headers },
          (answer) => {
            const refusal =
              match && (answer.statusCode === 400 || answer.statusCode === 422)
                ? validationRefusal(
                    loadMockSpec(specPath),
                    match.operation,
                    match.pathItem,
                    answer.headers[VIOLATIONS_HEADER],
                  )
                : undefined;
            if (refusal) {
              answer.resume();
              log(
                `[proxy] ${method} ${url} -> 400 (${refusal.fieldErrors.map((entry) => entry.field).join(', ')})`,
              );
              sendJson(res, 400, refusal);
              return;
            }
            if (dataBacked) {
              answerFromData(req, res, answer, dataBacked, body ?? '', owner);
              return;
            }
            const out = withoutCors(answer.headers);
            if (selection.prefer) out[SELECTED_HEADER] = selection.prefer;
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => unreachable(`${mock.origin}: ${error.message}`));
        if (body === undefined) req.pipe(upstream);
        else upstream.end(body);
      },
      (error: unknown) => unreachable(`the mock did not start (${(error as Error).message})`),
    );
  };

  const basePath = options.basePath ?? '';
  const middleware: Middleware = (req, res, next) => {
    let pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    if (
      basePath !== '' &&
      pathname.startsWith(`${basePath}/`) &&
      isApiPath(pathname.slice(basePath.length), prefixes)
    ) {
      req.url = (req.url ?? '/').slice(basePath.length);
      pathname = pathname.slice(basePath.length);
    } else if (basePath !== '' && isApiPath(pathname, prefixes)) {
      // Under a base path the API is not at the root: a client that ignores the configuration must not find it.
      sendJson(res, 404, { message: `The UI API is served under ${basePath} here`, status: 404 });
      return;
    }
    if (pathname.startsWith(MOCK_PATH_PREFIX) && !isOwnCall(req, data)) {
      log(`[proxy] ${req.method ?? 'GET'} ${pathname} -> 403 (not the app's own origin)`);
      sendJson(res, 403, {
        message: "The mock's control endpoints answer only the app's own origin",
        status: 403,
        errorId: 'MOCK_FOREIGN_ORIGIN',
      });
      return;
    }
    if (pathname === MOCK_CONTROL_PATH) {
      control(req, res).catch(next);
      return;
    }
    if (pathname === MOCK_RESET_PATH) {
      reset(req, res);
      return;
    }
    if (pathname === MOCK_OUTBOX_PATH) {
      outbox(req, res);
      return;
    }
    if (pathname === MOCK_PERSONAS_PATH) {
      sendJson(res, 200, { personas: personaList(data.world('')) });
      return;
    }
    if (pathname === MOCK_SCENARIOS_PATH) {
      try {
        sendJson(res, 200, { operations: listScenarioOperations(loadMockSpec(specPath)) });
      } catch (error) {
        next(error);
      }
      return;
    }
    if (!isApiPath(pathname, prefixes)) {
      next();
      return;
    }
    forward(req, res, pathname).catch(next);
  };

  return {
    middleware,
    once: (rule) => queue.push(toOnceRule(rule)),
    clearOnce: () => clear(null),
    data,
    get pending() {
      return queue;
    },
  };
}

/** Mounts the mock proxy in both the dev server and `vite preview` (before Vite's own middlewares). */
export function mockProxyPlugin(options: MockProxyOptions): Plugin {
  const proxy = createMockProxy(options);
  return {
    name: 'operator-portal:mock-proxy',
    configureServer(server) {
      server.middlewares.use(proxy.middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(proxy.middleware);
    },
  };
}
