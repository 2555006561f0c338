import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problemText } from '../../../src/domain/problems/problems.ts';
import { json } from '../../helpers/app-harness.tsx';
import { api, INSTALLATIONS, open, section, setUpHomeTests, SITES, siteRows } from './home-harness.tsx';

setUpHomeTests();

describe('home: health overview', () => {
  it('shows a loading placeholder per list until the answers arrive', async () => {
    let release: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    await open('/', api({ sites: () => pending }));
    expect(await screen.findAllByRole('progressbar', { name: 'Loading site problems' })).not.toHaveLength(0);
    expect(
      await within(section('Installation problems')).findByText('2 sites affected · 2 rows'),
    ).toBeVisible();
    await act(async () => release(json({ rows: siteRows })));
    expect(await within(section('Site problems')).findByText('4 sites affected · 5 rows')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading site problems' })).toBeNull();
  });

  it('lists per code the user text and the number of distinct affected sites, most severe first', async () => {
    await open('/', api());
    const sites = await screen.findByRole('list', { name: 'Site problems by problem' });
    const items = within(sites).getAllByRole('link');
    // SITE_OFFLINE_NOW (3 sites) and SITE_IOT_STATUS_UNHEALTHY_NOW (1 site) are critical; small gaps is info.
    expect(items.map((item) => within(item).getByTestId('affected-sites').textContent)).toEqual([
      '3 sites',
      '1 site',
      '1 site',
    ]);
    expect(items[0]).toHaveTextContent('Critical');
    expect(items[0]).toHaveTextContent(problemText('SITE_OFFLINE_NOW'));
    expect(items[2]).toHaveTextContent('Info');
    expect(items[2]).toHaveTextContent("0.1% to 5% of the last day's telemetry missing.");
    expect(items[0]).toHaveAttribute('href', '/?list=site&problem=SITE_OFFLINE_NOW');
    // The ten unaffected site codes are named, not hidden.
    expect(within(section('Site problems')).getByText(/No site affected by:/)).toHaveTextContent(
      'Site not optimizable',
    );
    const installations = screen.getByRole('list', { name: 'Installation problems by problem' });
    expect(within(installations).getAllByRole('link')).toHaveLength(2);
    expect(within(installations).getByRole('link', { name: /Pending activation/ })).toHaveTextContent(
      'Completed installation still pending activation.',
    );
  });

  it("says 'No problems' for an empty list", async () => {
    await open('/', api({ sites: () => json({ rows: [] }), installations: () => json({ rows: [] }) }));
    expect(await within(section('Site problems')).findByText('No problems')).toBeVisible();
    expect(await within(section('Installation problems')).findByText('No problems')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
  });

  it('says what failed and loads again on Retry; the other list is unaffected', async () => {
    let fail = true;
    const { calls } = await open(
      '/',
      api({
        sites: () =>
          fail
            ? json({ message: 'Database unavailable', status: 503, errorId: 'E-42' }, 503)
            : json({ rows: siteRows }),
      }),
    );
    const alert = await within(section('Site problems')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the site problems');
    expect(alert).toHaveTextContent('The server answered 503: Database unavailable. Error id: E-42');
    expect(
      await within(section('Installation problems')).findByText('2 sites affected · 2 rows'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section('Site problems')).findByText('4 sites affected · 5 rows')).toBeVisible();
    expect(calls.filter((c) => c.path === SITES)).toHaveLength(2);
    expect(calls.filter((c) => c.path === INSTALLATIONS)).toHaveLength(1);
  });

  it('says when the server could not be reached', async () => {
    await open('/', api({ installations: () => Promise.reject(new TypeError('Failed to fetch')) }));
    const alert = await within(section('Installation problems')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the installation problems');
    expect(alert).toHaveTextContent(/could not be reached/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
