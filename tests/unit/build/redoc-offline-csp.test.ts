import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchRedocBundle, REDOC_PATCHES } from '../../../scripts/build/redoc-offline-csp.ts';
import { CSP_NONCE_META_SELECTOR } from '../../../src/app/csp-nonce.ts';

// The build patches Redoc's prebuilt bundle in two spots (scripts/build/redoc-offline-csp.ts). These tests run the
// patches against the bundle that is installed, so a Redoc update that moves either spot fails here, and they run
// the patched style-loader code to show that it now puts the page's nonce on its <style> element.

const bundlePath = createRequire(import.meta.url).resolve('redoc/bundles/redoc.browser.lib.js');
const installed = readFileSync(bundlePath, 'utf8');

// webpack's style-loader `setAttributes` as Redoc's bundle carries it.
const STYLE_LOADER = 'e.exports=function(e){var t=r.nc;t&&e.setAttribute("nonce",t)}';

function runSetAttributes(source: string, runtimeNonce: string | undefined, pageNonce: string | undefined) {
  const attributes = new Map<string, string>();
  const element = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const document = {
    querySelector: (selector: string) =>
      selector === CSP_NONCE_META_SELECTOR && pageNonce !== undefined ? { nonce: pageNonce } : null,
  };
  const module = { exports: (_element: unknown) => undefined };
  // Runs the patched text as the build ships it.
  new Function('e', 'r', 'document', source)(module, { nc: runtimeNonce }, document);
  module.exports(element);
  return attributes.get('nonce');
}

describe('redoc-offline-csp', () => {
  it('finds each spot exactly once in the installed Redoc bundle and removes the CDN logo', () => {
    for (const patch of REDOC_PATCHES) expect(installed.match(patch.find)?.length, patch.name).toBe(1);
    const patched = patchRedocBundle(installed);
    expect(installed).toContain('https://cdn.redoc.ly/');
    expect(patched).not.toContain('https://cdn.redoc.ly/');
    expect(patched).toContain(JSON.stringify(CSP_NONCE_META_SELECTOR));
    expect(patched.length).toBeLessThan(installed.length);
  });

  it("gives the style-loader's <style> the page's nonce, and keeps a nonce Redoc set itself", () => {
    const patched = patchRedocBundle(`${STYLE_LOADER};${installed.match(REDOC_PATCHES[1]!.find)?.[0]}`);
    const setAttributes = patched.split(';null')[0]!;
    expect(runSetAttributes(STYLE_LOADER, undefined, 'page-nonce')).toBeUndefined();
    expect(runSetAttributes(setAttributes, undefined, 'page-nonce')).toBe('page-nonce');
    expect(runSetAttributes(setAttributes, 'redoc-nonce', 'page-nonce')).toBe('redoc-nonce');
    expect(runSetAttributes(setAttributes, undefined, undefined)).toBeUndefined();
  });

  it('refuses a bundle in which a spot is missing or repeated, naming the spot', () => {
    expect(() => patchRedocBundle('nothing of Redoc here')).toThrow(/style-loader's nonce" matched 0 times/);
    const logo = installed.match(REDOC_PATCHES[1]!.find)?.[0] ?? '';
    expect(() => patchRedocBundle(`${STYLE_LOADER};${logo};${logo}`)).toThrow(/CDN logo" matched 2 times/);
  });
});
