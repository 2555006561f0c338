import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { NavMenu } from '../../../src/features/navigation/components/nav-menu.tsx';
import { TopNavigation } from '../../../src/features/navigation/components/top-navigation.tsx';
import { useNavEntries } from '../../../src/features/navigation/hooks/use-nav-entries.ts';

function renderNavigation(navItems: unknown, path = '/') {
  localStorage.setItem('navItems', typeof navItems === 'string' ? navItems : JSON.stringify(navItems));
  const router = createMemoryRouter(
    [
      { path: '*', element: <TopNavigation /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <PermissionsProvider>
      <RouterProvider router={router} />
    </PermissionsProvider>,
  );
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('TopNavigation: URL safety', () => {
  it('renders an internal target as an SPA link and an https target as a new-tab link without opener', () => {
    renderNavigation([
      { displayText: 'HEMS', targetUrl: '/hems' },
      { displayText: 'Handbook', targetUrl: 'https://handbook.example.com/ops' },
    ]);
    const internal = within(mainNav()).getByRole('link', { name: 'HEMS' });
    expect(internal).toHaveAttribute('href', '/hems');
    expect(internal).not.toHaveAttribute('target');

    const external = within(mainNav()).getByRole('link', { name: /Handbook/ });
    expect(external).toHaveAttribute('href', 'https://handbook.example.com/ops');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'http://plain.example',
    ' javascript:alert(1)',
  ])('never renders %j as a link', (targetUrl) => {
    renderNavigation([{ displayText: 'Dangerous', targetUrl }]);
    expect(within(mainNav()).getByText('Dangerous')).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Dangerous' })).toBeNull();
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toBe(targetUrl);
  });

  it('shows nothing but the brand and sign-out when navItems are corrupt', () => {
    renderNavigation('{not json');
    expect(within(mainNav()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Operator Portal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('TopNavigation: current area and keyboard', () => {
  const items = [
    { displayText: 'Home', targetUrl: '/' },
    { displayText: 'HEMS', targetUrl: '/hems' },
    { displayText: 'Prepared', targetUrl: '/hems/prepared/sonnen' },
    { displayText: 'Fleets', targetUrl: '/fleet' },
  ];

  it('highlights the item that contains the current page most closely', () => {
    renderNavigation(items, '/hems/prepared/sonnen');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Prepared' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'HEMS' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the area item for a page below it, and home only on home', () => {
    renderNavigation(items, '/hems/active/sonnen');
    expect(within(mainNav()).getByRole('link', { name: 'HEMS' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights home on /', () => {
    renderNavigation(items, '/');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'HEMS' })).not.toHaveAttribute('aria-current');
  });

  it('follows an internal link with the keyboard, inside the SPA', async () => {
    const user = userEvent.setup();
    const router = renderNavigation(items, '/');
    const link = within(mainNav()).getByRole('link', { name: 'Fleets' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/fleet');
  });

  // jsdom (≥ 31) applies CSS media queries at a fixed 1024 px window, where the menu button is hidden (md and up
  // show the bar), so the menu is opened here through the same entries and menu component; the button's own wiring
  // at 390 px is proved in Chromium (tests/e2e/shell.spec.ts, "narrow screen").
  it('the narrow-screen menu is operable from the keyboard with the same URL rules', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'navItems',
      JSON.stringify([...items, { displayText: 'Bad', targetUrl: 'javascript:alert(1)' }]),
    );
    function NarrowMenu() {
      const entries = useNavEntries();
      const [anchor, setAnchor] = useState<HTMLElement | null>(null);
      return (
        <>
          <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
            Open navigation menu
          </button>
          <NavMenu id="menu" anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <NarrowMenu /> }], {
      initialEntries: ['/fleet'],
    });
    render(
      <PermissionsProvider>
        <RouterProvider router={router} />
      </PermissionsProvider>,
    );
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const fleets = within(menu).getByRole('menuitem', { name: 'Fleets' });
    expect(fleets).toHaveAttribute('href', '/fleet');
    expect(fleets).toHaveAttribute('aria-current', 'page');
    const bad = within(menu).getByRole('menuitem', { name: 'Bad' });
    expect(bad.tagName).not.toBe('A');
    expect(bad).not.toHaveAttribute('href');
    expect(bad).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('signs out: to /login, with every session key removed', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 't');
    localStorage.setItem('refresh-token', 'r');
    localStorage.setItem('permissions', '["a"]');
    const router = renderNavigation(items, '/hems');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    for (const key of ['token', 'refresh-token', 'permissions', 'navItems', 'subscription-token']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('TopNavigation: only what the person may open', () => {
  const areas = [
    { displayText: 'Home', targetUrl: '/' },
    { displayText: 'Sales', targetUrl: '/sales' },
    { displayText: 'Operations', targetUrl: '/operations' },
    { displayText: 'Assets', targetUrl: '/assets' },
    { displayText: 'HEMS', targetUrl: '/hems' },
    { displayText: 'Wiki', targetUrl: 'https://wiki.example.com/portal' },
    { displayText: 'Old page', targetUrl: '/no/such/route' },
  ];
  const labels = () =>
    within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows every item with the whole catalogue (the harness default)', () => {
    renderNavigation(areas);
    expect(labels()).toEqual([
      'Home',
      'Sales',
      'Operations',
      'Assets',
      'HEMS',
      'Wiki(opens in a new tab)',
      'Old page',
    ]);
  });

  it('hides the areas a salesperson cannot open', () => {
    localStorage.setItem('permissions', JSON.stringify(ROLES.Sales.permissions));
    renderNavigation(areas);
    // Operations: pricing:read opens its Pricing screen; Assets: evses:read opens its charger list.
    expect(labels()).toEqual([
      'Home',
      'Sales',
      'Operations',
      'Assets',
      'HEMS',
      'Wiki(opens in a new tab)',
      'Old page',
    ]);
    cleanupAndRender(['fleets:read'], areas);
    expect(labels()).toEqual(['Home', 'Wiki(opens in a new tab)', 'Old page']);
  });

  it('the default [""] sees home and links that lead to no route only', () => {
    localStorage.removeItem('permissions');
    renderNavigation(areas);
    expect(labels()).toEqual(['Home', 'Wiki(opens in a new tab)', 'Old page']);
  });
});

function cleanupAndRender(permissions: string[], navItems: unknown) {
  cleanup();
  localStorage.setItem('permissions', JSON.stringify(permissions));
  renderNavigation(navItems);
}
