import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../../src/api/permissions.gen.ts';
import { storePermissions } from '../../helpers/granted-permissions.ts';
import { FLEETS, json, renderScreen, site, type Api } from '../sites/harness.tsx';

// Site 3 in two fleets (a site links to its gateway, installation, chargers and energy pages).
const SITE = site(3, { fleets: [FLEETS[0], FLEETS[2]].filter((f) => f !== undefined) });
const INSTALLATION = {
  installationUuid: '99f23c36-15b0-4204-9b7a-837be6fa440f',
  hemsLogicalId: 'SONNEN-5563914',
  hemGatewayId: SITE.gatewayId,
};
const CHARGER = {
  evseUuid: '92dbaa9e-6ffc-4d92-a3e5-1dccb6074cae',
  uniqueIdentifier: 'WB-0001',
  displayName: 'Garage <b>left</b>',
  connectivity: 'EVSE_ONLINE',
};
const gatewayOf = (hemGatewayId: string, online: boolean, chargers: unknown[]) => ({
  gateway: { hemGatewayId, hemsLogicalId: INSTALLATION.hemsLogicalId, online },
  devices: [],
  chargers,
  seenChargePoints: [],
});
const GATEWAYS = {
  installationUuid: INSTALLATION.installationUuid,
  installationName: 'Müller',
  hemProvider: 'sonnen',
  hemsLogicalId: INSTALLATION.hemsLogicalId,
  preparedHemsId: null,
  site: null,
  gateways: [gatewayOf(SITE.gatewayId, true, [CHARGER]), gatewayOf('GW-SECOND', false, [])],
};

const notFound = () => json({ message: 'Not found', status: 404, errorId: 'NOT_FOUND' }, 404);

function api(detail: object, gateways: () => Response = () => json(GATEWAYS)): Api {
  return (url) => {
    if (url.pathname === '/ui/v1/sites/fleets') return json({ fleets: FLEETS });
    if (url.pathname === `/ui/v1/installations/${INSTALLATION.installationUuid}/gateways`) return gateways();
    if (url.pathname.startsWith('/ui/v1/site/')) return json({ site: SITE, problems: [], ...detail });
    return notFound();
  };
}

const related = async () => screen.findByRole('region', { name: 'Related' });
const valueOf = (region: HTMLElement, label: string) => {
  const value = within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
};

