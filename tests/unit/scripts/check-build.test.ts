import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkBuild,
  eagerFromHtml,
  measureEagerJs,
  withStaticImports,
} from '../../../scripts/budget/check-build.ts';

function fakeDist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
  <link rel="stylesheet" href="/assets/index-c.css">
  <script src="https://example.invalid/tag.js"></script>
</head><body></body></html>`;

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/docs.tsx'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-d.js'] },
  '_shared-d.js': { file: 'assets/shared-d.js' },
  'src/docs.tsx': { file: 'assets/docs-e.js', isDynamicEntry: true, imports: ['_vendor-b.js'] },
};

describe('check-build', () => {
  it('reads module scripts and modulepreload links from index.html', () => {
    expect(eagerFromHtml(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows static imports transitively and leaves dynamic imports out', () => {
    expect(withStaticImports(['assets/index-a.js'], manifest).sort()).toEqual([
      'assets/index-a.js',
      'assets/shared-d.js',
      'assets/vendor-b.js',
    ]);
  });

  it('measures gzip bytes of the eager files and checks them against the budget', () => {
    const big = Buffer.from(
      Array.from({ length: 50_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''),
    );
    const dist = fakeDist({
      'index.html': html,
      '.vite/manifest.json': JSON.stringify(manifest),
      'assets/index-a.js': 'console.log("entry")',
      'assets/vendor-b.js': big,
      'assets/shared-d.js': 'export const x = 1;',
      'assets/docs-e.js': big,
    });
    const measured = measureEagerJs(dist);
    expect(measured.map((file) => file.file).sort()).toEqual([
      'assets/index-a.js',
      'assets/shared-d.js',
      'assets/vendor-b.js',
    ]);
    const vendor = measured.find((file) => file.file === 'assets/vendor-b.js');
    expect(vendor?.gzipBytes).toBe(gzipSync(big).length);
    const total = measured.reduce((sum, file) => sum + file.gzipBytes, 0);

    expect(checkBuild(dist, total).ok).toBe(true);
    const over = checkBuild(dist, total - 1);
    expect(over.ok).toBe(false);
    expect(over.report).toContain('OVER BUDGET');
    expect(over.report).toContain(`(${total} bytes)`);
  });

  it('fails without a manifest or without any eager script', () => {
    expect(() => measureEagerJs(fakeDist({ 'index.html': html }))).toThrow(/manifest/);
    const empty = fakeDist({ 'index.html': '<html></html>', '.vite/manifest.json': '{}' });
    expect(checkBuild(empty).ok).toBe(false);
  });
});
