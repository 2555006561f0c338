import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import { httpCall } from './http-get.ts';
import { mockToken } from '../../helpers/mock-tokens.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const occupy = (port: number): Promise<Server | undefined> =>
  new Promise((resolve) => {
    const server = createServer();
    // Already taken by someone else is just as good for this test.
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

function waitForLine(child: ChildProcess, output: { text: string }, pattern: RegExp, ms: number) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${output.text}`)), ms);
    const check = () => {
      const match = pattern.exec(output.text);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => reject(new Error(`starter exited early:\n${output.text}`)));
    check();
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  const blockers: Server[] = [];
  let child: ChildProcess | undefined;
  const output = { text: '' };

  beforeAll(async () => {
    for (const port of [5173, 4010]) {
      const server = await occupy(port);
      if (server) blockers.push(server);
    }
  });

  afterAll(async () => {
    // The process group, as Ctrl-C would; a no-op when the test already stopped it.
    if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    await Promise.all(blockers.map((server) => new Promise((done) => server.close(done))));
  });

  it(
    'moves off taken ports, serves the page and the proxied mock, and stops both on Ctrl-C',
    async () => {
      const started = performance.now();
      child = spawn('npm', ['start', '--silent'], {
        cwd: PROJECT_ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PORT: '', MOCK_PORT: '', FORCE_COLOR: '0' },
      });
      child.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));

      try {
        await checkStarter(started);
      } catch (error) {
        // The starter's own output is what explains a failure here.
        if (error instanceof Error) error.message += `\n--- starter output ---\n${output.text}`;
        throw error;
      }
    },
    timeLimit(90_000),
  );

  async function checkStarter(started: number): Promise<void> {
    if (!child) throw new Error('starter not spawned');
    const [, uiPort] = await waitForLine(
      child,
      output,
      /Operator Portal: http:\/\/127\.0\.0\.1:(\d+)\//,
      timeLimit(60_000),
    );
    const [, mockPort] = /Mock API \(Prism\): http:\/\/127\.0\.0\.1:(\d+)/.exec(output.text) ?? [];
    console.log(`npm start: URL printed after ${Math.round(performance.now() - started)} ms`);

    expect(Number(uiPort)).toBeGreaterThan(5173);
    expect(Number(mockPort)).toBeGreaterThan(4010);
    expect(output.text).toMatch(/port 5173 is taken; using \d+/);
    expect(output.text).toMatch(/port 4010 is taken; using \d+/);

    const page = await httpCall(`http://127.0.0.1:${uiPort}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('/src/main.tsx');

    // The runtime configuration: deploy/config.local.json as it is, never cached.
    const config = await httpCall(`http://127.0.0.1:${uiPort}/config.json`);
    expect(config.status).toBe(200);
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.body).toBe(readFileSync(join(PROJECT_ROOT, 'deploy/config.local.json'), 'utf8'));
    expect(output.text).toContain('deploy/config.local.json');

    const api = await httpCall(`http://127.0.0.1:${uiPort}/ui/v1/hems-providers`, {
      headers: { authorization: `Bearer ${mockToken()}` },
    });
    expect(api.status).toBe(200);
    // A data-backed operation: the dataset answered, after Prism accepted the call.
    expect(api.headers['x-mock-data']).toBe('providers');
    const body = JSON.parse(api.body) as { providers: { id: string; name: string }[] };
    expect(body.providers.length).toBeGreaterThan(0);
    expect(typeof body.providers[0]?.name).toBe('string');

    // Ctrl-C goes to the whole foreground process group.
    const exited = new Promise((done) => child?.once('exit', done));
    process.kill(-(child.pid ?? 0), 'SIGINT');
    await exited;
    // Prism and Vite live in the starter's process group: an empty group means both are gone. (Checking the
    // ports instead would race with any other starter that grabs them the moment they are free.)
    await expect
      .poll(() => groupAlive(child?.pid ?? 0), { timeout: timeLimit(15_000), message: output.text })
      .toBe(false);
  }
});
