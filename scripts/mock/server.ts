// Prism behind the mock proxy as one plain HTTP server: what the contract verifier checks the pacts against, so the
// pacts meet the same module as the dev server, the preview and the e2e tests (example selection, the data layer,
// the scenario header). `npm run mock` stays Prism alone.
import { createServer, type Server } from 'node:http';
import { findFreePort, LOOPBACK } from './ports.ts';
import { startPrism, type PrismServer } from './prism.ts';
import type { DataLayer } from './data/data-layer.ts';
import { createMockProxy, type MockProxy } from './proxy.ts';
import { DEFAULT_MOCK_SPEC } from './select-example.ts';

export interface MockServerOptions {
  /** Port to try first for the proxy; Prism takes the next free one after `prismPort`. */
  port?: number;
  prismPort?: number;
  specPath?: string;
  /** The instant the dataset's reference date becomes (see mockNowFromEnv). */
  now?: number;
  /** A data layer of your own (e.g. over a larger dataset); default the generated one. */
  data?: DataLayer;
  log?: (line: string) => void;
  /**
   * A Prism already running on the same spec (the unit run's shared one, tests/helpers/shared-prism.ts): the mock
   * puts its proxy in front of it and leaves it running when it stops. Prism answers from the spec's examples and
   * keeps no state, so mocks of their own can share one; default: a Prism of its own, started and stopped with it.
   */
  prism?: PrismServer;
}

export interface MockServer {
  /** The proxy's base URL, e.g. http://127.0.0.1:4711. */
  url: string;
  prism: PrismServer;
  proxy: MockProxy;
  stop(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const specPath = options.specPath ?? DEFAULT_MOCK_SPEC;
  const log = options.log ?? (() => {});
  const prism = options.prism ?? (await startPrism({ port: options.prismPort ?? 4710, specPath, log }));
  const proxy = createMockProxy({
    target: prism.url,
    specPath,
    log,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  const server: Server = createServer((req, res) =>
    proxy.middleware(req, res, (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error === undefined ? 404 : 500;
      const message = error === undefined ? 'Not an API path' : String((error as Error).message ?? error);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message, status }));
    }),
  );
  const port = await findFreePort(options.port ?? prism.port + 1);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, LOOPBACK, () => done());
  });
  return {
    url: `http://${LOOPBACK}:${port}`,
    prism,
    proxy,
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      if (options.prism === undefined) await prism.stop();
    },
  };
}
