// The site's energy screen on the site's own page (/site/{subUuid}/energy), the mount every site has: the links that
// lead there for a site in no fleet (the site page's problems, the jump dialog's live entry), and the screen in that
// mount — crumbs that name the site, tabs and back that stay on the site, charger chips that need no fleet.
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { problemExplanation } from '../../../src/components/problem-explanation.ts';
import { paths } from '../../../src/config/paths.ts';
import { siteEnergyHref } from '../../../src/config/site-energy-paths.ts';
import { jumpGroupsOf } from '../../../src/domain/search/jump-groups.ts';
import type { SearchAnswer } from '../../../src/domain/search/jump-search.ts';
import { jumpHref } from '../../../src/features/jump/hooks/jump-href.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { json, renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { energyApi, freshDataset } from './energy-harness.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const SUB = SAMPLE_PARAMS.subUuid as string;
const FLEET = SAMPLE_PARAMS.fleetUuid as string;

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('the links to a site’s energy', () => {
  it('open in the fleet given, else on the site’s own page', () => {
    expect(siteEnergyHref('screen', SUB)).toBe(`/site/${SUB}/energy`);
    expect(siteEnergyHref('history', SUB, null)).toBe(`/site/${SUB}/energy/site-energy-history`);
    expect(siteEnergyHref('telemetry', SUB)).toBe(paths.siteTelemetry({ subUuid: SUB }));
    expect(siteEnergyHref('live', SUB)).toBe(paths.siteLiveStream({ subUuid: SUB }));
    expect(siteEnergyHref('live', SUB, FLEET)).toBe(
      paths.fleetLiveStream({ fleetUuid: FLEET, subUuid: SUB }),
    );
    expect(siteEnergyHref('screen', SUB, FLEET)).toBe(
      paths.fleetSubscription({ fleetUuid: FLEET, subUuid: SUB }),
    );
  });

  it('a problem of a site in no fleet is explained on the site’s own energy pages', () => {
    expect(
      problemExplanation('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS', { subscription: SUB, fleets: [] }),
    ).toEqual({ text: 'See the telemetry gaps', href: paths.siteTelemetry({ subUuid: SUB }) });
    expect(problemExplanation('PV_FORECAST_DEVIATION', { subscription: SUB })?.href).toBe(
      paths.siteEnergyHistory({ subUuid: SUB }),
    );
    // In a fleet: its first fleet's page, as before.
    expect(
      problemExplanation('PV_FORECAST_DEVIATION', { subscription: SUB, fleets: [{ uuid: FLEET }] })?.href,
    ).toBe(paths.fleetSiteEnergyHistory({ fleetUuid: FLEET, subUuid: SUB }));
  });

  it('the jump dialog offers every site’s live view; one in no fleet opens on the site’s own page', () => {
    const other = '00000000-0000-4000-8000-000000000001';
    const hit = { siteUuid: SAMPLE_PARAMS.site_uuid as string, label: 'CUST-1', detail: 'd' };
    const empty = { countTotal: 0, items: [] };
    const answer: SearchAnswer = {
      searched: 'cust',
      kinds: ['site', 'gateway', 'charger', 'fleet', 'installation'],
      sites: {
        countTotal: 2,
        items: [
          { ...hit, subscription: SUB, fleetUuid: null },
          { ...hit, subscription: other, fleetUuid: FLEET },
        ],
      },
      gateways: empty,
      chargers: empty,
      fleets: empty,
      installations: empty,
    };
    const [sites] = jumpGroupsOf(answer);
    const live = (sites?.targets ?? []).filter((target) => target.view === 'live');
    expect(live.map(jumpHref)).toEqual([
      paths.siteLiveStream({ subUuid: SUB }),
      paths.fleetLiveStream({ fleetUuid: FLEET, subUuid: other }),
    ]);
  });
});

describe('the energy screen on the site’s own page', () => {
  it(
    'a site in no fleet: crumbs name the site, tabs and back stay on the site, chargers open without a fleet',
    async () => {
      const mock = energyApi(freshDataset());
      const charger = { evseUuid: SAMPLE_PARAMS.evseUuid as string, label: 'Garage', maxPowerKw: 11 };
      // The example site, in no fleet, with a charger.
      const api: FakeApi = async (method, path, body, pathWithQuery) => {
        const answer = await mock(method, path, body, pathWithQuery);
        if (path.endsWith('/energy/assets')) {
          const assets = (await answer.json()) as { chargers: unknown[] };
          return json({ ...assets, chargers: [charger] });
        }
        if (!path.startsWith('/ui/v1/site/')) return answer;
        const detail = (await answer.json()) as { site: Record<string, unknown> };
        return json({ ...detail, site: { ...detail.site, fleets: [] } });
      };
      renderApp(paths.siteTelemetry({ subUuid: SUB }), api);
      const heading = await screen.findByRole('heading', { level: 1, name: /: energy$/ });
      const name = (heading.textContent ?? '').replace(/: energy$/, '');
      expect(await screen.findByText(/of 8,640 samples arrived/)).toBeVisible();

      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name })).toHaveAttribute(
        'href',
        paths.site({ subUuid: SUB }),
      );
      expect(within(crumbs).getByRole('link', { name: `${name}: energy` })).toHaveAttribute(
        'href',
        paths.siteEnergy({ subUuid: SUB }),
      );
      expect(crumbs).not.toHaveTextContent(SUB.slice(0, 8));
      expect(within(crumbs).getByText('Site Telemetry').closest('[aria-current="page"]')).not.toBeNull();

      const tabs = screen.getByRole('tablist', { name: 'Site energy views' });
      expect(within(tabs).getByRole('tab', { name: 'Telemetry' })).toHaveAttribute('aria-selected', 'true');
      expect(within(tabs).getByRole('tab', { name: 'Energy history' })).toHaveAttribute(
        'href',
        paths.siteEnergyHistory({ subUuid: SUB }),
      );
      expect(within(tabs).getByRole('tab', { name: 'Live stream' })).toHaveAttribute(
        'href',
        paths.siteLiveStream({ subUuid: SUB }),
      );
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        paths.site({ subUuid: SUB }),
      );

      expect(within(screen.getByLabelText('Assets')).getByRole('link', { name: /^Garage/ })).toHaveAttribute(
        'href',
        paths.assetsEvseStatus({ evseUuid: charger.evseUuid }),
      );
    },
    SLOW,
  );
});
