import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiDocRoute } from '../../../src/routes/api-doc.tsx';
import { hasOwnScreen } from '../../../src/app/shell-routes.tsx';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { apiDocsScreen } from '../../../src/routes/api-docs.tsx';
import { ApiExternalRoute } from '../../../src/routes/api-external.tsx';
import { ApiInternalRoute } from '../../../src/routes/api-internal.tsx';
import { json, never, renderRoute, type Answer } from '../prepared-installations/render-route.tsx';

const ALL_KEYS = ['API', 'APP_API', 'CHARGE_API', 'ERP_API', 'UI_API'];
const keysAnswer =
  (apiKeys: unknown[]): Answer =>
  (path) =>
    path === '/ui/v1/docs/schemas' ? json({ apiKeys }) : json({ message: 'Not Found', status: 404 }, 404);

const ApiDocsRoute = apiDocsScreen(hasOwnScreen);
const routes = [
  {
    path: '/api',
    element: (
      <PermissionsProvider>
        <ApiDocsRoute />
      </PermissionsProvider>
    ),
  },
  { path: '/api/internal', element: <ApiInternalRoute /> },
  { path: '/api/external', element: <ApiExternalRoute /> },
  { path: '/api/:apiKey', element: <ApiDocRoute /> },
  { path: '/', element: <h1>Home</h1> },
];

function renderAt(path: string | string[], answer: Answer = keysAnswer(ALL_KEYS)) {
  const entries = Array.isArray(path) ? path : [path];
  return renderRoute(routes, entries, answer);
}

const buttons = () =>
  within(screen.getByRole('list', { name: 'API documentation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('/api', () => {
  it('shows placeholders while loading, then one 300 px button per key, labelled by the catalogue', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderAt('/api', async () => {
      await gate;
      return json({ apiKeys: ALL_KEYS });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading API documentation')).toBeInTheDocument();
    release();
    await screen.findByRole('list', { name: 'API documentation' });
    expect(buttons()).toEqual([
      ['Energy Platform API', '/api/API'],
      ['APP API', '/api/APP_API'],
      ['CHARGE API', '/api/CHARGE_API'],
      ['ERP API Adapter', '/api/ERP_API'],
      ['PARTNERPORTAL API', '/api/UI_API'],
    ]);
    for (const link of within(screen.getByRole('list', { name: 'API documentation' })).getAllByRole('link')) {
      expect(link).toHaveStyle({ width: '300px' });
    }
  });

  it('an unknown key is labelled with itself; invalid entries and duplicates are dropped', async () => {
    renderAt('/api', keysAnswer(['NEW_API', 'UI_API', 'UI_API', 'internal', 42, '']));
    await screen.findByRole('list', { name: 'API documentation' });
    expect(buttons()).toEqual([
      ['NEW_API', '/api/NEW_API'],
      ['PARTNERPORTAL API', '/api/UI_API'],
    ]);
  });

  it("an empty list shows 'Keine APIs gefunden.'", async () => {
    renderAt('/api', keysAnswer([]));
    expect(await screen.findByText('Keine APIs gefunden.')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it("a load failure is logged and shows 'Keine APIs gefunden.'", async () => {
    renderAt('/api', () => json({ message: 'Internal Server Error', status: 500 }, 500));
    expect(await screen.findByText('Keine APIs gefunden.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API documentation'), expect.anything());
  });
});

describe('/api/internal and /api/external', () => {
  it('internal: titled, offers API, CHARGE_API and UI_API only, back goes one step back', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(routes, ['/', '/api/internal'], keysAnswer(ALL_KEYS));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internal API Documentation' }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'API documentation' });
    expect(buttons()).toEqual([
      ['Energy Platform API', '/api/API'],
      ['CHARGE API', '/api/CHARGE_API'],
      ['PARTNERPORTAL API', '/api/UI_API'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('external: titled, offers APP_API and ERP_API only', async () => {
    renderAt('/api/external');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'External API Documentation' }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'API documentation' });
    expect(buttons()).toEqual([
      ['APP API', '/api/APP_API'],
      ['ERP API Adapter', '/api/ERP_API'],
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/api');
  });

  it('a list without any of the page’s keys shows the empty message', async () => {
    renderAt('/api/external', keysAnswer(['UI_API']));
    expect(await screen.findByText('Keine APIs gefunden.')).toBeInTheDocument();
  });
});

describe('/api/{apiKey}', () => {
  it('shows a loading state while the document loads', () => {
    renderAt('/api/UI_API', never);
    expect(screen.getByRole('heading', { level: 1, name: 'PARTNERPORTAL API' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading API documentation')).toBeInTheDocument();
  });

  it('a key without a document (404) shows a clear not-found state', async () => {
    const { calls } = renderAt('/api/ERP_API');
    expect(await screen.findByText('No documentation found')).toBeInTheDocument();
    expect(screen.getByText(/There is no API documentation for “ERP_API”/)).toBeInTheDocument();
    expect(calls).toContain('/ui/v1/docs/schemas/ERP_API');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/api');
  });

  it('a key that cannot exist is not found without a call', async () => {
    const { calls } = renderAt('/api/not-a-key');
    expect(await screen.findByText('No documentation found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('another failure is logged and shown', async () => {
    renderAt('/api/UI_API', () => json({ message: 'Internal Server Error', status: 500 }, 500));
    expect(await screen.findByText(/could not be loaded: Internal Server Error/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
