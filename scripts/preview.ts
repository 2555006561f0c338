// `npm run preview`: the PRODUCTION build (dist/) with `vite preview` and Prism behind the same mock proxy as
// `npm start`. The e2e harness starts the same stack through `startPreviewStack`.
// PORT (default 4173) and MOCK_PORT (default 4010) override; a taken port moves to the next free one.
// `--config <file>` (or PORTAL_CONFIG) names the document served at /config.json (default deploy/config.local.json);
// the CSP header and the API base path the mock answers under follow it, as nginx's block does (docs/deployment.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { RuntimeConfig } from '../src/config/runtime-config.ts';
import { isMain } from './mock/is-main.ts';
import { findFreePort, isPortInUseError, LOOPBACK, portFromEnv } from './mock/ports.ts';
import { DEFAULT_MOCK_PORT, startPrism } from './mock/prism.ts';
import { cspPolicyFor } from './csp/policy.ts';
import { cspPreviewPlugin } from './csp/preview-plugin.ts';
import { gzipOncePreviewPlugin } from './preview-gzip.ts';
import {
  configPathFrom,
  DEFAULT_CONFIG_FILE,
  describeProblems,
  readConfigFile,
} from './deploy/config-file.ts';
import { API_PREFIXES, mockProxyPlugin } from './mock/proxy.ts';
import { DEFAULT_MOCK_SPEC, PROJECT_ROOT } from './mock/select-example.ts';
import { stopOnSignals } from './mock/shutdown.ts';

export const DEFAULT_PREVIEW_PORT = 4173;
const CONFIG_FILE = resolve(PROJECT_ROOT, 'vite.config.ts');

export interface PreviewStackOptions {
  port?: number;
  mockPort?: number;
  specPath?: string;
  /** 'if-missing' (default) builds only when dist/index.html is absent. */
  build?: 'if-missing' | 'always' | 'never';
  /** Serve another build than dist/ (absolute, or relative to the project root). */
  outDir?: string;
  /** Use an already running mock instead of starting Prism (its base URL). */
  mockUrl?: string;
  /**
   * The file served at /config.json (default deploy/config.local.json); null serves none (a 404), as a deployment
   * that forgot it. The same dist/ can be served with any number of documents side by side.
   */
  configFile?: string | null;
  log?: (line: string) => void;
}

export interface PreviewStack {
  /** e.g. http://127.0.0.1:4173 (no trailing slash) */
  url: string;
  mockUrl: string;
  /** The configuration served, when one is and it is valid. */
  config: RuntimeConfig | undefined;
  stop(): Promise<void>;
}

export async function startPreviewStack(options: PreviewStackOptions = {}): Promise<PreviewStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const specPath = options.specPath ?? DEFAULT_MOCK_SPEC;
  const outDir = resolve(PROJECT_ROOT, options.outDir ?? 'dist');
  const distIndex = resolve(outDir, 'index.html');
  const mode = options.build ?? 'if-missing';
  // Read once, before anything starts: a file that cannot be read stops the stack; an invalid one is served as it is
  // (the app names what is wrong), with the base policy and the API at the root.
  const configFile =
    options.configFile === null ? undefined : readConfigFile(options.configFile ?? DEFAULT_CONFIG_FILE);
  if (configFile && !configFile.result.ok) {
    log(
      `[preview] ${configFile.path} is not a valid configuration; the app will say so:\n${describeProblems(configFile)}`,
    );
  }
  const config = configFile?.config;
  const basePath = config?.apiBasePath ?? '';
  // Prism starts while the bundle builds and the preview server comes up.
  const prismStarting = options.mockUrl
    ? Promise.resolve({ url: options.mockUrl, stop: async () => undefined })
    : startPrism({ port: options.mockPort ?? DEFAULT_MOCK_PORT, specPath, log });
  let server: PreviewServer | undefined;
  try {
    if (mode === 'always' || (mode === 'if-missing' && !existsSync(distIndex))) {
      log('[preview] building the production bundle (dist/)…');
      await build({ root: PROJECT_ROOT, configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir } });
    }
    if (!existsSync(distIndex)) throw new Error(`${distIndex} is missing: run \`npm run build\` first`);
    const wanted = options.port ?? DEFAULT_PREVIEW_PORT;
    let port = await findFreePort(wanted);
    if (port !== wanted) log(`[preview] port ${wanted} is taken; using ${port}`);
    const target = prismStarting.then((started) => started.url);
    for (let tries = 0; !server; tries++) {
      try {
        server = await preview({
          root: PROJECT_ROOT,
          configFile: CONFIG_FILE,
          logLevel: 'warn',
          build: { outDir },
          preview: { host: LOOPBACK, port, strictPort: true, open: false },
          // The proxy answers the API first; every HTML answer then carries the CSP with a fresh nonce; the build's
          // scripts and styles are gzipped once each, not on every request.
          plugins: [
            mockProxyPlugin({ target, specPath, basePath }),
            cspPreviewPlugin({
              distDir: outDir,
              apiPrefixes: API_PREFIXES.map((prefix) => `${basePath}${prefix}`),
              policy: cspPolicyFor(config),
              configJson: configFile?.text,
            }),
            gzipOncePreviewPlugin(outDir),
          ],
        });
      } catch (error) {
        if (!isPortInUseError(error) || tries >= 10) throw error;
        port = await findFreePort(port + 1);
        log(`[preview] port taken meanwhile; using ${port}`);
      }
    }
    await prismStarting;
  } catch (error) {
    await server?.close();
    await prismStarting.then(
      (started) => started.stop(),
      () => undefined,
    );
    throw error;
  }
  const prism = await prismStarting;
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : undefined;
  const running = server;
  return {
    url: `http://${LOOPBACK}:${port}`,
    mockUrl: prism.url,
    config,
    stop: async () => {
      await running.close();
      await prism.stop();
    },
  };
}

if (isMain(import.meta.url)) {
  startPreviewStack({
    port: portFromEnv('PORT', DEFAULT_PREVIEW_PORT),
    mockPort: portFromEnv('MOCK_PORT', DEFAULT_MOCK_PORT),
    specPath: process.env.MOCK_SPEC ? resolve(process.env.MOCK_SPEC) : undefined,
    configFile: configPathFrom(process.argv.slice(2)),
  }).then(
    (stack) => {
      console.log(`[preview] Mock API (Prism): ${stack.mockUrl}`);
      console.log(
        `[preview] /config.json: ${configPathFrom(process.argv.slice(2))}` +
          (stack.config
            ? ` (environment "${stack.config.environment}", API under "${stack.config.apiBasePath || '/'}")`
            : ''),
      );
      console.log(`[preview] Operator Portal (production build): ${stack.url}/  (Ctrl-C stops both)`);
      stopOnSignals([() => stack.stop()], 'preview');
    },
    (error: unknown) => {
      console.error(`[preview] ${(error as Error).stack ?? String(error)}`);
      process.exit(1);
    },
  );
}
