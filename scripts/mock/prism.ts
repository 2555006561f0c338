// Starts the local Prism CLI on the mock spec (static examples only) and waits until it answers. Shared by
// `npm run mock`, `npm start`, the preview/e2e harness, client tests and contract verification.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { findFreePort, LOOPBACK } from './ports.ts';
import { DEFAULT_MOCK_SPEC, PROJECT_ROOT } from './select-example.ts';

export const DEFAULT_MOCK_PORT = 4010;
const PRISM_BIN = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'prism');
const READY_TIMEOUT_MS = 60_000;
const PORT_ATTEMPTS = 10;

export type PrismLogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';

export interface PrismOptions {
  /** Port to try first; a taken port moves to the next free one (and says so). Default 4010. */
  port?: number;
  host?: typeof LOOPBACK;
  /** Spec to serve. Default openapi/generated/ui-api.mock.json. */
  specPath?: string;
  /** Prism's own log level; its output goes to `log`. Default 'warn'. */
  logLevel?: PrismLogLevel;
  /** Where our messages and Prism's output go. Default console.log; pass `() => {}` to silence. */
  log?: (line: string) => void;
}

export interface PrismServer {
  /** e.g. http://127.0.0.1:4010 (no trailing slash) */
  url: string;
  port: number;
  host: string;
  /** Milliseconds from spawn to the first answer. */
  startMs: number;
  /** Stops Prism and resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** Resolves on any HTTP answer (Prism answers unknown paths with 404), rejects on connection errors. */
function ping(url: string): Promise<void> {
  return new Promise((done, fail) => {
    const req = request(`${url}/__prism-ready`, { method: 'GET', timeout: 1_000 }, (res) => {
      res.resume();
      done();
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end();
  });
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Never leave an orphaned Prism behind when the parent exits without calling stop().
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done();
      return;
    }
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      children.delete(child);
      done();
    });
    child.kill('SIGTERM');
  });
}

type Attempt = { ok: true; server: PrismServer } | { ok: false; portTaken: boolean; output: string };

async function attempt(
  port: number,
  host: string,
  specPath: string,
  options: PrismOptions,
): Promise<Attempt> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const child = spawn(
    PRISM_BIN,
    [
      'mock',
      '--host',
      host,
      '--port',
      String(port),
      '--dynamic=false',
      '-v',
      options.logLevel ?? 'warn',
      specPath,
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  installExitHook();
  const output: string[] = [];
  let ready = false;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      // Our own readiness probe is not news.
      if (!line.trim() || line.includes('__prism-ready')) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      if (ready) log(`[prism] ${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://${host}:${port}`;

  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      await ping(url);
      ready = true;
      break;
    } catch {
      await Promise.race([new Promise((r) => setTimeout(r, 50)), exited]);
    }
  }
  if (!ready) {
    await stopChild(child);
    children.delete(child);
    const text = output.join('\n');
    return { ok: false, portTaken: text.includes('EADDRINUSE'), output: text };
  }
  const startMs = Math.round(performance.now() - started);
  let stopping = false;
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) log(`[mock] Prism exited unexpectedly (code ${code}, signal ${signal})`);
  });
  return {
    ok: true,
    server: {
      url,
      port,
      host,
      startMs,
      stop: () => {
        stopping = true;
        return stopChild(child);
      },
    },
  };
}

/** Starts Prism on the first free port from `port` (default 4010) and resolves once it answers HTTP. */
export async function startPrism(options: PrismOptions = {}): Promise<PrismServer> {
  const host = options.host ?? LOOPBACK;
  const specPath = options.specPath ?? DEFAULT_MOCK_SPEC;
  const log = options.log ?? ((line: string) => console.log(line));
  const wanted = options.port ?? DEFAULT_MOCK_PORT;
  let port = wanted;
  for (let i = 0; i < PORT_ATTEMPTS; i++) {
    port = await findFreePort(port, host);
    if (port !== wanted && i === 0) log(`[mock] port ${wanted} is taken; using ${port}`);
    // Another process may grab the port between our probe and Prism's listen: retry on the next one.
    const result = await attempt(port, host, specPath, options);
    if (result.ok) {
      log(`[mock] Prism ready at ${result.server.url} in ${result.server.startMs} ms (${specPath})`);
      return result.server;
    }
    if (!result.portTaken) throw new Error(`Prism failed to start on ${host}:${port}:\n${result.output}`);
    log(`[mock] port ${port} was taken while Prism started; trying ${port + 1}`);
    port += 1;
  }
  throw new Error(`Prism could not find a free port from ${wanted}`);
}
