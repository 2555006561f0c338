import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** True when nothing listens on host:port (we try to bind it and let go at once). */
export function isPortFree(port: number, host: string = LOOPBACK): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `start` upwards. */
export async function findFreePort(start: number, host: string = LOOPBACK, attempts = 100): Promise<number> {
  for (let port = start; port < start + attempts && port <= 65535; port++) {
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`No free port in ${start}..${start + attempts - 1} on ${host}`);
}

/** Reads a port from an environment variable; a malformed value is an error rather than a silent default. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a port number`);
  }
  return port;
}

/** Vite reports a taken port (strictPort) as a plain Error; Node as EADDRINUSE. */
export function isPortInUseError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'EADDRINUSE' || /already in use/i.test(message ?? '');
}
