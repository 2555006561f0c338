import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';

/**
 * A production build into `outDir` with the tag manager configured (id and script URL template, `{id}` replaced),
 * for e2e tests that serve it with a second preview server.
 */
export function buildWithTagManager(options: {
  outDir: string;
  id: string;
  urlTemplate: string;
}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        resolve(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        options.outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          VITE_TAG_MANAGER_ID: options.id,
          VITE_TAG_MANAGER_URL_TEMPLATE: options.urlTemplate,
        },
      },
    );
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build exited ${code}`))));
  });
}
