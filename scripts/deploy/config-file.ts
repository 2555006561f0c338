// The server side of /config.json (src/config/runtime-config.ts): which file a local server serves, read once and
// checked with the app's own parser, so the preview's CSP and mock paths follow the document the browser gets.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CONFIG_PATH } from '../../src/config/load-runtime-config.ts';
import {
  parseRuntimeConfig,
  type ConfigResult,
  type RuntimeConfig,
} from '../../src/config/runtime-config.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';

/** What `npm start` and `npm run preview` serve unless told otherwise: environment "local", the mock at the root. */
export const DEFAULT_CONFIG_FILE = resolve(PROJECT_ROOT, 'deploy/config.local.json');
/** The environment variable naming another file (as `--config` does). */
export const CONFIG_ENV = 'PORTAL_CONFIG';

export interface ConfigFile {
  path: string;
  /** Served as it is, valid or not: the app shows what is wrong with it. */
  text: string;
  result: ConfigResult;
  /** The parsed configuration, when it is valid. */
  config: RuntimeConfig | undefined;
}

export function readConfigFile(path: string): ConfigFile {
  const absolute = resolve(path);
  const text = readFileSync(absolute, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  const result = parseRuntimeConfig(parsed);
  return { path: absolute, text, result, config: result.ok ? result.config : undefined };
}

/** One line per problem, for a terminal. */
export function describeProblems(file: ConfigFile): string {
  if (file.result.ok) return '';
  return file.result.problems.map(({ field, reason }) => `  ${field}: ${reason}`).join('\n');
}

/** `--config <path>` or `--config=<path>` from argv, else PORTAL_CONFIG, else the default file. */
export function configPathFrom(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--config' && argv[index + 1]) return resolve(argv[index + 1] ?? '');
    if (arg.startsWith('--config=')) return resolve(arg.slice('--config='.length));
  }
  const fromEnv = env[CONFIG_ENV]?.trim();
  return fromEnv ? resolve(fromEnv) : DEFAULT_CONFIG_FILE;
}

/** The dev server's /config.json (`npm start`): the file as it is, never cached; the preview has its own. */
export function devConfigPlugin(file: ConfigFile): Plugin {
  return {
    name: 'operator-portal:config-json',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://dev.invalid').pathname !== CONFIG_PATH) {
          next();
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(file.text);
      });
    },
  };
}
