// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('gateway screens', () => {
  it(
    'candidates: Forget asks first, then the candidate is gone from the list and from the mock',
    async () => {
      const data = freshDataset();
      data.chargepointCandidates = data.chargepointCandidates.slice(0, 3);
      const [first] = data.chargepointCandidates;
      renderApp('/assets/ocpp-chargepoint-candidates', evseApi(data));
      const table = await screen.findByRole('table', { name: '3 charge-point candidates' });
      await userEvent.click(within(table).getByRole('button', { name: `Forget ${first!.uniqueIdentifier}` }));
      const dialog = await screen.findByRole('dialog', { name: `Forget ${first!.uniqueIdentifier}?` });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Forget' }));
      await screen.findByRole('table', { name: '2 charge-point candidates' });
      expect(data.chargepointCandidates.map((c) => c.uniqueIdentifier)).not.toContain(
        first!.uniqueIdentifier,
      );
    },
    SLOW,
  );

  it(
    'candidates: an empty list says so',
    async () => {
      const data = freshDataset();
      data.chargepointCandidates = [];
      renderApp('/assets/ocpp-chargepoint-candidates', evseApi(data));
      expect(await screen.findByText('No candidates')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'an unknown gateway shows a clear not-found message',
    async () => {
      renderApp('/assets/gateways/E3DC-1/S10-1', evseApi(freshDataset()));
      expect(await screen.findByText('No gateway S10-1 in HEMS E3DC-1')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'the gateway search fails: an error with a retry',
    async () => {
      renderApp(
        '/assets/search-gateways',
        evseApi(freshDataset(), (path) =>
          path === '/ui/v1/gateways' ? json({ message: 'down', status: 500 }, 500) : undefined,
        ),
      );
      expect(await screen.findByText('Could not search the gateways')).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    },
    SLOW,
  );
});

describe('gateway devices page links', () => {
  it(
    'an installation that is a site links to it and to each of its gateways; one that is not says so',
    async () => {
      const data = freshDataset();
      const ofSite = data.gateways.find((g) => g.gateway.site !== null)!.gateway;
      const first = renderApp(`/assets/gateways-devices/${ofSite.installationUuid}`, evseApi(data));
      const siteLink = await screen.findByRole('link', { name: ofSite.site!.userReference });
      expect(siteLink).toHaveAttribute('href', `/site/${ofSite.site!.subscription}`);
      // The header names the installation, never its UUID.
      expect(await screen.findByText(`Installation ${ofSite.installationName}`)).toBeTruthy();
      expect(screen.queryByText(new RegExp(ofSite.installationUuid))).toBeNull();
      const heading = screen.getByRole('heading', { level: 2, name: ofSite.hemGatewayId });
      expect(within(heading).getByRole('link')).toHaveAttribute(
        'href',
        `/assets/gateways/${ofSite.hemsLogicalId}/${ofSite.hemGatewayId}`,
      );
      first.view.unmount();

      const prepared = data.gateways.find((g) => g.gateway.site === null)!.gateway;
      renderApp(`/assets/gateways-devices/${prepared.installationUuid}`, evseApi(data));
      expect(await screen.findByText(/not yet a site/)).toBeTruthy();
      expect(screen.queryByRole('link', { name: /^CUST-/ })).toBeNull();
    },
    SLOW,
  );

  it(
    "a prepared installation links to its provider's prepared installations by the key the answer carries; a site's own installation gets none",
    async () => {
      const data = freshDataset();
      const record = data.gateways.find((g) => g.preparedHemsId !== null)!;
      // Hostile text in the provider's name shows as text; the link is built from the key only.
      for (const g of data.gateways) {
        if (g.gateway.installationUuid === record.gateway.installationUuid)
          g.gateway.hemProvider = '<b>sonnen</b>';
      }
      const first = renderApp(`/assets/gateways-devices/${record.gateway.installationUuid}`, evseApi(data));
      const link = await screen.findByRole('link', { name: 'Prepared installations of <b>sonnen</b>' });
      expect(link).toHaveAttribute('href', `/hems/prepared/${record.preparedHemsId!}`);
      first.view.unmount();

      // A site's own installation: its provider is named, but no key says which prepared list holds it.
      const ofSite = data.gateways.find((g) => g.gateway.site !== null)!;
      expect(ofSite.preparedHemsId).toBeNull();
      renderApp(`/assets/gateways-devices/${ofSite.gateway.installationUuid}`, evseApi(data));
      await screen.findByRole('link', { name: ofSite.gateway.site!.userReference });
      expect(screen.queryByRole('link', { name: /^Prepared installations of/ })).toBeNull();
    },
    SLOW,
  );
});
