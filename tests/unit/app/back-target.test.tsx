import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackTarget } from '../../../src/components/use-back-target.ts';
import { type RouteId } from '../../../src/config/paths.ts';
import { parentHref, routeEntry } from '../../../src/routes/route-catalogue.ts';

function Probe({ id }: { id: RouteId }) {
  return <output>{JSON.stringify(useBackTarget(routeEntry(id)))}</output>;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

/** The browser's Navigation API as far as the hook reads it; jsdom has none. */
function withNavigationApi(canGoBack: boolean) {
  Object.defineProperty(window, 'navigation', { configurable: true, value: { canGoBack } });
}
afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

function renderInternalAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/api/internal', element: <Probe id="apiInternal" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('back button target', () => {
  it('without the Navigation API: one step back once React Router has seen a step inside the portal', async () => {
    expect('navigation' in window).toBe(false);
    const router = renderInternalAt(['/api/internal']);
    // Opened directly: history back would leave the portal, so back goes to the parent screen.
    expect(shown()).toEqual({ backTo: '/api' });
    await act(() => router.navigate('/api'));
    await act(() => router.navigate('/api/internal'));
    expect(shown()).toEqual({ backOneStep: true });
  });

  it('with the Navigation API: one step back whenever the tab has a portal entry before, also after a full load', () => {
    // A full page load: the first page React Router sees (key 'default'), with portal entries before it in the tab.
    withNavigationApi(true);
    renderInternalAt(['/api/internal']);
    expect(shown()).toEqual({ backOneStep: true });
  });

  it('with the Navigation API: a tab opened on the page (nothing of the portal before it) goes to /api', async () => {
    withNavigationApi(false);
    const router = renderInternalAt(['/api/internal']);
    expect(shown()).toEqual({ backTo: '/api' });
    // The Navigation API decides, not React Router's keys.
    await act(() => router.navigate('/api'));
    await act(() => router.navigate('/api/internal'));
    expect(shown()).toEqual({ backTo: '/api' });
  });

  it('screens without a history back ignore the Navigation API', () => {
    withNavigationApi(true);
    const router = createMemoryRouter([{ path: '/api/external', element: <Probe id="apiExternal" /> }], {
      initialEntries: ['/api/external'],
    });
    render(<RouterProvider router={router} />);
    expect(shown()).toEqual({ backTo: '/api' });
  });

  it('other screens go to the nearest screen above them, by path shape', () => {
    const cases: [RouteId, string, string][] = [
      ['hemsPrepared', '/hems/prepared/sonnen', '/hems'],
      ['apiDoc', '/api/UI_API', '/api'],
      ['fleetSite', '/fleet/f/s', '/fleet/f'],
      ['fleetSubscription', '/fleet/f/subscription/s', '/fleet/f'],
      [
        'fleetEvseOverview',
        '/fleet/f/subscription/s/assets/evses/e/evse-overview',
        '/fleet/f/subscription/s',
      ],
      ['assetsEditEvse', '/assets/gateways-devices/i/g/edit-evse/a', '/assets/gateways-devices/i'],
      ['fleetEnergyDashboard', '/fleet-energy-dashboard/f', '/fleet/f'],
      ['installEvseOverview', '/install/evses/s/evse-overview/e', '/install'],
      ['sales', '/sales', '/'],
      ['home', '/', '/'],
    ];
    for (const [id, pathname, expected] of cases)
      expect(parentHref(routeEntry(id), pathname), id).toBe(expected);
  });
});
