import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FLEETS,
  json,
  PROVIDERS,
  renderScreen,
  setupUser,
  site,
  siteUuidOf,
  sitesPage,
  type Api,
} from '../sites/harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The filter panel is a lazy chunk: its first import in a file may take seconds on a loaded 2-core machine.
const LAZY_PANEL = { timeout: timeLimit(20_000) };

const SPREE = FLEETS[1] as (typeof FLEETS)[number];
// sonnen: sites 1..70 (2 pages); senec: sites 1001..1030 (1 page).
const counts: Record<string, { count: number; offset: number }> = {
  sonnen: { count: 70, offset: 0 },
  senec: { count: 30, offset: 1000 },
};
const api =
  (override: Partial<Record<'fleets' | 'providers', Api>> = {}): Api =>
  (url, request) => {
    if (url.pathname === '/ui/v1/sites/fleets')
      return override.fleets?.(url, request) ?? json({ fleets: FLEETS });
    if (url.pathname === '/ui/v1/hems-providers')
      return override.providers?.(url, request) ?? json({ providers: PROVIDERS });
    // The streamed collection is a proposed call: this backend lacks it (404), so "every site" pages.
    if (url.pathname.endsWith('/stream')) return json({ message: 'Not Found', status: 404 }, 404);
    const provider = url.pathname.replace('/ui/v1/sites/hems/', '');
    const { count, offset } = counts[provider] ?? { count: 0, offset: 0 };
    return json(sitesPage(count, Number(url.searchParams.get('page') ?? '1'), (n) => site(n + offset)));
  };
const inSpree = [
  ...Array.from({ length: 70 }, (_, i) => site(i + 1)),
  ...Array.from({ length: 30 }, (_, i) => site(i + 1001)),
].filter((s) => s.fleets.some((f) => f.uuid === SPREE.uuid));

