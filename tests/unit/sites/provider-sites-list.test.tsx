import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FLEETS,
  json,
  renderScreen,
  setupUser,
  site,
  sitesApi,
  sitesPage,
  subscriptionOf,
  type Api,
} from './harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The filter panel is a lazy chunk: its first import in a file may take seconds on a loaded 2-core machine.
const LAZY_PANEL = { timeout: timeLimit(20_000) };

// The paged sites calls (the streamed call, which this fake backend lacks, is not one).
const sitesCalls = (calls: URL[]) =>
  calls.filter((url) => url.pathname.startsWith('/ui/v1/sites/hems/') && !url.pathname.endsWith('/stream'));
// Role queries with a name compute the name of every candidate, and jsdom's getComputedStyle (behind each name and
// visibility check) is slow under MUI's hundreds of style rules: on the 50-row table, rows are taken by element and
// controls by their label or text, which is what their accessible name is made of.
const sitesTable = () => screen.getByRole('table', { name: /Sites of/ });
const bodyRows = () => [
  ...sitesTable().querySelectorAll<HTMLElement>('tbody > tr:not([aria-hidden="true"])'),
];
const filtersButton = () => screen.getByText(/Filters/, { selector: 'button' });
const summary = () => screen.getByTestId('sites-summary');
// Placeholder rows are hidden from assistive technology; they are counted as rendered rows.
const placeholderRows = () => sitesTable().querySelectorAll('tbody > tr[aria-hidden="true"]');

