import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppApiClient } from './app/create-app-api-client.ts';
import { readCspNonce } from './app/csp-nonce.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <AppProviders api={createAppApiClient()} nonce={readCspNonce(document)}>
    <RouterProvider router={createAppRouter()} />
  </AppProviders>,
);
