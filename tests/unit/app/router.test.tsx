import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRouteTable, createAppRoutes, rendersNotAvailablePage } from '../../../src/app/route-table.tsx';
import { fillPattern, paths } from '../../../src/config/paths.ts';
import { routeEntries } from '../../../src/routes/route-catalogue.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

function flatten(routes: readonly RouteObject[], base = ''): { id: string; path: string }[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.id !== undefined ? [{ id: route.id, path }] : [];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

const signIn = () => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
};

// The SPEC §2 table, written out once more by hand: the route table must hold exactly these.
const SPEC_ROUTES = `
/login /sign-up /verify-email /reset-password /account-recovery /
/api /api/:apiKey /api/internal /api/external
/sales /sales/smart-charging-demo /sales/tariff-order-funnel /sales/micro-frontends /sales/your-evses
/sales/your-evses/:evseUuid/evse-overview /sales/your-evses/:evseUuid/evse-overview/history-log
/sales/your-evses/:evseUuid/evse-overview/charging-schedules
/hems /hems/active/:id /hems/prepared/:id
/operations /operations/pricing /operations/chargepoint-models /operations/trends /operations/data-exchange
/operations/order-funnel-leads /operations/pending-sign-ups /operations/thread-logs /operations/user-roles
/fleet /fleet/:fleet_uuid /fleet/:fleet_uuid/:site_uuid /fleet-energy-dashboard/:fleetUuid
/fleet/:fleetUuid/evses-overview /fleet/:fleetUuid/evses-overview/all-evses
/fleet/:fleetUuid/subscription/:subUuid /fleet/:fleetUuid/subscription/:subUuid/site-energy-history
/fleet/:fleetUuid/subscription/:subUuid/site-telemetry /fleet/:fleetUuid/subscription/:subUuid/live-stream
/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview
/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/history-log
/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/charging-schedules
/install /install/installations/:companyUuid /install/admin-installations/:companyUuid /install/vpp
/install/evses/:subUuid/evse-overview/:evseUuid /install/evses/:subUuid/evse-overview/:evseUuid/history-log
/install/evses/:subUuid/evse-overview/:evseUuid/charging-schedules
/site/:subUuid
/assets /assets/search-gateways /assets/evses /assets/ocpp-chargepoint-candidates
/assets/gateways/:hemsLogicalId/:hemGatewayId /assets/evses/:evseUuid/schedules /assets/evses/:evseUuid/status
/assets/gateways-devices/:installationUuid /assets/gateways-devices/:installationUuid/:hemGatewayId/add-evse
/assets/gateways-devices/:installationUuid/:hemGatewayId/edit-evse/:assetUuid
`
  .split(/\s+/)
  .filter(Boolean);

// Routes the SPEC does not have, proposed by an issue (DESIGN §3): each named here with its issue.
const PROPOSED_ROUTES = [
  '/operations/activity', // The activity log
  '/operations/data-exchange/:messageId', // One message of the data exchange
  '/operations/thread-logs/:runId', // One job run with its log
  // A site's energy on its own page, for a site in no fleet: the fleet mount's screen and sections.
  '/site/:subUuid/energy',
  '/site/:subUuid/energy/site-energy-history',
  '/site/:subUuid/energy/site-telemetry',
  '/site/:subUuid/energy/live-stream',
];

describe('the route table (SPEC §2)', () => {
  it('holds every route of the SPEC and the proposed ones, and nothing else', () => {
    expect(routeEntries.map((e) => e.pattern).sort()).toEqual([...SPEC_ROUTES, ...PROPOSED_ROUTES].sort());
    expect(routeEntries).toHaveLength(61 + PROPOSED_ROUTES.length);
  });

  it('is what the router is built from: same ids, same full paths, plus the catch-all', () => {
    const built = flatten(createAppRoutes()).filter((route) => route.path !== '/*' && route.path !== '*');
    expect(built.map((r) => `${r.id} ${r.path}`).sort()).toEqual(
      routeEntries.map((e) => `${e.id} ${e.pattern}`).sort(),
    );
    expect(flatten(createAppRoutes()).some((route) => route.path.endsWith('*'))).toBe(true);
    expect(appRouteTable.map((r) => r.pattern)).toEqual(routeEntries.map((e) => e.pattern));
  });

  it('has a sample URL for every route that fills every param', () => {
    for (const route of appRouteTable) {
      expect(route.samplePath).not.toContain(':');
      expect(route.samplePath).toBe(fillPattern(route.pattern, SAMPLE_PARAMS));
    }
  });

  it('builds typed hrefs, encoding params so they cannot add segments', () => {
    expect(paths.hemsPrepared({ id: 'sonnen' })).toBe('/hems/prepared/sonnen');
    expect(paths.apiDoc({ apiKey: '../x?y' })).toBe('/api/..%2Fx%3Fy');
    expect(paths.home()).toBe('/');
  });
});

