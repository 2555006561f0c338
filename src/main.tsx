import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { deferredApiClient } from './api/deferred-client.ts';
import { readCspNonce } from './app/csp-nonce.ts';
import { watchPreloadErrors } from './app/lazy-with-timeout.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { renderStartupError } from './app/startup-error-page.ts';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { initialPreferences } from './i18n/display-preferences.ts';
import { activateLanguage } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html must contain <div id="root">.');

// Before any lazy import can fail: lets the error pages tell a chunk or stylesheet that did not load from a bug.
watchPreloadErrors(window);

// Development only: the mock scenario switcher (DESIGN §3). A production build folds this to a resolved promise and
// drops the chunk; scripts/budget/check-no-dev-code.ts proves that on dist/.
const devScenario = import.meta.env.DEV
  ? import('./features/scenario/dev-scenario.tsx').then((module) => module.setUpDevScenario())
  : Promise.resolve(undefined);

// The deployment's own settings (one build for every environment), read before anything renders. A promise chain,
// not a top-level await: an entry that awaits at its top level makes the bundler move every module it shares with
// the lazy route chunks into chunks of their own, which costs /login several kB of gzip.
// The starting language's words for the entry's pages load beside /config.json, which the first paint waits for
// anyway: no catalogue fetch comes after it. One that fails leaves the keys showing, never a blank page.
const preferences = initialPreferences(window);
document.documentElement.lang = preferences.language;
const words = activateLanguage(preferences.language).catch(() => undefined);

void Promise.all([loadRuntimeConfig(), devScenario, words]).then(([loaded, dev]) => {
  if (!loaded.ok) {
    renderStartupError(container, loaded.failure);
    return;
  }
  const { config } = loaded;
  // The client's code loads on the first call (api/deferred-client.ts): no page needs it to draw.
  const api = deferredApiClient(() =>
    import('./app/create-app-api-client.ts').then((m) =>
      m.createAppApiClient({ ...dev?.clientOptions, baseUrl: config.apiBasePath }),
    ),
  );
  createRoot(container).render(
    <AppProviders api={api} config={config} nonce={readCspNonce(document)} preferences={preferences}>
      <RouterProvider router={createAppRouter()} />
      {dev?.switcher}
    </AppProviders>,
  );
  // SPEC §1: the tag-management script, once, only when configured; the portal never waits for it (nor does /login
  // load its code when none is configured).
  const { tagManager } = config;
  if (tagManager)
    void import('./features/tag-manager/inject-tag-manager.ts').then((m) => m.injectTagManager(tagManager));
});
