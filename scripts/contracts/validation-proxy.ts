// `npm run proxy -- --upstream URL [--port N]`: Prism as a validating proxy (`prism proxy --errors`) in front of a
// real UI API. Every request and answer is checked against openapi/ui-api.yaml; an answer that breaks the spec
// reaches the app as a 500 problem document (and is logged here with the violations), so a frontend developer sees
// every contract break while using the app. Loopback only; the upstream may be anywhere.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../mock/is-main.ts';
import { findFreePort, LOOPBACK, portFromEnv } from '../mock/ports.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { stopOnSignals } from '../mock/shutdown.ts';
import { SPEC_PATH } from './pact-files.ts';

export const DEFAULT_PROXY_PORT = 4020;
const PRISM_BIN = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'prism');
const READY_TIMEOUT_MS = 60_000;

export interface ValidationProxyOptions {
  upstream: string;
  /** First port to try; a taken one moves to the next free port. Default 4020 (or PROXY_PORT). */
  port?: number;
  specPath?: string;
  /** Prism's output, line by line (violations are logged at warn/error). Default console.log. */
  log?: (line: string) => void;
}

export interface ValidationProxy {
  url: string;
  port: number;
  startMs: number;
  stop(): Promise<void>;
}

function ping(url: string): Promise<void> {
  return new Promise((done, fail) => {
    const req = request(`${url}/__proxy-ready`, { method: 'OPTIONS', timeout: 1_000 }, (res) => {
      res.resume();
      done();
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end();
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
      done();
    });
    child.kill('SIGTERM');
  });
}

export function checkUpstream(upstream: string): string {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`--upstream ${upstream} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('--upstream must be an http(s) URL');
  return url.href.replace(/\/+$/, '');
}

export async function startValidationProxy(options: ValidationProxyOptions): Promise<ValidationProxy> {
  const upstream = checkUpstream(options.upstream);
  const log = options.log ?? ((line: string) => console.log(line));
  const port = await findFreePort(options.port ?? DEFAULT_PROXY_PORT);
  const started = performance.now();
  const child = spawn(
    PRISM_BIN,
    [
      'proxy',
      options.specPath ?? SPEC_PATH,
      upstream,
      '--errors',
      '--host',
      LOOPBACK,
      '--port',
      String(port),
      '-v',
      'info',
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exitHook = () => child.kill('SIGKILL');
  process.once('exit', exitHook);
  const output: string[] = [];
  let ready = false;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim() || line.includes('__proxy-ready')) continue;
      if (ready) log(`[proxy] ${line}`);
      else output.push(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const url = `http://${LOOPBACK}:${port}`;
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      await ping(url);
      ready = true;
      break;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  if (!ready) {
    await stopChild(child);
    process.off('exit', exitHook);
    throw new Error(`The validation proxy did not start:\n${output.join('\n')}`);
  }
  return {
    url,
    port,
    startMs: Math.round(performance.now() - started),
    stop: async () => {
      await stopChild(child);
      process.off('exit', exitHook);
    },
  };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { upstream: { type: 'string' }, port: { type: 'string' } },
  });
  if (!values.upstream) {
    console.error(
      'Usage: npm run proxy -- --upstream URL [--port N]   (PROXY_PORT also sets the port; default 4020)',
    );
    process.exit(2);
  }
  try {
    const proxy = await startValidationProxy({
      upstream: values.upstream,
      port: values.port ? Number(values.port) : portFromEnv('PROXY_PORT', DEFAULT_PROXY_PORT),
    });
    console.log(
      `[proxy] validating proxy at ${proxy.url} -> ${checkUpstream(values.upstream)} (ready in ${proxy.startMs} ms)`,
    );
    console.log(
      `[proxy] answers that break openapi/ui-api.yaml arrive as 500 problem documents; violations are logged here`,
    );
    console.log(`[proxy] point the app at it: API_PROXY_TARGET=${proxy.url} npm start`);
    stopOnSignals([() => proxy.stop()]);
  } catch (error) {
    console.error(`[proxy] ${(error as Error).message}`);
    process.exit(1);
  }
}
