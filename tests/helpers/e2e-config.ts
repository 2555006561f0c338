import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';

/** A /config.json document for a second preview server in an e2e test (the shared one serves the local default). */
export function writeE2eConfig(name: string, document: Record<string, unknown>): string {
  const dir = resolve(PROJECT_ROOT, 'tmp/e2e-config');
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  return path;
}

/** The parts of a document every e2e one shares. */
export const E2E_CONFIG_BASE = {
  environment: 'e2e',
  apiBasePath: '/',
  companySiteUrl: 'https://www.example-energy.test',
  tagManager: null,
} as const;
