// `npm start`: Prism on the mock spec, then the Vite dev server with the mock proxy (/ui, /authentication-api).
// PORT (default 5173) and MOCK_PORT (default 4010) override; a taken port moves to the next free one and says so.
// `--config <file>` (or PORTAL_CONFIG) names the document served at /config.json (default deploy/config.local.json).
// `--sites N` (or MOCK_SITES=N): a bigger mock world of N sites (docs/mock.md "The dataset and its examples").
import { resolve } from 'node:path';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';
import { findFreePort, isPortInUseError, LOOPBACK, portFromEnv } from './mock/ports.ts';
import { DEFAULT_MOCK_PORT, startPrism } from './mock/prism.ts';
import { API_PREFIXES, mockProxyPlugin, mockSitesFrom } from './mock/proxy.ts';
import { DEFAULT_MOCK_SPEC, PROJECT_ROOT } from './mock/select-example.ts';
import { stopOnSignals } from './mock/shutdown.ts';
import {
  configPathFrom,
  describeProblems,
  devConfigPlugin,
  readConfigFile,
  type ConfigFile,
} from './deploy/config-file.ts';
import { requirePinnedNode } from './node-version.ts';

export const DEFAULT_DEV_PORT = 5173;

async function listenDev(wanted: number, plugins: PluginOption[]): Promise<ViteDevServer> {
  let port = await findFreePort(wanted);
  if (port !== wanted) console.log(`[start] port ${wanted} is taken; using ${port}`);
  for (let tries = 0; ; tries++) {
    const server = await createServer({
      root: PROJECT_ROOT,
      configFile: resolve(PROJECT_ROOT, 'vite.config.ts'),
      clearScreen: false,
      server: { host: LOOPBACK, port, strictPort: true },
      plugins,
    });
    try {
      await server.listen();
      return server;
    } catch (error) {
      await server.close();
      // Someone took the port between our probe and Vite's listen.
      if (!isPortInUseError(error) || tries >= 10) throw error;
      const next = await findFreePort(port + 1);
      console.log(`[start] port ${port} was taken meanwhile; using ${next}`);
      port = next;
    }
  }
}

/**
 * API_PROXY_TARGET=<url>: no mock; /ui and /authentication-api go to that URL as they are (no `Prefer`
 * header is added) — a real backend, or the validating proxy of `npm run proxy`.
 */
async function startAgainstApi(target: string, configFile: ConfigFile): Promise<void> {
  // The app calls `<apiBasePath>/ui/…`; the backend serves `/ui/…`, as behind a deployment's reverse proxy.
  const basePath = configFile.config?.apiBasePath ?? '';
  const route = {
    target: new URL(target).origin,
    changeOrigin: true,
    rewrite: (path: string) => path.slice(basePath.length),
  };
  const vite = await listenDev(portFromEnv('PORT', DEFAULT_DEV_PORT), [
    devConfigPlugin(configFile),
    {
      name: 'operator-portal:api-proxy',
      config: () => ({
        server: { proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`${basePath}${prefix}`, route])) },
      }),
    },
  ]);
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : undefined;
  console.log(`[start] API: ${route.target} (API_PROXY_TARGET; no mock started)`);
  console.log(`[start] Operator Portal: http://${LOOPBACK}:${port}/  (Ctrl-C stops it)`);
  stopOnSignals([() => vite.close()]);
}

async function main(): Promise<void> {
  requirePinnedNode('start');
  const configFile = readConfigFile(configPathFrom(process.argv.slice(2)));
  console.log(`[start] /config.json: ${configFile.path}`);
  if (!configFile.result.ok) {
    console.log(
      `[start] it is not a valid configuration; the app will say so:\n${describeProblems(configFile)}`,
    );
  }
  if (process.env.API_PROXY_TARGET) return startAgainstApi(process.env.API_PROXY_TARGET, configFile);
  // MOCK_SPEC serves another mock spec (e.g. a test fixture); Prism and the proxy must read the same file.
  const specPath = resolve(process.env.MOCK_SPEC || DEFAULT_MOCK_SPEC);
  const sites = mockSitesFrom(process.argv.slice(2));
  if (sites !== undefined) console.log(`[start] mock world: ${sites.toLocaleString('en')} sites`);
  // Prism and Vite start side by side; the proxy holds API requests until Prism answers.
  const prismStarting = startPrism({ port: portFromEnv('MOCK_PORT', DEFAULT_MOCK_PORT), specPath });
  const viteStarting = listenDev(portFromEnv('PORT', DEFAULT_DEV_PORT), [
    devConfigPlugin(configFile),
    mockProxyPlugin({
      target: prismStarting.then((started) => started.url),
      specPath,
      basePath: configFile.config?.apiBasePath ?? '',
      sites,
    }),
  ]);
  const [prismResult, viteResult] = await Promise.allSettled([prismStarting, viteStarting]);
  if (prismResult.status === 'rejected' || viteResult.status === 'rejected') {
    if (prismResult.status === 'fulfilled') await prismResult.value.stop();
    if (viteResult.status === 'fulfilled') await viteResult.value.close();
    throw prismResult.status === 'rejected'
      ? prismResult.reason
      : (viteResult as PromiseRejectedResult).reason;
  }
  const prism = prismResult.value;
  const vite = viteResult.value;
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : undefined;
  console.log(`[start] Mock API (Prism): ${prism.url}`);
  console.log(
    `[start] Operator Portal: http://${LOOPBACK}:${port}/  (ready in ${Math.round(process.uptime() * 1000)} ms; Ctrl-C stops both)`,
  );
  stopOnSignals([() => vite.close(), () => prism.stop()]);
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
