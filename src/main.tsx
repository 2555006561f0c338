// TEMPORARY entry (issue 2 smoke page): proves the chain typed client -> proxy -> Prism -> screen. The app shell
// and the real client factory replace this file.
import createClient from 'openapi-fetch';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { components, paths } from './api/schema.gen.ts';

type HemsProvider = components['schemas']['HemsProvider'];

// Prism checks only that a bearer token is present; there is no sign-in on this temporary page.
const api = createClient<paths>({ baseUrl: '/', headers: { Authorization: 'Bearer smoke-page' } });

function ProvidersPage() {
  const [providers, setProviders] = useState<HemsProvider[] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  useEffect(() => {
    api.GET('/ui/v1/hems-providers').then(
      ({ data, error }) => (data ? setProviders(data.providers) : setFailure(error?.message ?? 'failed')),
      (error: unknown) => setFailure(String(error)),
    );
  }, []);

  return (
    <main>
      <h1>Operator Portal</h1>
      <h2>HEMS providers</h2>
      {failure && <p role="alert">{failure}</p>}
      {!providers && !failure && <p>Loading…</p>}
      {providers && (
        <ul aria-label="HEMS providers">
          {providers.map((provider) => (
            <li key={provider.id}>
              {provider.name} ({provider.siteCount} sites, {provider.preparedCount} prepared)
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ProvidersPage />
    </StrictMode>,
  );
}
