import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageCrumbsContext } from '../../../src/components/page-crumbs-context.ts';
import { PageHeader } from '../../../src/components/page-header.tsx';
import { renderRouteBreadcrumbs } from '../../../src/components/route-breadcrumbs.tsx';
import { routeEntry } from '../../../src/routes/route-catalogue.ts';
import type { RouteId } from '../../../src/config/paths.ts';

/** The shell's provider around one route of the table (with its child section, if any) showing a PageHeader. */
function renderRoute(
  screenId: RouteId,
  url: string,
  title: string,
  sectionId?: RouteId,
  names?: Readonly<Record<string, string>>,
) {
  const screenRoute: RouteObject = {
    id: screenId,
    path: routeEntry(screenId).pattern,
    element: (
      <>
        <PageHeader title={title} backTo="/" {...(names === undefined ? {} : { names })} />
        <Outlet />
      </>
    ),
    ...(sectionId === undefined
      ? {}
      : { children: [{ id: sectionId, path: routeEntry(sectionId).pattern, element: <p>section</p> }] }),
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageCrumbsContext.Provider value={renderRouteBreadcrumbs}>
            <Outlet />
          </PageCrumbsContext.Provider>
        ),
        children: [screenRoute],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

const crumbsNav = () => screen.getByRole('navigation', { name: 'Breadcrumbs' });

describe('RouteBreadcrumbs in the page header', () => {
  it('area › list › item: links up, the page itself named by its header and not a link', () => {
    renderRoute('fleetSite', '/fleet/f1/s1', 'Müller <b>home</b>');
    const nav = crumbsNav();
    expect(within(nav).getByRole('link', { name: 'Fleets' })).toHaveAttribute('href', '/fleet');
    // The fleet above, not named by the screen: its kind and a short id.
    expect(within(nav).getByRole('link', { name: 'Fleet f1' })).toHaveAttribute('href', '/fleet/f1');
    // Hostile text in a name shows as text.
    const current = within(nav).getByText('Müller <b>home</b>');
    expect(current.closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('a section: the screen crumb carries the item name and links to it; the section is the page', () => {
    renderRoute(
      'fleetSubscription',
      '/fleet/f1/subscription/s1/site-telemetry',
      'Site Müller',
      'fleetSiteTelemetry',
    );
    const nav = crumbsNav();
    expect(within(nav).getByRole('link', { name: 'Site Müller' })).toHaveAttribute(
      'href',
      '/fleet/f1/subscription/s1',
    );
    expect(within(nav).getByText('Site Telemetry').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Fleets' })).toHaveAttribute('href', '/fleet');
  });

  it('a blank title falls back to the route title and id; the site page starts at its area', () => {
    renderRoute('site', '/site/s1', '   ');
    const nav = crumbsNav();
    expect(within(nav).getByRole('link', { name: 'Home Energy Management' })).toHaveAttribute(
      'href',
      '/hems',
    );
    // Its kind and a short id, never nothing.
    expect(within(nav).getByText('Site s1').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('the records above the page are named by what the screen loaded, not by their kind and UUID', () => {
    const fleet = '449a9a79-0b7e-4c3a-9d5f-0123456789ab';
    renderRoute(
      'fleetEvseOverview',
      `/fleet/${fleet}/subscription/s1/assets/evses/e1/evse-overview`,
      'Barn',
      undefined,
      { [fleet]: 'Nordlicht Energie', s1: 'CUST-740085' },
    );
    const nav = crumbsNav();
    expect(within(nav).getByRole('link', { name: 'Nordlicht Energie' })).toHaveAttribute(
      'href',
      `/fleet/${fleet}`,
    );
    expect(within(nav).getByRole('link', { name: 'CUST-740085' })).toHaveAttribute(
      'href',
      `/fleet/${fleet}/subscription/s1`,
    );
    expect(nav).not.toHaveTextContent(/Fleet Subscription|449a9a79-0b7e/);
  });

  it('no crumbs on an area page, nor outside the shell', () => {
    renderRoute('assets', '/assets', 'Assets');
    expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });

  it('outside the shell (no provider: the public pages) a header has no crumbs', () => {
    const router = createMemoryRouter(
      [{ id: 'site', path: '/site/:subUuid', element: <PageHeader title="Site" /> }],
      { initialEntries: ['/site/s1'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });
});
