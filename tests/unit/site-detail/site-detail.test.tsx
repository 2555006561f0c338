import { screen, within } from '@testing-library/react';
import { formatDayTime } from '../../../src/domain/format/locale-format.ts';
import { describe, expect, it } from 'vitest';
import { problemText, problemTitle } from '../../../src/domain/problems/problems.ts';
import {
  FLEETS,
  json,
  renderScreen,
  setupUser,
  site,
  siteUuidOf,
  subscriptionOf,
  type Api,
} from '../sites/harness.tsx';

/** Local time in the locale of the test run (the browser's locale in the app). */
const localTime = (iso: string) => formatDayTime(new Date(iso));

// Site 3: ACTIVE, offline, activated 2026-03-04, TSO TenneT, health good/moderate/good; put in two fleets here.
const SITE = site(3, { fleets: [FLEETS[0], FLEETS[2]].filter((f) => f !== undefined) });
const PROBLEMS = [
  'POSSIBLY_INCORRECT_MASTERDATA_PV',
  'AUTO_ACTIVATED_FOR_MORE_14_DAYS',
  'SITE_OFFLINE_NOW',
] as const;

const api =
  (detail: Api | null = null): Api =>
  (url, request) => {
    if (url.pathname === '/ui/v1/sites/fleets') return json({ fleets: FLEETS });
    if (detail !== null) return detail(url, request);
    const key = url.pathname.split('/').at(-1);
    return key === SITE.subscription || key === SITE.siteUuid
      ? json({ site: SITE, problems: PROBLEMS, accountOwner: { id: 'staff-7', name: 'Sami Sales' } })
      : json({ message: 'Not found', status: 404, errorId: 'NOT_FOUND' }, 404);
  };

