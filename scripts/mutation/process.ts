// Runs one command of a check in a mutation workspace: output captured, time taken, a time-out that ends the
// command's whole process group (a verifier's Prism, vitest's workers) and nothing else.
import { spawn } from 'node:child_process';

export interface CommandResult {
  /** Exit code; null when killed by a signal or the time-out. */
  code: number | null;
  output: string;
  ms: number;
  timedOut: boolean;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((done) => {
    const chunks: string[] = [];
    let timedOut = false;
    const child = spawn(command, [...args], {
      cwd: options.cwd,
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        NO_COLOR: '1',
        PACT_DO_NOT_TRACK: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a time-out can stop everything it started.
      detached: true,
    });
    const collect = (chunk: Buffer) => chunks.push(chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs);
    const finish = (code: number | null) => {
      clearTimeout(timer);
      done({ code, output: chunks.join(''), ms: Math.round(performance.now() - started), timedOut });
    };
    child.on('error', (error) => {
      chunks.push(`\n[mutation] could not start ${command}: ${error.message}\n`);
      finish(127);
    });
    child.on('close', (code) => finish(timedOut ? null : code));
  });
}
