import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { deferredApiClient } from './api/deferred-client.ts';
import { readCspNonce } from './app/csp-nonce.ts';
import { watchPreloadErrors } from './app/lazy-with-timeout.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { env } from './config/env.ts';
import { injectTagManager } from './features/tag-manager/inject-tag-manager.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html must contain <div id="root">.');

// Before any lazy import can fail: lets the error pages tell a chunk or stylesheet that did not load from a bug.
watchPreloadErrors(window);

// Development only: the mock scenario switcher (DESIGN §3). A production build folds this to `undefined` and
// drops the chunk; scripts/budget/check-no-dev-code.ts proves that on dist/.
const devScenario = import.meta.env.DEV
  ? (await import('./features/scenario/dev-scenario.tsx')).setUpDevScenario()
  : undefined;

// The client's code loads on the first call (api/deferred-client.ts): no page needs it to draw.
const api = deferredApiClient(() =>
  import('./app/create-app-api-client.ts').then((m) => m.createAppApiClient(devScenario?.clientOptions)),
);

createRoot(container).render(
  <AppProviders api={api} nonce={readCspNonce(document)}>
    <RouterProvider router={createAppRouter()} />
    {devScenario?.switcher}
  </AppProviders>,
);

// SPEC §1: the tag-management script, once, only when configured; the portal never waits for it.
injectTagManager({ id: env.VITE_TAG_MANAGER_ID, urlTemplate: env.VITE_TAG_MANAGER_URL_TEMPLATE });