describe('screens in the shell', () => {
  it('every guarded route has a screen of its own: none falls back to the "not available yet" page', () => {
    // The sales screens were the last to get theirs (the demo, the funnel, the leads, the widgets). The shared page stays the
    // fallback of DESIGN §3 for a route added to the table before its screen; it returns here when one is.
    const fallback = appRouteTable.filter(
      (route) => route.access === 'guarded' && rendersNotAvailablePage(route.id),
    );
    expect(fallback.map((route) => route.pattern)).toEqual([]);
  });

  it('a child section shows inside its screen; back goes to the screen above, filled from the URL', async () => {
    // Every SPEC parent with children has content now (the chargers and site energy): the install mount of a charger shows its history
    // log in place, the section marked current among the charger's sections.
    signIn();
    renderApp(
      `/install/evses/${SAMPLE_PARAMS.subUuid ?? ''}/evse-overview/${SAMPLE_PARAMS.evseUuid ?? ''}/history-log`,
    );
    const sections = await screen.findByRole(
      'navigation',
      { name: 'Charger sections' },
      { timeout: timeLimit(10_000) },
    );
    expect(within(sections).getByRole('link', { name: 'History Log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      `/install/evses/${SAMPLE_PARAMS.subUuid ?? ''}/evse-overview/${SAMPLE_PARAMS.evseUuid ?? ''}`,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/install');
    expect(
      await screen.findByRole('table', { name: 'History log' }, { timeout: timeLimit(10_000) }),
    ).toBeInTheDocument();
  });

  it('a screen without a parent route goes back home', async () => {
    signIn();
    // (The fleet energy dashboard was this example until it got its screen, which goes back to its fleet.)
    renderApp('/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('home renders a heading (its screen reads permissions through the provider)', async () => {
    signIn();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: timeLimit(5_000) }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('an unknown URL shows Not Found inside the shell with a way home', async () => {
    signIn();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to home' })[0]).toHaveAttribute('href', '/');
  });

  it.each([
    ['/site/not-a-uuid', ['subUuid']],
    ['/fleet/abc/def', ['fleet_uuid', 'site_uuid']],
    ['/assets/gateways-devices/123/gw/edit-evse/xyz', ['installationUuid', 'assetUuid']],
    // An encoded slash and a space (an encoded `..` is no key at all: URLs resolve it as a dot segment, as browsers
    // and jsdom ≥ 31 do, and the route is another one).
    ['/assets/gateways/a%2Fb/gw%20x', ['hemsLogicalId', 'hemGatewayId']],
    // A HEMS provider key is what the sites call takes ({hemsId}): markup is none.
    ['/hems/active/%3Cscript%3E', ['id']],
  ])(
    '%s: a malformed key param (uuid, gateway id, provider key) gets a clear message',
    async (path, names) => {
      signIn();
      renderApp(path);
      // The route's screen module loads before the check shows (lazy routes): slow on a loaded machine.
      expect(
        await screen.findByText('This link is not valid', {}, { timeout: timeLimit(15_000) }),
      ).toBeInTheDocument();
      for (const name of names) expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it('non-uuid params that are not uuid-named are fine', async () => {
    signIn();
    renderApp('/assets/gateways/hems-x/gw-7');
    // The gateway screen itself answers (whatever it finds for the keys), not the invalid-link screen.
    expect(await screen.findByRole('heading', { level: 1, name: /gw-7|Gateway/ })).toBeInTheDocument();
    expect(screen.queryByText('This link is not valid')).toBeNull();
  });
});
