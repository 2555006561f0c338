// The mock as a backend team's service looks to the contracts kit: one base URL answering the UI API, plus a
// state-change endpoint. Behind it, each request passes through the verifier's own mock filter (the same provider-
// state mapping `npm run test:contracts` verifies with) and then on to the mock server; so the kit, installed from
// its tarball, verifies the mock exactly as it would verify a real service.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MOCK_OWNER_HEADER, MOCK_RESET_PATH } from '../mock/proxy.ts';
import { createMockFilter, STATE_SETUP_PATH, type FilterRequest, type FilterResponse } from './verifier.ts';

/** Where the stand-in takes state changes (a backend team chooses its own path). */
export const MOCK_BACKEND_STATES_PATH = '/_pact/provider-states';

export interface MockBackend {
  url: string;
  statesUrl: string;
  /** Provider states the mock filter could not map. */
  unmapped: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** Headers of one connection, not of the request: fetch sets its own (and refuses some). */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'proxy-connection',
]);

const isJson = (type: string | undefined): boolean => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type ?? '');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  body?: unknown;
}

/** Runs the filter on one request; resolves to its own answer, or to undefined when it passed the request on. */
function runFilter(
  filter: ReturnType<typeof createMockFilter>,
  req: FilterRequest,
): Promise<Answer | undefined> {
  return new Promise((done) => {
    let status = 200;
    const res: FilterResponse = {
      status(code) {
        status = code;
        return res;
      },
      json(body) {
        done({ status, body });
        return res;
      },
      send(body) {
        done({ status, body });
        return res;
      },
    };
    filter(req, res, () => done(undefined));
  });
}

export async function startMockBackend(mockUrl: string): Promise<MockBackend> {
  const unmapped: string[] = [];
  const filter = createMockFilter((state) => unmapped.push(state));
  // The filter gives each state setup its own dataset copy (an owner); the mock may have served that owner to an
  // earlier verification, so its copy is reset before its first request here.
  const reset = new Set<string>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const isStateChange = url.pathname === MOCK_BACKEND_STATES_PATH;
        const text = body.toString('utf8');
        // A JSON body is handed to the filter parsed, as Pact's verifier hands it: the filter may swap a placeholder
        // token in it (a refresh call's `refresh`), and what goes on to the mock is the body as the filter left it.
        const json = isJson(req.headers['content-type']) && text !== '' ? parseJson(text) : undefined;
        const request: FilterRequest = {
          method: req.method ?? 'GET',
          path: isStateChange ? STATE_SETUP_PATH : url.pathname,
          originalUrl: req.url ?? '/',
          headers: { ...req.headers },
          body: isStateChange && text !== '' ? (JSON.parse(text) as unknown) : json,
        };
        const own = await runFilter(filter, request);
        if (own) {
          res.writeHead(own.status, { 'content-type': 'application/json' });
          res.end(typeof own.body === 'string' ? own.body : JSON.stringify(own.body ?? {}));
          return;
        }
        const owner = request.headers[MOCK_OWNER_HEADER];
        if (typeof owner === 'string' && !reset.has(owner)) {
          reset.add(owner);
          await fetch(`${mockUrl}${MOCK_RESET_PATH}?owner=${encodeURIComponent(owner)}`, { method: 'POST' });
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const answer = await fetch(`${mockUrl}${req.url ?? '/'}`, {
          method: request.method,
          headers,
          body:
            request.method === 'GET' || request.method === 'HEAD' || body.length === 0
              ? undefined
              : json !== undefined
                ? JSON.stringify(request.body)
                : new Uint8Array(body),
          redirect: 'manual',
        });
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') out[name] = value;
        });
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        res.writeHead(502, { 'content-type': 'application/json' });
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        res.end(
          JSON.stringify({
            message: `stand-in: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
            status: 502,
          }),
        );
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    statesUrl: `${url}${MOCK_BACKEND_STATES_PATH}`,
    unmapped,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
