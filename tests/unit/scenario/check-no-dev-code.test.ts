import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNoDevCode, DEV_MARKERS, findDevTraces } from '../../../scripts/budget/check-no-dev-code.ts';
import { MOCK_CONTROL_PATH, MOCK_SCENARIOS_PATH } from '../../../scripts/mock/proxy.ts';
import { SCENARIO_HEADER } from '../../../scripts/mock/select-example.ts';
import { STORAGE_KEY } from '../../../src/features/scenario/model/scenario-store.ts';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const clean = {
  'index.html': '<script type="module" src="/assets/index-abc.js"></script>',
  'assets/index-abc.js': 'headers.delete("Prefer");fetch("/ui/v1/profile")',
  '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', src: 'index.html' } }),
};

describe('dist/ check for the dev scenario switcher', () => {
  it('looks for the names the switcher and the proxy really use', () => {
    expect(DEV_MARKERS).toEqual(
      expect.arrayContaining([
        SCENARIO_HEADER,
        STORAGE_KEY,
        MOCK_SCENARIOS_PATH.slice(1, 8),
        'Mock scenarios',
      ]),
    );
    expect(MOCK_CONTROL_PATH.startsWith('/__mock/')).toBe(true);
  });

  it('passes a clean build', () => {
    const { ok, report } = checkNoDevCode(dist(clean));
    expect(ok).toBe(true);
    expect(report).toMatch(/no trace of the dev scenario switcher in 3 files/);
  });

  it('finds the header, the texts or a switcher chunk in the manifest', () => {
    const dir = dist({
      ...clean,
      'assets/dev-scenario-x.js': 'r.headers.set("x-mock-scenario",v)',
      'assets/index-abc.js': 'import("./dev-scenario-x.js");const t="Mock overridden"',
      '.vite/manifest.json': JSON.stringify({
        'src/features/scenario/dev-scenario.tsx': {
          file: 'assets/dev-scenario-x.js',
          src: 'src/features/scenario/dev-scenario.tsx',
        },
      }),
    });
    const traces = findDevTraces(dir).map((trace) => `${trace.file}: ${trace.marker}`);
    expect(traces).toEqual(
      expect.arrayContaining([
        '.vite/manifest.json: src/features/scenario/dev-scenario.tsx',
        'assets/dev-scenario-x.js: x-mock-scenario',
        'assets/index-abc.js: dev-scenario',
        'assets/index-abc.js: Mock overridden',
      ]),
    );
    expect(checkNoDevCode(dir).ok).toBe(false);
  });

  it('fails without a build', () => {
    expect(checkNoDevCode(mkdtempSync(join(tmpdir(), 'dist-'))).report).toMatch(/run `vite build` first/);
  });
});