// 50-row MUI tables under StrictMode: generous time per test on a shared 2-core machine.
describe('/hems/active/:id — the sites list of one HEMS provider', { timeout: timeLimit(60_000) }, () => {
  it('loading: says so, with placeholder rows, until the first page arrives', async () => {
    let release: (r: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    // StrictMode asks twice in development: each ask gets its own copy of the answer.
    renderScreen('/hems/active/sonnen', sitesApi(120, { sites: () => held.then((r) => r.clone()) }));
    expect(await screen.findByRole('progressbar', { name: 'Loading sites' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Loading sites…');
    expect(sitesTable()).toHaveAttribute('aria-busy', 'true');
    // A whole page of placeholders (the size is not known yet), so the table does not grow when rows arrive (CLS).
    expect(placeholderRows()).toHaveLength(50);
    act(() => release(json(sitesPage(120, 1))));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3 · 120 sites in all'));
    expect(screen.queryByRole('progressbar', { name: 'Loading sites' })).toBeNull();
    expect(placeholderRows()).toHaveLength(0);
    expect(bodyRows()).toHaveLength(50);
  });

  it('loading a later page: as many placeholder rows as that page will have', async () => {
    const user = setupUser();
    let holdPage3: (r: Response) => void = () => undefined;
    const page3 = new Promise<Response>((resolve) => {
      holdPage3 = resolve;
    });
    renderScreen(
      '/hems/active/sonnen',
      sitesApi(120, {
        sites: (url) =>
          url.searchParams.get('page') === '3'
            ? page3.then((r) => r.clone())
            : json(sitesPage(120, Number(url.searchParams.get('page') ?? '1'))),
      }),
    );
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3 · 120 sites in all'));
    await user.click(await screen.findByLabelText('Go to page 3'));
    expect(await screen.findByRole('progressbar', { name: 'Loading sites' })).toBeInTheDocument();
    expect(placeholderRows()).toHaveLength(20);
    act(() => holdPage3(json(sitesPage(120, 3))));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(placeholderRows()).toHaveLength(0);
  });

  it('paged: shows page / countPages / countTotal, 50 rows, and navigates server pages through the URL', async () => {
    const user = setupUser();
    const { router, calls } = renderScreen('/hems/active/sonnen', sitesApi(120));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3 · 120 sites in all'));
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Sites 1–50 of 120 · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Active Sites' })).toBeInTheDocument();
    expect(await screen.findByText('sonnen (sonnen)')).toBeInTheDocument();

    await user.click(await screen.findByLabelText('Go to page 3'));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 3 of 3'));
    expect(router.state.location.search).toBe('?page=3');
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]).toHaveTextContent('CUST-00101');
    expect(new Set(sitesCalls(calls).map((url) => url.searchParams.get('page')))).toEqual(
      new Set(['1', '3']),
    );

    // Back shows page 1 again from what is loaded, without asking again.
    const asked = sitesCalls(calls).length;
    await act(() => router.navigate(-1));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3'));
    expect(bodyRows()[0]).toHaveTextContent('CUST-00001');
    expect(sitesCalls(calls)).toHaveLength(asked);
  });

  it('filtered: URL filters become chips, apply to the shown page, go to the server as SPEC §7 params, and offer "load all"', async () => {
    const url =
      '/hems/active/sonnen?activation_status=HEMS_ONLINE&current_status=ACTIVE&current_status=INACTIVE' +
      '&creation_start_date=2026-02-02&creation_end_date=2026-02-20&fleet=Ruhr%20Flex&site_attribute=hasBattery&q=CUST';
    const { calls } = renderScreen(url, sitesApi(120));
    await waitFor(() => expect(sitesCalls(calls)).toHaveLength(1));
    const request = sitesCalls(calls)[0] as URL;
    expect(request.pathname).toBe('/ui/v1/sites/hems/sonnen');
    expect(request.searchParams.getAll('activation_status')).toEqual(['HEMS_ONLINE']);
    expect(request.searchParams.getAll('current_status')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(request.searchParams.get('creation_start_date')).toBe('2026-02-02');
    expect(request.searchParams.get('creation_end_date')).toBe('2026-02-20');
    expect(request.searchParams.getAll('fleets')).toEqual([FLEETS[0]?.uuid]);
    expect(request.searchParams.get('text')).toBe('CUST');
    expect(request.searchParams.get('page')).toBe('1');

    // Online, ACTIVE or INACTIVE, created 2–20 Feb, in Ruhr Flex (n % 3 === 0 && n % 4 !== 0), has a battery.
    const expected = Array.from({ length: 50 }, (_, i) => site(i + 1)).filter(
      (s) =>
        s.online &&
        (s.status === 'ACTIVE' || s.status === 'INACTIVE') &&
        s.created.slice(8, 10) >= '02' &&
        s.created.slice(8, 10) <= '20' &&
        s.fleets.some((f) => f.name === 'Ruhr Flex') &&
        s.hasBattery,
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        `${expected.length} of the 50 sites on page 1 match · 120 sites found`,
      ),
    );
    // Only the attribute group has no server parameter: the notice names it alone.
    expect(
      screen.getByText(
        'The Site Attributes filter applies to the 50 sites of page 1 only. Load every page to apply it to all 120 sites.',
      ),
    ).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      expected.map((s) => s.userReference),
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    for (const label of [
      'HEMS Online',
      'Status: Active',
      'Status: Inactive',
      '2026/02/02 – 2026/02/20',
      'Fleet: Ruhr Flex',
      'has Battery',
    ]) {
      expect(within(chips).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Search: “CUST”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load all 120 sites' })).toBeInTheDocument();
  });

  it('server-filtered only: the server narrowed every page, so there is no page-only notice', async () => {
    renderScreen('/hems/active/sonnen?activation_status=HEMS_ONLINE&q=SB', sitesApi(120));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3 · 120 sites found'));
    expect(screen.queryByText(/page 1 only/)).toBeNull();
    // Loading every page is still offered (to sort all of them), as without filters.
    expect(screen.getByRole('button', { name: 'Load all 120 sites' })).toBeInTheDocument();
  });

  it('filter panel: sections for sites, each change lands in the URL at page 1, chips remove, Reset clears', async () => {
    const user = setupUser();
    const { router } = renderScreen('/hems/active/sonnen?page=2', sitesApi(60));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 2 of 2'));
    await user.click(filtersButton());
    const panel = await screen.findByRole('region', { name: 'Filter Sites' }, LAZY_PANEL);
    for (const legend of [
      'Activation Status',
      'Current Status',
      'Created',
      'Site Attributes',
      'Trading Attributes',
      'Master Data',
      'Health',
    ]) {
      expect(within(panel).getByText(legend, { selector: 'legend, legend *' })).toBeInTheDocument();
    }
    // The date section compares the field chosen: Created by default, or Activated / Last seen.
    expect(within(panel).getByLabelText('Date field')).toHaveValue('created');
    expect(within(panel).queryByText('Installations Status')).toBeNull();
    expect(within(panel).queryByText('Problems')).toBeNull();

    await user.click(within(panel).getByLabelText('Has EVSE'));
    await waitFor(() => expect(router.state.location.search).toBe('?site_attribute=hasEvse'));
    await user.click(within(panel).getByLabelText('IoT Health: Critical'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?site_attribute=hasEvse&health=criticalIot'),
    );
    // Pages 2 and 1 have both been loaded now: that is every page, so the filters apply to all 60 sites.
    const all = Array.from({ length: 60 }, (_, i) => site(i + 1));
    const matching = all.filter((s) => s.hasEvse && s.health.iot === 'critical');
    await waitFor(() => expect(summary()).toHaveTextContent(`${matching.length} of 60 sites match`));

    await user.click(screen.getByLabelText('Remove filter has EVSE'));
    await waitFor(() => expect(router.state.location.search).toBe('?health=criticalIot'));
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('the fleet multi-select is disabled when no row in view is linked to a fleet', async () => {
    const user = setupUser();
    renderScreen(
      '/hems/active/sonnen',
      sitesApi(0, {
        sites: () =>
          json({
            subscriptions: [site(1, { fleets: [] }), site(2, { fleets: [] })],
            page: 1,
            countPages: 1,
            countTotal: 2,
          }),
      }),
    );
    await waitFor(() => expect(summary()).toHaveTextContent('2 sites'));
    await user.click(filtersButton());
    await screen.findByRole('region', { name: 'Filter Sites' });
    expect(screen.getByRole('combobox', { name: 'Fleets' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('No site in view is linked to a fleet')).toBeInTheDocument();
  });

  it('the fleet multi-select is enabled when a row is linked, and offers every fleet by name', async () => {
    const user = setupUser();
    renderScreen('/hems/active/sonnen', sitesApi(10));
    await waitFor(() => expect(summary()).toHaveTextContent('10 sites'));
    await user.click(filtersButton());
    await screen.findByRole('region', { name: 'Filter Sites' });
    const select = screen.getByRole('combobox', { name: 'Fleets' });
    expect(select).not.toHaveAttribute('aria-disabled');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(FLEETS.map((f) => f.name));
  });

  it('load all: progress = pages done / total, at most 4 requests in flight, then every group applies to all rows', async () => {
    const user = setupUser();
    const total = 12 * 50 - 7;
    let inFlight = 0;
    let maxInFlight = 0;
    const waiting: (() => void)[] = [];
    const api = sitesApi(total, {
      sites: async (url) => {
        const page = Number(url.searchParams.get('page'));
        if (page === 1) return json(sitesPage(total, 1));
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise<void>((resolve) => waiting.push(resolve));
        inFlight -= 1;
        return json(sitesPage(total, page));
      },
    });
    const { router, calls } = renderScreen('/hems/active/sonnen?site_attribute=hasHp', api);
    await user.click(await screen.findByText('Load all 593 sites', { selector: 'button' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading every page' });
    await waitFor(() => expect(waiting).toHaveLength(4));
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((1 / 12) * 100)));
    expect(screen.getByText('1 of 12 pages')).toBeInTheDocument();
    // Release the answers one at a time: the bar follows pages done / total.
    for (let done = 2; done <= 12; done += 1) {
      await act(async () => {
        waiting.shift()?.();
      });
      if (done < 12) await waitFor(() => expect(screen.getByText(`${done} of 12 pages`)).toBeInTheDocument());
    }
    expect(maxInFlight).toBe(4);
    const every = Array.from({ length: total }, (_, i) => site(i + 1)).filter((s) => s.hasHp);
    await waitFor(() => expect(summary()).toHaveTextContent(`${every.length} of 593 sites match`));
    expect(screen.queryByRole('progressbar', { name: 'Loading every page' })).toBeNull();
    expect(router.state.location.search).toBe('?site_attribute=hasHp&all=1');
    expect(bodyRows()).toHaveLength(50);
    // Each page asked once by the run (page 1 also by the first render, twice under StrictMode).
    const asked = sitesCalls(calls).map((u) => Number(u.searchParams.get('page')));
    expect(asked.filter((page) => page > 1).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 2),
    );
    // Client pages of the result.
    await user.click(await screen.findByLabelText('Go to page 2'));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(every[50]?.userReference ?? 'missing'));
    expect(router.state.location.search).toBe('?site_attribute=hasHp&all=1&page=2');
    // A narrower filter is answered from the loaded rows, without a request.
    const before = sitesCalls(calls).length;
    await user.click(filtersButton());
    await screen.findByRole('region', { name: 'Filter Sites' });
    await user.click(screen.getByLabelText('Inactive'));
    const narrower = every.filter((s) => s.status === 'INACTIVE');
    await waitFor(() => expect(summary()).toHaveTextContent(`${narrower.length} of 593 sites match`));
    expect(sitesCalls(calls)).toHaveLength(before);
  });

  it('a narrower filter is answered from the complete collection after leaving the list and coming back', async () => {
    const user = setupUser();
    const { router, calls } = renderScreen('/hems/active/sonnen', sitesApi(120));
    await user.click(await screen.findByText('Load all 120 sites', { selector: 'button' }));
    await waitFor(() => expect(summary()).toHaveTextContent('120 sites'));
    await waitFor(() => expect(router.state.location.search).toBe('?all=1'));
    // Away (the list unmounts) and back with a narrower filter: the cache still holds the complete collection.
    await act(() => router.navigate('/hems/prepared/sonnen'));
    expect(await screen.findByText('prepared installations screen')).toBeInTheDocument();
    expect(screen.queryByTestId('sites-summary')).toBeNull();
    const before = sitesCalls(calls).length;
    await act(() => router.navigate('/hems/active/sonnen?current_status=INACTIVE'));
    const narrower = Array.from({ length: 120 }, (_, i) => site(i + 1)).filter(
      (s) => s.status === 'INACTIVE',
    );
    await waitFor(() => expect(summary()).toHaveTextContent(`${narrower.length} of 120 sites match`));
    expect(bodyRows()[0]).toHaveTextContent(narrower[0]?.userReference ?? 'missing');
    expect(sitesCalls(calls)).toHaveLength(before);
  });

  it('cancel: aborts, keeps the shown page, says how far it got, and nothing arriving later changes the list', async () => {
    const user = setupUser();
    const waiting: { page: number; signal: AbortSignal | null; go: () => void }[] = [];
    const api = sitesApi(300, {
      sites: async (url, request) => {
        const page = Number(url.searchParams.get('page'));
        if (page === 1) return json(sitesPage(300, 1));
        await new Promise<void>((resolve) => waiting.push({ page, signal: request.signal, go: resolve }));
        return json(sitesPage(300, page));
      },
    });
    const { router } = renderScreen('/hems/active/sonnen?health=goodOverall', api);
    await user.click(await screen.findByText('Load all 300 sites', { selector: 'button' }));
    await waitFor(() => expect(waiting).toHaveLength(4));
    await act(async () => waiting.shift()?.go());
    await waitFor(() => expect(screen.getByText('2 of 6 pages')).toBeInTheDocument());
    await user.click(screen.getByText('Cancel', { selector: 'button' }));
    expect(await screen.findByText('Loading cancelled after 2 of 6 pages')).toBeInTheDocument();
    expect(waiting.every((w) => w.signal?.aborted === true)).toBe(true);
    expect(router.state.location.search).toBe('?health=goodOverall');
    const text = summary().textContent;
    await act(async () => {
      for (const w of waiting) w.go();
    });
    expect(summary().textContent).toBe(text);
    expect(screen.getByText('Loading cancelled after 2 of 6 pages')).toBeInTheDocument();
    expect(screen.getByText('Resume', { selector: 'button' })).toBeInTheDocument();
  });

  it('all=1 in the URL (a reload) loads every page again by itself', async () => {
    const { calls } = renderScreen('/hems/active/sonnen?health=criticalOverall&all=1&page=2', sitesApi(180));
    const matching = Array.from({ length: 180 }, (_, i) => site(i + 1)).filter(
      (s) => s.health.overall === 'critical',
    );
    await waitFor(() => expect(summary()).toHaveTextContent(`${matching.length} of 180 sites match`));
    expect(new Set(sitesCalls(calls).map((u) => u.searchParams.get('page')))).toEqual(
      new Set(['1', '2', '3', '4']),
    );
    // The page of the result is kept (page 2 of the matching sites).
    expect(bodyRows()[0]).toHaveTextContent(matching[50]?.userReference ?? 'none');
  });

  it('reload: the same URL shows the same filters, search, sort and page', async () => {
    const url =
      '/hems/active/sonnen?health=moderateIot&site_attribute=hasPv&q=CUST-000&sort=gatewayId&dir=desc&page=2';
    const first = renderScreen(url, sitesApi(120));
    await waitFor(() => expect(summary()).toHaveTextContent('on page 2 match'));
    const shown = summary().textContent;
    const rows = bodyRows().map((row) => row.textContent);
    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    first.view.unmount();
    renderScreen(url, sitesApi(120));
    await waitFor(() => expect(summary()).toHaveTextContent(shown ?? 'x'));
    expect(bodyRows().map((row) => row.textContent)).toEqual(rows);
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(chips);
    expect(screen.getByText('Gateway ID', { selector: 'button' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('searchbox', { name: 'Search sites' })).toHaveValue('CUST-000');
  });

  it('search: applied after a pause in typing (one URL change, not one per key), and the server gets `text`', async () => {
    const user = setupUser();
    const { router, calls } = renderScreen('/hems/active/sonnen', sitesApi(120));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 3'));
    const entries: string[] = [];
    const unsubscribe = router.subscribe((state) => entries.push(state.location.search));
    await user.type(screen.getByRole('searchbox', { name: 'Search sites' }), 'gw-00007');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gw-00007'));
    unsubscribe();
    expect(entries.filter((search) => search !== '')).toEqual(['?q=gw-00007']);
    await waitFor(() => expect(sitesCalls(calls).at(-1)?.searchParams.get('text')).toBe('gw-00007'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('CUST-00007');
  });

  it('sort: a header sorts the page and says so (aria-sort)', async () => {
    const user = setupUser();
    const { router } = renderScreen('/hems/active/sonnen', sitesApi(12));
    await waitFor(() => expect(summary()).toHaveTextContent('12 sites'));
    const sortByUserReference = () => screen.getByText('User reference', { selector: 'button' });
    await user.click(sortByUserReference());
    expect(router.state.location.search).toBe('?sort=userReference&dir=asc');
    await user.click(sortByUserReference());
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('CUST-00012'));
    expect(sortByUserReference().closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('a row opens /site/{subscription}, by its link and by a click anywhere on it', async () => {
    const user = setupUser();
    const { router } = renderScreen('/hems/active/sonnen', sitesApi(5));
    await waitFor(() => expect(summary()).toHaveTextContent('5 sites'));
    expect(within(bodyRows()[2] as HTMLElement).getByRole('link', { name: 'CUST-00003' })).toHaveAttribute(
      'href',
      `/site/${subscriptionOf(3)}`,
    );
    await user.click(within(bodyRows()[1] as HTMLElement).getByText('GW-00002'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/site/${subscriptionOf(2)}`));
  });

  it('empty: a provider without sites says so and offers a way on', async () => {
    renderScreen('/hems/active/sonnen', sitesApi(0));
    expect(await screen.findByRole('heading', { name: 'No Sites Found' })).toBeInTheDocument();
    expect(screen.getByText('There are no sites for HEMS provider sonnen.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Prepared installations' })[1]).toHaveAttribute(
      'href',
      '/hems/prepared/sonnen',
    );
    expect(screen.getByRole('link', { name: 'All HEMS providers' })).toHaveAttribute('href', '/hems');
  });

  it('empty result of the filters on a page: says which rows were searched, offers to clear or load all', async () => {
    const user = setupUser();
    const { router } = renderScreen('/hems/active/sonnen?q=nothing-matches', sitesApi(120));
    expect(await screen.findByRole('heading', { name: 'No site on page 1 matches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load all 120 sites' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a page past the last one says so and links to page 1', async () => {
    renderScreen('/hems/active/sonnen?page=9', sitesApi(120));
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/hems/active/sonnen',
    );
  });

  it('error: says what failed (message, status, error id) and what to do; Try again recovers', async () => {
    const user = setupUser();
    let fail = true;
    const api: Api = sitesApi(60, {
      sites: (url) =>
        fail
          ? json({ message: 'Internal server error', status: 500, errorId: 'INTERNAL_ERROR' }, 500)
          : json(sitesPage(60, Number(url.searchParams.get('page')))),
    });
    renderScreen('/hems/active/sonnen', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the sites of HEMS provider sonnen');
    expect(alert).toHaveTextContent('Internal server error (HTTP 500)');
    expect(alert).toHaveTextContent('Error id: INTERNAL_ERROR');
    expect(alert).toHaveTextContent('The server had a problem. Try again in a moment.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 2 · 60 sites in all'));
  });

  it('an unknown provider (404) tells staff to check the link', async () => {
    renderScreen(
      '/hems/active/nope',
      sitesApi(0, { sites: () => json({ message: 'Not found', status: 404, errorId: 'NOT_FOUND' }, 404) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the sites of HEMS provider nope');
    expect(alert).toHaveTextContent('Nothing is known under this link');
  });
});
