// A small stateful HTTP proxy in front of Prism, for client tests. Prism never checks a token's value and
// `Prefer: code=401` forces a 401 on every call (DESIGN §5), so a "first 401, then 200" flow needs state here:
// with `acceptOnlyRefreshedTokens`, a bearer call is answered by Prism's own 401 example unless it carries the
// `access` token Prism last issued through the refresh call. The proxy, never the client, adds `Prefer`.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import type { AddressInfo } from 'node:net';

const REFRESH_PATH = '/authentication-api/refresh-token';
const PUBLIC_PREFIX = '/authentication-api/';

export interface ProxiedRequest {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  /** Headers as the client sent them (before the proxy added anything). */
  headers: IncomingHttpHeaders;
  body: string;
  /** The `Prefer` the proxy sent on to Prism, if any. */
  preferSent?: string;
  /** Prism's answer status. */
  status: number;
  /** Prism's answer body. */
  answer: string;
}

export interface Stateful401ProxyOptions {
  /** Prism base URL, e.g. http://127.0.0.1:4010 */
  target: string;
  acceptOnlyRefreshedTokens?: boolean;
}

export interface Stateful401Proxy {
  /** e.g. http://127.0.0.1:34567 (no trailing slash) */
  url: string;
  /** Every request that went through, in arrival order. */
  readonly requests: ProxiedRequest[];
  /** See the file comment; switchable between tests. */
  acceptOnlyRefreshedTokens: boolean;
  /** The last `access` Prism issued through the refresh call, or null. */
  readonly issuedToken: string | null;
  /** The next `times` (default 1) requests to `path` (any path when absent) reach Prism with `Prefer: prefer`. */
  preferNext(prefer: string, match?: { path?: string; times?: number }): void;
  /** Forgets recorded requests, queued `Prefer`s and the issued token. */
  reset(): void;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

export async function startStateful401Proxy(options: Stateful401ProxyOptions): Promise<Stateful401Proxy> {
  const target = new URL(options.target);
  const requests: ProxiedRequest[] = [];
  const queue: { prefer: string; path?: string; times: number }[] = [];
  let issuedToken: string | null = null;

  const takePrefer = (pathname: string): string | undefined => {
    const index = queue.findIndex((rule) => rule.path === undefined || rule.path === pathname);
    const rule = queue[index];
    if (rule === undefined) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) queue.splice(index, 1);
    return rule.prefer;
  };

  const state = {
    acceptOnlyRefreshedTokens: options.acceptOnlyRefreshedTokens ?? false,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const method = (req.method ?? 'GET').toUpperCase();
      const url = req.url ?? '/';
      const pathname = new URL(url, 'http://proxy.invalid').pathname;
      let prefer = takePrefer(pathname);
      const needsIssuedToken =
        state.acceptOnlyRefreshedTokens && !pathname.startsWith(PUBLIC_PREFIX) && prefer === undefined;
      if (
        needsIssuedToken &&
        (issuedToken === null || req.headers.authorization !== `Bearer ${issuedToken}`)
      ) {
        prefer = 'code=401';
      }
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && name !== 'host' && name !== 'connection') headers[name] = value;
      }
      headers.host = target.host;
      if (prefer !== undefined) headers.prefer = prefer;
      else delete headers.prefer;

      const upstream = httpRequest(
        { hostname: target.hostname, port: target.port, method, path: url, headers },
        (answer) => {
          void readBody(answer).then((answerBody) => {
            const text = answerBody.toString('utf8');
            if (pathname === REFRESH_PATH && answer.statusCode === 200) {
              try {
                const access = (JSON.parse(text) as { access?: unknown }).access;
                if (typeof access === 'string') issuedToken = access;
              } catch {
                // not a token answer; keep the previous one
              }
            }
            requests.push({
              method,
              url,
              headers: req.headers,
              body: body.toString('utf8'),
              ...(prefer === undefined ? {} : { preferSent: prefer }),
              status: answer.statusCode ?? 0,
              answer: text,
            });
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
            res.end(answerBody);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `Prism unreachable: ${error.message}`, status: 502 }));
      });
      upstream.end(body);
    })();
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get acceptOnlyRefreshedTokens() {
      return state.acceptOnlyRefreshedTokens;
    },
    set acceptOnlyRefreshedTokens(value: boolean) {
      state.acceptOnlyRefreshedTokens = value;
    },
    get issuedToken() {
      return issuedToken;
    },
    preferNext(prefer, match = {}) {
      queue.push({
        prefer,
        ...(match.path === undefined ? {} : { path: match.path }),
        times: match.times ?? 1,
      });
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      issuedToken = null;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
