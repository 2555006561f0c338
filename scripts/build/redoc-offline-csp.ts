// A production-build plugin that makes Redoc's prebuilt browser bundle (redoc/bundles/redoc.browser.lib.js) keep the
// portal's strict CSP and stay offline (DESIGN §3, docs/deployment.md "Security headers"). Two spots of that bundle
// break them:
// - webpack's style-loader inside it inserts a <style> element (perfect-scrollbar's stylesheet) when the module is
//   evaluated, with the nonce of its own webpack runtime, which Redoc sets only later, while rendering: `style-src`
//   refuses the element. The patch gives it the page's nonce from the same meta the app and styled-components read.
// - the side menu's footer draws Redocly's logo from a CDN (`img-src` refuses it, and the portal fetches nothing
//   from outside its origin): the patch leaves the image out; the footer's text link stays.
// Each patch must match exactly once: a Redoc update that changes either spot fails the build here instead of
// shipping a page that breaks under the CSP. tests/unit/build/redoc-offline-csp.test.ts runs both against the
// installed bundle. Build only: the dev server sends no CSP (docs/deployment.md "Security headers").
import type { Plugin } from 'vite';
import { CSP_NONCE_META_SELECTOR } from '../../src/app/csp-nonce.ts';

const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]redoc\.browser\.lib\.js$/;

interface Patch {
  name: string;
  find: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

export const REDOC_PATCHES: readonly Patch[] = [
  {
    name: "style-loader's nonce",
    // e.exports=function(e){var t=r.nc;t&&e.setAttribute("nonce",t)}
    find: /var ([\w$]+)=([\w$]+)\.nc;\1&&([\w$]+)\.setAttribute\("nonce",\1\)/g,
    replace: (_match, nonce = '', runtime = '', element = '') =>
      `var ${nonce}=${runtime}.nc||(document.querySelector(${JSON.stringify(CSP_NONCE_META_SELECTOR)})||{}).nonce;` +
      `${nonce}&&${element}.setAttribute("nonce",${nonce})`,
  },
  {
    name: "Redocly's CDN logo",
    find: /[\w$]+\.createElement\("img",\{alt:"redocly logo",[^{}]*src:"https:\/\/cdn\.redoc\.ly\/[^"]*"\}\)/g,
    replace: () => 'null',
  },
];

/** The bundle's source with every patch applied once; throws naming a patch that matches zero or several times. */
export function patchRedocBundle(source: string): string {
  return REDOC_PATCHES.reduce((code, patch) => {
    const count = code.match(patch.find)?.length ?? 0;
    if (count !== 1)
      throw new Error(
        `redoc-offline-csp: "${patch.name}" matched ${count} times in redoc.browser.lib.js (expected once); ` +
          'check the new Redoc version against scripts/build/redoc-offline-csp.ts',
      );
    return code.replace(patch.find, patch.replace);
  }, source);
}

export function redocOfflineCsp(): Plugin {
  let patched = 0;
  return {
    name: 'portal:redoc-offline-csp',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!REDOC_BUNDLE.test(id.split('?')[0] ?? id)) return undefined;
      patched += 1;
      return { code: patchRedocBundle(code), map: null };
    },
    buildEnd(error) {
      // A build that no longer reaches the bundle (renderer replaced, import path changed) should drop the plugin.
      if (error === undefined && patched === 0)
        this.warn(
          'redoc-offline-csp: redoc.browser.lib.js was not part of the build; is the plugin still needed?',
        );
    },
  };
}
