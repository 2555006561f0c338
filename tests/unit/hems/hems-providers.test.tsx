import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, PROVIDERS, renderScreen, setupUser } from '../sites/harness.tsx';

describe('/hems — the HEMS providers', () => {
  it('loading: a progress bar and placeholder rows until the providers arrive', async () => {
    let release: (r: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    renderScreen('/hems', () => held.then((r) => r.clone()));
    expect(await screen.findByRole('progressbar', { name: 'Loading HEMS providers' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'HEMS providers' })).toHaveAttribute('aria-busy', 'true');
    release(json({ providers: PROVIDERS }));
    expect(await screen.findByRole('link', { name: '120 active sites of sonnen' })).toBeInTheDocument();
  });

  it('lists each provider with its counts, linking to its active sites and its prepared installations', async () => {
    const { calls } = renderScreen('/hems', () => json({ providers: PROVIDERS }));
    const table = await screen.findByRole('table', { name: 'HEMS providers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Home Energy Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '120 active sites of sonnen' })).toHaveAttribute(
      'href',
      '/hems/active/sonnen',
    );
    expect(screen.getByRole('link', { name: '12 prepared installations of sonnen' })).toHaveAttribute(
      'href',
      '/hems/prepared/sonnen',
    );
    expect(screen.getByRole('link', { name: '60 active sites of SENEC' })).toHaveTextContent(
      '60 active sites',
    );
    expect(screen.getByRole('link', { name: '5 prepared installations of SENEC' })).toHaveTextContent(
      '5 prepared installations',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('senec');
    expect(calls.map((url) => url.pathname)).toContain('/ui/v1/hems-providers');
  });

  it('an answer that lists a provider twice shows both rows, and React is not confused about which is which', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = [PROVIDERS[0], { ...PROVIDERS[0], name: 'sonnen (again)' }, ...PROVIDERS.slice(1)];
    renderScreen('/hems', () => json({ providers: twice }));
    const table = await screen.findByRole('table', { name: 'HEMS providers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(twice.length + 1));
    expect(within(table).getByText('sonnen (again)')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('same key'),
    );
    errors.mockRestore();
  });

  it('empty: says there is no provider', async () => {
    renderScreen('/hems', () => json({ providers: [] }));
    expect(await screen.findByRole('heading', { name: 'No HEMS providers' })).toBeInTheDocument();
  });

  it('error: message, status and advice; Try again asks again', async () => {
    const user = setupUser();
    let fail = true;
    renderScreen('/hems', () =>
      fail ? json({ message: 'Unauthorized', status: 401 }, 401) : json({ providers: PROVIDERS }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the HEMS providers');
    expect(alert).toHaveTextContent('Unauthorized (HTTP 401)');
    expect(alert).toHaveTextContent('Sign in again');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '120 active sites of sonnen' })).toBeInTheDocument();
  });

  it('a provider link opens that provider’s sites list', async () => {
    const user = setupUser();
    const { router } = renderScreen('/hems', (url) =>
      url.pathname === '/ui/v1/hems-providers'
        ? json({ providers: PROVIDERS })
        : url.pathname === '/ui/v1/sites/fleets'
          ? json({ fleets: [] })
          : json({ subscriptions: [], page: 1, countPages: 0, countTotal: 0 }),
    );
    await user.click(await screen.findByRole('link', { name: '60 active sites of SENEC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hems/active/senec'));
    expect(await screen.findByText('SENEC (senec)')).toBeInTheDocument();
  });
});