describe('/fleet — the fleets', () => {
  it('lists every fleet as value (name) and id (uuid), each linking to /fleet/{uuid}; a quick filter narrows them', async () => {
    const user = setupUser();
    renderScreen('/fleet', api());
    const table = await screen.findByRole('table', { name: 'Fleets' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(FLEETS.length + 1));
    for (const fleet of FLEETS) {
      expect(screen.getByRole('link', { name: fleet.name })).toHaveAttribute('href', `/fleet/${fleet.uuid}`);
      expect(screen.getByText(fleet.uuid)).toBeInTheDocument();
    }
    expect(screen.getByText('3 fleets')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Find a fleet' }), 'spree');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 of 3 fleets')).toBeInTheDocument();
  });

  it('loading, empty and error states', async () => {
    let release: (r: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const first = renderScreen('/fleet', api({ fleets: () => held.then((r) => r.clone()) }));
    expect(await screen.findByRole('progressbar', { name: 'Loading fleets' })).toBeInTheDocument();
    release(json({ fleets: [] }));
    expect(await screen.findByRole('heading', { name: 'No fleets' })).toBeInTheDocument();
    first.view.unmount();
    renderScreen(
      '/fleet',
      api({ fleets: () => json({ message: 'Internal server error', status: 500 }, 500) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the fleets');
    expect(alert).toHaveTextContent('Internal server error (HTTP 500)');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an answer that is not what the spec says is an error that names the field, never "No fleets"', async () => {
    renderScreen('/fleet', api({ fleets: () => json({ fleets: 'not-an-array' }) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the fleets');
    expect(alert).toHaveTextContent("The server's answer could not be read: fleets is not a list");
    expect(screen.queryByRole('heading', { name: 'No fleets' })).toBeNull();
  });
});

describe('/fleet/:fleet_uuid — the sites of one fleet', { timeout: timeLimit(60_000) }, () => {
  it('gathers the fleet’s sites from every provider (all pages, fleets=<uuid>) and opens them under the fleet', async () => {
    const { calls } = renderScreen(`/fleet/${SPREE.uuid}`, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Spree Storage' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('sites-summary')).toHaveTextContent(`${inSpree.length} sites`),
    );
    const sitesCalls = calls.filter((u) => u.pathname.startsWith('/ui/v1/sites/hems/'));
    const streamCalls = sitesCalls.filter((u) => u.pathname.endsWith('/stream'));
    const pageCalls = sitesCalls.filter((u) => !u.pathname.endsWith('/stream'));
    // The stream is asked first, per provider; this backend lacks it, so every page is then asked.
    expect(new Set(streamCalls.map((u) => u.pathname.split('/').at(-2)))).toEqual(
      new Set(['sonnen', 'senec']),
    );
    expect(
      new Set(pageCalls.map((u) => `${u.pathname.split('/').at(-1)}#${u.searchParams.get('page')}`)),
    ).toEqual(new Set(['sonnen#1', 'sonnen#2', 'senec#1']));
    expect(sitesCalls.every((u) => u.searchParams.getAll('fleets').join() === SPREE.uuid)).toBe(true);
    // The kit's table is a lazy part: it may arrive after the summary.
    const table = await screen.findByRole('table', { name: 'Sites of fleet Spree Storage' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(inSpree.length);
    const firstSite = inSpree[0];
    expect(screen.getByRole('link', { name: firstSite?.userReference ?? '' })).toHaveAttribute(
      'href',
      `/fleet/${SPREE.uuid}/${firstSite?.siteUuid ?? ''}`,
    );
    expect(firstSite?.siteUuid).toBe(siteUuidOf(1));
    // The fleet's chargers and energy dashboard.
    expect(screen.getByRole('link', { name: 'Chargers' })).toHaveAttribute(
      'href',
      `/fleet/${SPREE.uuid}/evses-overview`,
    );
    expect(screen.getByRole('link', { name: 'Energy dashboard' })).toHaveAttribute(
      'href',
      `/fleet-energy-dashboard/${SPREE.uuid}`,
    );
  });

  it('filters the fleet’s sites on the client; the fleet filter is not offered (the fleet is preset)', async () => {
    const user = setupUser();
    renderScreen(`/fleet/${SPREE.uuid}?current_status=ACTIVE`, api());
    const active = inSpree.filter((s) => s.status === 'ACTIVE');
    await waitFor(() =>
      expect(screen.getByTestId('sites-summary')).toHaveTextContent(
        `${active.length} of ${inSpree.length} sites match`,
      ),
    );
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await screen.findByRole('region', { name: 'Filter Sites' }, LAZY_PANEL);
    expect(screen.queryByRole('combobox', { name: 'Fleets' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Has PV' })).toBeInTheDocument();
  });

  it('an unknown fleet says so and links to every fleet', async () => {
    renderScreen('/fleet/99999999-0000-4000-8000-000000000000', api());
    expect(
      await screen.findByText('No fleet with id 99999999-0000-4000-8000-000000000000'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All fleets' })).toHaveAttribute('href', '/fleet');
    // No fleet in the answer, no key to link its chargers or energy by.
    expect(screen.queryByRole('link', { name: 'Chargers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Energy dashboard' })).toBeNull();
  });

  it('providers that cannot be loaded: says so, with Try again', async () => {
    renderScreen(
      `/fleet/${SPREE.uuid}`,
      api({ providers: () => json({ message: 'Bad gateway', status: 502 }, 502) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the HEMS providers');
    expect(alert).toHaveTextContent('Bad gateway (HTTP 502)');
  });

  it('a page that fails leaves what arrived, says which run stopped, and Resume loads only what is missing', async () => {
    const user = setupUser();
    let failSenec = true;
    const base = api();
    const { calls } = renderScreen(`/fleet/${SPREE.uuid}`, (url, request) =>
      url.pathname.endsWith('/senec') && failSenec
        ? json({ message: 'Internal server error', status: 500 }, 500)
        : base(url, request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('a page failed');
    expect(alert).toHaveTextContent('Internal server error');
    failSenec = false;
    const before = calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(screen.getByTestId('sites-summary')).toHaveTextContent(`${inSpree.length} sites`),
    );
    const resumed = calls
      .slice(before)
      .map((u) => `${u.pathname.split('/').at(-1)}#${u.searchParams.get('page')}`);
    expect(resumed).toContain('senec#1');
  });
});
