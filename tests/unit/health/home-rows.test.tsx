import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEALTH_KEYS, healthKeyFromLabel, healthLabel } from '../../../src/domain/health/health.ts';
import { problemText } from '../../../src/domain/problems/problems.ts';
import { json } from '../../helpers/app-harness.tsx';
import {
  api,
  bodyRows,
  chips,
  INSTALLATIONS,
  open,
  setUpHomeTests,
  SITES,
  type Answer,
  user,
} from './home-harness.tsx';
import { problemRow, subscriptionOf } from './problem-rows.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

setUpHomeTests();

describe('home: drill-down into one problem', () => {
  it('opens the rows of that problem, each linking to its site, without loading the list again', async () => {
    const { router, calls } = await open('/', api());
    await user().click(await screen.findByRole('link', { name: /Site offline now/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site problems' })).toBeVisible();
    await screen.findByRole('table', { name: 'Site problems' }, { timeout: timeLimit(15_000) });
    expect(router.state.location.search).toBe('?list=site&problem=SITE_OFFLINE_NOW');
    expect(screen.getByText(problemText('SITE_OFFLINE_NOW'))).toBeVisible();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('row-counts')).toHaveTextContent('3 of 5 rows · 3 sites');
    expect(chips().map((c) => c.textContent)).toEqual(['Site offline now']);
    const link = within(bodyRows()[0] as HTMLElement).getByRole('link', { name: 'CUST-0001' });
    expect(link).toHaveAttribute('href', `/site/${subscriptionOf(1)}`);
    expect(calls.filter((c) => c.path === SITES)).toHaveLength(1);
    expect(window.scrollTo).toHaveBeenCalled();

    await user().click(screen.getByRole('link', { name: 'Back to the health overview' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Overview' })).toBeVisible();
    expect(calls.filter((c) => c.path === SITES)).toHaveLength(1);
  });

  it('opens a site from a row', async () => {
    const { router } = await open('/?list=site&problem=SITE_OFFLINE_NOW', api());
    await user().click(await screen.findByRole('link', { name: 'CUST-0002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/site/${subscriptionOf(2)}`));
  });

  it('a shared link loads only its own list and keeps only that list’s codes', async () => {
    const { calls } = await open(
      '/?list=installation&problem=SITE_OFFLINE_NOW&problem=PENDING_ACTIVATION&health=bogus&page=x',
      api(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Installation problems' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Installation problems' })).toBeVisible();
    expect(bodyRows('Installation problems')).toHaveLength(1);
    expect(chips().map((c) => c.textContent)).toEqual(['Pending activation']);
    // Besides the shell's read of who is signed in, the one list.
    expect(calls.map((c) => c.path).filter((path) => path !== '/ui/v1/profile')).toEqual([INSTALLATIONS]);
  });

  it('drill-down: loading, then error with retry, then empty', async () => {
    let release: (r: Response) => void = () => undefined;
    let answer: () => Answer = () => new Promise<Response>((resolve) => (release = resolve));
    const { calls } = await open('/?list=site&problem=SITE_OFFLINE_NOW', api({ sites: () => answer() }));
    expect(await screen.findAllByRole('progressbar', { name: 'Loading site problems' })).toHaveLength(5);
    await act(async () => release(json({ message: 'Gateway Timeout', status: 504 }, 504)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the site problems');
    expect(alert).toHaveTextContent('The server answered 504: Gateway Timeout.');
    // The chosen filters stay visible while the list cannot be shown.
    expect(chips().map((c) => c.textContent)).toEqual(['Site offline now']);
    answer = () => json({ rows: [] });
    await user().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No problems')).toBeVisible();
    expect(screen.getByText('No site has any of the site problems.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.filter((c) => c.path === SITES)).toHaveLength(2);
  });
});

describe('home: filtering the rows', () => {
  it('filters by health with the SPEC labels; key ⇄ label round-trips through panel, URL, chip and row', async () => {
    const { router } = await open('/?list=site', api());
    await screen.findByRole('table', { name: 'Site problems' });
    expect(bodyRows()).toHaveLength(5);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user().click(within(filters).getByRole('checkbox', { name: 'IoT Health: Critical' }));
    expect(new URLSearchParams(router.state.location.search).getAll('health')).toEqual(['criticalIot']);
    expect(chips().map((c) => c.textContent)).toEqual(['IoT Health: Critical']);
    expect(bodyRows()).toHaveLength(3);
    for (const row of bodyRows()) expect(row).toHaveTextContent('IoT Health: Critical');
    expect(screen.getByTestId('row-counts')).toHaveTextContent('3 of 5 rows · 2 sites');

    // Within the health group the choices OR: adding 'Site Health Status: Moderate' (site 2) keeps the same three.
    await user().click(within(filters).getByRole('checkbox', { name: 'Site Health Status: Moderate' }));
    expect(chips().map((c) => c.textContent)).toEqual([
      'IoT Health: Critical',
      'Site Health Status: Moderate',
    ]);
    expect(bodyRows()).toHaveLength(3);

    await user().click(screen.getByRole('button', { name: 'Remove filter IoT Health: Critical' }));
    expect(new URLSearchParams(router.state.location.search).getAll('health')).toEqual(['moderateOverall']);
    expect(within(filters).getByRole('checkbox', { name: 'IoT Health: Critical' })).not.toBeChecked();
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('CUST-0002');
    expect(bodyRows()[0]).toHaveTextContent('Site Health Status: Moderate');
  });

  it('every health key in the URL shows its SPEC label as chip and as checked box, and maps back', async () => {
    const search = HEALTH_KEYS.map((key) => `health=${key}`).join('&');
    const { router } = await open(`/?list=site&${search}`, api());
    await screen.findByRole('table', { name: 'Site problems' });
    const labels = chips().map((c) => c.textContent ?? '');
    expect(labels).toEqual(HEALTH_KEYS.map(healthLabel));
    expect(labels.map(healthKeyFromLabel)).toEqual(HEALTH_KEYS);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const checked = within(filters).getAllByRole('checkbox', { checked: true });
    expect(checked.map((box) => box.closest('label')?.textContent)).toEqual(labels);
    await user().click(screen.getByRole('button', { name: 'Remove filter VPP Health: Critical' }));
    expect(new URLSearchParams(router.state.location.search).getAll('health')).toEqual(
      HEALTH_KEYS.filter((key) => key !== 'criticalVpp'),
    );
  });

  it('the master data readiness filter keeps one row per site (siteUuid dedupe)', async () => {
    await open('/?list=site&readiness=READY', api());
    await screen.findByRole('table', { name: 'Site problems' });
    // Site 1 is READY for trading with two problems, site 3 READY for forecasting: two sites, one row each.
    expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'CUST-0001',
      'CUST-0003',
    ]);
    expect(screen.getByTestId('row-counts')).toHaveTextContent('2 of 5 rows · 2 sites');
    expect(screen.getByText('A master data filter is active: one row per site.')).toBeVisible();
    expect(chips().map((c) => c.textContent)).toEqual(['Master Data: Ready']);
  });

  it('filters by TSO, site and trading attributes from the URL, and clears them all', async () => {
    const { router } = await open('/?list=site&tso=TenneT&site_attribute=hasPv', api());
    await screen.findByRole('table', { name: 'Site problems' });
    expect(bodyRows()).toHaveLength(2);
    expect(chips().map((c) => c.textContent)).toEqual(['has PV', 'TSO: TenneT']);
    await user().click(screen.getByRole('button', { name: 'Clear all' }));
    expect(bodyRows()).toHaveLength(5);
    expect(router.state.location.search).toBe('?list=site');
  });

  it('the Problems multi-select offers exactly the list’s own codes', async () => {
    await open('/?list=installation', api());
    await screen.findByRole('table', { name: 'Installation problems' });
    await user().click(screen.getByRole('combobox', { name: 'Problems' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Duplicate installation',
      'Pending activation',
      'Incomplete for more than 30 days',
    ]);
  });

  it('says when no row passes the filters and offers to clear them', async () => {
    await open('/?list=site&health=criticalVpp', api());
    expect(await screen.findByText('No problems match these filters')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('table', { name: 'Site problems' })).toBeVisible();
  });

  it(
    'puts at most 50 rows in the DOM and pages through the rest (page in the URL)',
    async () => {
      const many = Array.from({ length: 120 }, (_, i) => problemRow(i + 1, 'SITE_OFFLINE_NOW'));
      const { router } = await open('/?list=site', api({ sites: () => json({ rows: many }) }));
      await screen.findByRole('table', { name: 'Site problems' });
      expect(bodyRows()).toHaveLength(50);
      expect(screen.getByTestId('row-counts')).toHaveTextContent('120 rows · 120 sites · showing 1–50');
      // The pages are a lazy part, there a moment after the rows.
      await user().click(await screen.findByRole('button', { name: 'Go to page 3' }));
      expect(router.state.location.search).toBe('?list=site&page=3');
      expect(bodyRows()).toHaveLength(20);
      expect(bodyRows()[0]).toHaveTextContent('CUST-0101');
      // A filter edit starts again at page 1.
      const filters = screen.getByRole('complementary', { name: 'Filters' });
      await user().click(within(filters).getByRole('checkbox', { name: 'Site Health Status: Good' }));
      expect(router.state.location.search).toBe('?list=site&health=goodOverall');
      expect(bodyRows()).toHaveLength(50);
    },
    timeLimit(60_000),
  ); // 120 MUI rows under StrictMode are slow on a loaded 2-core machine
});
