import type { Page } from '@playwright/test';

/**
 * A stand-in for the tag manager's script (SPEC §1): what a real one does first — take the `dataLayer`, record that
 * it ran — and nothing else. The e2e tests configure the real, allow-listed URL in config.json and answer the
 * browser's request for it with this, so nothing leaves the machine and the CSP sees the real host.
 */
export const TAG_MANAGER_STUB_SOURCE = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('id');
  layer.push({ event: 'tag-manager.stub.loaded', id: id });
  document.documentElement.setAttribute('data-tag-manager-stub', id || '');
})();
`;

/** The template the e2e documents configure (the allow-listed host of src/config/runtime-config.ts). */
export const TAG_MANAGER_TEMPLATE = 'https://www.googletagmanager.com/gtm.js?id={id}';

/** Answers the page's requests for the tag manager's script with `status` (the stand-in on 200). */
export async function serveTagManagerStub(page: Page, status = 200): Promise<void> {
  await page.route(
    (url) => url.hostname === 'www.googletagmanager.com',
    (route) =>
      status === 200
        ? route.fulfill({ status, contentType: 'text/javascript', body: TAG_MANAGER_STUB_SOURCE })
        : route.fulfill({ status, contentType: 'text/plain', body: 'Not Found' }),
  );
}
