import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppApiClient } from './app/create-app-api-client.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <AppProviders api={createAppApiClient()}>
    <RouterProvider router={createAppRouter()} />
  </AppProviders>,
);
