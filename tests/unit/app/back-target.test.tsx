import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBackTarget } from '../../../src/components/use-back-target.ts';
import { parentHref, routeEntry, type RouteId } from '../../../src/config/paths.ts';

function Probe({ id }: { id: RouteId }) {
  return <output>{JSON.stringify(useBackTarget(routeEntry(id)))}</output>;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

describe('back button target', () => {
  it('/api/internal goes one step back in history once there is a step inside the portal (SPEC §2)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/api/internal', element: <Probe id="apiInternal" /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/api/internal'] },
    );
    render(<RouterProvider router={router} />);
    // Opened directly: history back would leave the portal, so back goes to the parent screen.
    expect(shown()).toEqual({ backTo: '/api' });
    await act(() => router.navigate('/api'));
    await act(() => router.navigate('/api/internal'));
    expect(shown()).toEqual({ backOneStep: true });
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
      ['fleetEnergyDashboard', '/fleet-energy-dashboard/f', '/'],
      ['installEvseOverview', '/install/evses/s/evse-overview/e', '/install'],
      ['sales', '/sales', '/'],
      ['home', '/', '/'],
    ];
    for (const [id, pathname, expected] of cases)
      expect(parentHref(routeEntry(id), pathname), id).toBe(expected);
  });
});