describe('/site/:subUuid — one site', () => {
  it('loading: a progress bar and placeholders', async () => {
    renderScreen(`/site/${SITE.subscription}`, () => new Promise<Response>(() => undefined));
    expect(await screen.findByRole('progressbar', { name: 'Loading the site' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Site' })).toBeInTheDocument();
  });

  it('shows the site’s fields, fleets, health (overall, IoT, VPP) and current problems with their user texts', async () => {
    const { calls } = renderScreen(`/site/${SITE.subscription}`, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'CUST-00003' })).toBeInTheDocument();
    expect(calls.map((u) => u.pathname)).toContain(`/ui/v1/site/${subscriptionOf(3)}`);
    const fields = screen.getByRole('region', { name: 'Site' });
    for (const [label, value] of [
      ['User reference', 'CUST-00003'],
      ['Gateway ID', 'GW-00003'],
      ['Subscription', subscriptionOf(3)],
      ['Site UUID', siteUuidOf(3)],
      ['Status', 'Active'],
      ['Online', 'No'],
      ['Activated', localTime('2026-03-04T10:00:00Z')],
      ['Created', localTime('2026-02-04T08:00:00Z')],
      ['TSO', 'TenneT'],
      // The salesperson who looks after this customer.
      ['Account owner', 'Sami Sales'],
    ] as const) {
      const term = within(fields).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    const fleets = screen.getByRole('list', { name: 'Fleets of this site' });
    expect(within(fleets).getByRole('link', { name: 'Ruhr Flex' })).toHaveAttribute(
      'href',
      `/fleet/${FLEETS[0]?.uuid ?? ''}`,
    );
    expect(within(fleets).getByRole('link', { name: 'Zugspitze Solar' })).toBeInTheDocument();
    const health = screen.getByRole('region', { name: 'Health' });
    expect(within(health).getByText('Site Health Status').nextElementSibling).toHaveTextContent('Good');
    expect(within(health).getByText('IoT Health').nextElementSibling).toHaveTextContent('Moderate');
    expect(within(health).getByText('VPP Health').nextElementSibling).toHaveTextContent('Good');

    const problems = within(screen.getByRole('list', { name: 'Current problems' })).getAllByRole('listitem');
    // Most severe first: SITE_OFFLINE_NOW (critical), AUTO_ACTIVATED… (warning), POSSIBLY_INCORRECT… (info).
    // Each item: the severity (icon title), the short name, the user text, the code.
    expect(problems.map((li) => li.textContent)).toEqual(
      [
        ['Critical', 'SITE_OFFLINE_NOW'],
        ['Warning', 'AUTO_ACTIVATED_FOR_MORE_14_DAYS'],
        ['Info', 'POSSIBLY_INCORRECT_MASTERDATA_PV'],
      ].map(([severity, code = '']) => `${severity}${problemTitle(code)}${problemText(code)}${code}`),
    );
    expect(
      screen.getByText('Not fully activated for over 14 days; may still need activation via the app.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current problems (3)' })).toBeInTheDocument();
  });

  it("an EVSE problem links to the site's chargers that have it; other problems do not link", async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() => json({ site: SITE, problems: ['SITE_OFFLINE_NOW', 'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS'] })),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    const links = within(list).getAllByRole('link', { name: 'Show the chargers concerned' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      `/assets/evses?evse_problem=EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS&q=${SITE.userReference}`,
    );
  });

  it("an unregistered charger links to the installation's gateway devices, where it can be added", async () => {
    const installation = {
      installationUuid: '99f23c36-15b0-4204-9b7a-837be6fa440f',
      hemsLogicalId: 'SONNEN-5563914',
      hemGatewayId: SITE.gatewayId,
    };
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() => json({ site: SITE, problems: ['SITE_HAS_UNREGISTERED_EVSE'], installation })),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    expect(within(list).getByRole('link', { name: "Add it on the gateway's devices" })).toHaveAttribute(
      'href',
      `/assets/gateways-devices/${installation.installationUuid}`,
    );
  });

  it('without the installation in the answer, it links to the gateway search narrowed to the site gateway', async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() => json({ site: SITE, problems: ['SITE_HAS_UNREGISTERED_EVSE'] })),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    expect(within(list).getByRole('link', { name: "Add it on the gateway's devices" })).toHaveAttribute(
      'href',
      `/assets/search-gateways?q=${encodeURIComponent(SITE.gatewayId)}`,
    );
  });

  it('a site without problems says nothing needs attention; a site without fleets says “not linked to fleet”', async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() => json({ site: { ...SITE, fleets: [] }, problems: [] })),
    );
    expect(
      await screen.findByText('No current problems: nothing needs attention on this site.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Fleets (0)' })).getByText('not linked to fleet'),
    ).toBeInTheDocument();
  });

  it('a problem code the answer repeats is one problem, counted and listed once', async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() => json({ site: SITE, problems: ['SITE_OFFLINE_NOW', 'SITE_OFFLINE_NOW'] })),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 current problem')).toBeInTheDocument();
  });

  it('404: no site under this link, with the server’s message and advice', async () => {
    renderScreen('/site/99999999-0000-4000-8000-000000000000', api());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No site with subscription 99999999-0000-4000-8000-000000000000');
    expect(alert).toHaveTextContent('Not found (HTTP 404)');
  });

  it('an answer about another site is not shown as this one', async () => {
    const other = subscriptionOf(3);
    renderScreen(
      '/site/99999999-0000-4000-8000-000000000000',
      api(() => json({ site: SITE, problems: [] })),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The server answered with a different site (${other})`);
    expect(screen.queryByRole('region', { name: 'Site' })).toBeNull();
  });

  it('error: Try again asks again', async () => {
    const user = setupUser();
    let fail = true;
    renderScreen(
      `/site/${SITE.subscription}`,
      api(() =>
        fail
          ? json({ message: 'Service unavailable', status: 503 }, 503)
          : json({ site: SITE, problems: [] }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the site');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CUST-00003' })).toBeInTheDocument();
  });

  it('opened directly (no history), back leads to the HEMS providers', async () => {
    renderScreen(`/site/${SITE.subscription}`, api());
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/hems');
  });
});

describe('/fleet/:fleet_uuid/:site_uuid — a site of a fleet', () => {
  it('loads the site by its site uuid and names the fleet; back leads to the fleet', async () => {
    const { calls } = renderScreen(`/fleet/${FLEETS[0]?.uuid ?? ''}/${SITE.siteUuid}`, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'CUST-00003' })).toBeInTheDocument();
    expect(calls.map((u) => u.pathname)).toContain(`/ui/v1/site/${siteUuidOf(3)}`);
    expect(await screen.findByText('Gateway GW-00003 · fleet Ruhr Flex')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/fleet/${FLEETS[0]?.uuid ?? ''}`,
    );
    expect(screen.queryByText(/is not linked to fleet/)).toBeNull();
  });

  it('says so when the site is not linked to that fleet', async () => {
    renderScreen(`/fleet/${FLEETS[1]?.uuid ?? ''}/${SITE.siteUuid}`, api());
    expect(
      await screen.findByText(
        'This site is not linked to fleet Spree Storage. Its own fleets are listed below.',
      ),
    ).toBeInTheDocument();
  });
});