describe('a site page links to everything related to it', () => {
  it('with the installation in the answer: its gateway, its devices, its gateways and chargers, its energy pages', async () => {
    renderScreen(`/site/${SITE.subscription}`, api({ installation: INSTALLATION }));
    const card = await related();
    expect(within(valueOf(card, 'Gateway')).getByRole('link', { name: SITE.gatewayId })).toHaveAttribute(
      'href',
      `/assets/gateways/${INSTALLATION.hemsLogicalId}/${SITE.gatewayId}`,
    );
    expect(
      within(valueOf(card, 'Installation')).getByRole('link', { name: 'Gateway devices (add a charger)' }),
    ).toHaveAttribute('href', `/assets/gateways-devices/${INSTALLATION.installationUuid}`);
    // Energy history, telemetry and live view: fleet-scoped routes, one set per fleet of the site.
    const energy = within(card).getByRole('list', { name: 'Energy pages of this site' });
    for (const fleet of SITE.fleets) {
      const base = `/fleet/${fleet.uuid}/subscription/${SITE.subscription}`;
      expect(
        within(energy).getByRole('link', { name: `Energy history in fleet ${fleet.name}` }),
      ).toHaveAttribute('href', `${base}/site-energy-history`);
      expect(within(energy).getByRole('link', { name: `Telemetry in fleet ${fleet.name}` })).toHaveAttribute(
        'href',
        `${base}/site-telemetry`,
      );
      expect(within(energy).getByRole('link', { name: `Live view in fleet ${fleet.name}` })).toHaveAttribute(
        'href',
        `${base}/live-stream`,
      );
    }

    const equipment = await screen.findByRole('region', { name: 'Gateways (2) and chargers (1)' });
    const gateways = within(equipment).getByRole('list', { name: 'Gateways of this site' });
    expect(within(gateways).getByRole('link', { name: 'GW-SECOND' })).toHaveAttribute(
      'href',
      `/assets/gateways/${INSTALLATION.hemsLogicalId}/GW-SECOND`,
    );
    const chargers = within(equipment).getByRole('list', { name: 'Chargers of this site' });
    // A name with markup is text.
    expect(within(chargers).getByRole('link', { name: 'Garage <b>left</b>' })).toHaveAttribute(
      'href',
      `/assets/evses/${CHARGER.evseUuid}/status`,
    );
  });

  it('without the installation: the gateway by its id in the gateway search; no devices link, no guessed call', async () => {
    const { calls } = renderScreen(`/site/${SITE.subscription}`, api({}));
    const card = await related();
    expect(
      within(valueOf(card, 'Gateway')).getByRole('link', { name: `Search for gateway ${SITE.gatewayId}` }),
    ).toHaveAttribute('href', `/assets/search-gateways?q=${SITE.gatewayId}`);
    expect(valueOf(card, 'Installation')).toHaveTextContent('Not named by the server');
    expect(within(valueOf(card, 'Installation')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chargers of this site' })).toBeNull();
    expect(calls.some((u) => u.pathname.includes('/installations/'))).toBe(false);
  });

  it('a site in no fleet links to its energy pages on its own page', async () => {
    const { calls } = renderScreen(`/site/${SITE.subscription}`, (url) =>
      url.pathname.startsWith('/ui/v1/site/')
        ? json({ site: { ...SITE, fleets: [] }, problems: [] })
        : json({ fleets: FLEETS }),
    );
    const card = await related();
    const energy = within(valueOf(card, 'Energy')).getByRole('list', { name: 'Energy pages of this site' });
    const base = `/site/${SITE.subscription}/energy`;
    expect(within(energy).getByRole('link', { name: 'Energy history' })).toHaveAttribute(
      'href',
      `${base}/site-energy-history`,
    );
    expect(within(energy).getByRole('link', { name: 'Telemetry' })).toHaveAttribute(
      'href',
      `${base}/site-telemetry`,
    );
    expect(within(energy).getByRole('link', { name: 'Live view' })).toHaveAttribute(
      'href',
      `${base}/live-stream`,
    );
    // Only the site-level set: no fleet's link is guessed.
    expect(within(energy).getAllByRole('link')).toHaveLength(3);
    expect(within(energy).queryByRole('link', { name: /in fleet/ })).toBeNull();
    expect(calls.some((u) => u.pathname.includes('/energy/'))).toBe(false);
  });

  it('a site in one fleet keeps its fleet links', async () => {
    const [fleet] = FLEETS;
    if (fleet === undefined) throw new Error('no fleet in the harness');
    renderScreen(`/site/${SITE.subscription}`, (url) =>
      url.pathname.startsWith('/ui/v1/site/')
        ? json({ site: { ...SITE, fleets: [fleet] }, problems: [] })
        : json({ fleets: FLEETS }),
    );
    const card = await related();
    const energy = within(valueOf(card, 'Energy')).getByRole('list', { name: 'Energy pages of this site' });
    expect(within(energy).getByRole('link', { name: 'Energy history' })).toHaveAttribute(
      'href',
      `/fleet/${fleet.uuid}/subscription/${SITE.subscription}/site-energy-history`,
    );
    expect(within(energy).getAllByRole('link')).toHaveLength(3);
  });

  it('a person without energy:read sees no energy link, one line saying why, and the rest of the card', async () => {
    storePermissions(PERMISSION_NAMES.filter((name) => name !== 'energy:read'));
    for (const fleets of [SITE.fleets, []]) {
      const { view } = renderScreen(`/site/${SITE.subscription}`, (url) =>
        url.pathname.startsWith('/ui/v1/site/')
          ? json({ site: { ...SITE, fleets }, problems: [], installation: INSTALLATION })
          : url.pathname === `/ui/v1/installations/${INSTALLATION.installationUuid}/gateways`
            ? json(GATEWAYS)
            : json({ fleets: FLEETS }),
      );
      const card = await related();
      const energy = valueOf(card, 'Energy');
      expect(energy).toHaveTextContent("Your permissions do not open this site's energy pages");
      expect(within(energy).queryByRole('link')).toBeNull();
      expect(within(card).queryByRole('list', { name: 'Energy pages of this site' })).toBeNull();
      expect(within(card).queryByRole('link', { name: /Energy history|Telemetry|Live view/ })).toBeNull();
      // The rest stands: the gateway and the installation's devices.
      expect(
        within(valueOf(card, 'Gateway')).getByRole('link', { name: SITE.gatewayId }),
      ).toBeInTheDocument();
      expect(
        within(valueOf(card, 'Installation')).getByRole('link', { name: 'Gateway devices (add a charger)' }),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('with energy:read the card does not say the pages are closed', async () => {
    renderScreen(`/site/${SITE.subscription}`, api({ installation: INSTALLATION }));
    const card = await related();
    expect(within(valueOf(card, 'Energy')).getAllByRole('link')).toHaveLength(3 * SITE.fleets.length);
    expect(card).not.toHaveTextContent('Your permissions do not open');
  });

  it('the gateways call fails: the card says so with a retry, the rest of the page stands', async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api({ installation: INSTALLATION }, () => json({ message: 'boom', status: 500, errorId: 'X' }, 500)),
    );
    expect(await screen.findByText("Could not load the site's gateways and chargers")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Related' })).toBeInTheDocument();
  });

  it('a problem a screen explains links to it (its first fleet’s energy page)', async () => {
    renderScreen(
      `/site/${SITE.subscription}`,
      api({ problems: ['PV_FORECAST_DEVIATION', 'SITE_OFFLINE_NOW'] }),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    expect(within(list).getByRole('link', { name: 'See forecast and measurement' })).toHaveAttribute(
      'href',
      `/fleet/${SITE.fleets[0]?.uuid ?? ''}/subscription/${SITE.subscription}/site-energy-history`,
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('no fleet: the explaining link opens the energy page on the site’s own page', async () => {
    renderScreen(`/site/${SITE.subscription}`, (url) =>
      url.pathname.startsWith('/ui/v1/site/')
        ? json({ site: { ...SITE, fleets: [] }, problems: ['PV_FORECAST_DEVIATION'] })
        : json({ fleets: FLEETS }),
    );
    const list = await screen.findByRole('list', { name: 'Current problems' });
    expect(within(list).getByRole('link', { name: 'See forecast and measurement' })).toHaveAttribute(
      'href',
      `/site/${SITE.subscription}/energy/site-energy-history`,
    );
  });
});
