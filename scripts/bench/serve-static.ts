// A tiny static server for benches that load a production build (any unknown path gets index.html).
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { LOOPBACK } from '../mock/ports.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A request's path, decoded and normalised (so `..` cannot climb out of the served folder). */
export const requestPath = (url: string | undefined) =>
  normalize(decodeURIComponent(new URL(url ?? '/', 'http://x').pathname));

/** Sends `file` if it is a file inside `root`, else `root`'s index.html (client-side routes). */
export function sendFile(root: string, file: string, response: ServerResponse): void {
  const served = file.startsWith(root) && existsSync(file) && !statSync(file).isDirectory();
  const sent = served ? file : join(root, 'index.html');
  response.writeHead(200, { 'Content-Type': MIME[extname(sent)] ?? 'application/octet-stream' });
  createReadStream(sent).pipe(response);
}

export function serveStatic(root: string, port: number): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    sendFile(root, join(root, requestPath(request.url)), response);
  });
  return new Promise((done) => server.listen(port, LOOPBACK, () => done({ server, port })));
}
