// The top bar names who is signed in, with a menu (email, roles, company); the profile read when the
// app loads replaces the stored permissions and navigation items; a failed read keeps them and says so.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientContext } from '../../../src/api/api-client-context.ts';
import { fakeApiClient } from '../api/fake-api.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { readSession } from '../../../src/auth/session-storage.ts';
import { TopNavigation } from '../../../src/features/navigation/components/top-navigation.tsx';
import { IdentityMenu } from '../../../src/features/profile/components/identity-menu.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderTopBar(answer: () => Response) {
  let calls = 0;
  const client = fakeApiClient(async () => {
    calls += 1;
    return answer();
  });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <PermissionsProvider>
          <TopNavigation identity={<IdentityMenu />} />
        </PermissionsProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientContext.Provider value={client}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  return { calls: () => calls };
}

const person = {
  id: '0b0d5a54-62c4-4e44-9a5c-2f1e0c6a8e11',
  name: 'Ines <b>Installer</b>',
  email: 'installer@operator-portal.example',
  roles: ['Installer', 'Viewer'],
  company: { uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c71', name: 'Voltwerk Installationen' },
};

afterEach(() => localStorage.clear());

describe('the identity menu in the top bar', () => {
  it('shows the name (markup as text), and a menu with email, roles and company; Sign out stays visible', async () => {
    const user = userEvent.setup();
    renderTopBar(() =>
      json({
        permissions: ['installations:read'],
        navItems: [{ displayText: 'Install', targetUrl: '/install' }],
        person,
      }),
    );
    const button = await screen.findByRole('button', { name: 'Ines <b>Installer</b>' });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('installer@operator-portal.example')).toBeInTheDocument();
    expect(within(menu).getByText('Roles: Installer, Viewer')).toBeInTheDocument();
    expect(within(menu).getByText('Company: Voltwerk Installationen')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('re-reads the permissions and navigation items into storage when the app loads (a role change needs no sign-in)', async () => {
    localStorage.setItem('permissions', JSON.stringify(['sites:read']));
    localStorage.setItem('navItems', JSON.stringify([]));
    renderTopBar(() =>
      json({
        permissions: ['installations:read', 'evses:read'],
        navItems: [{ displayText: 'Install', targetUrl: '/install' }],
        person,
      }),
    );
    await waitFor(() => expect(readSession().permissions).toEqual(['installations:read', 'evses:read']));
    expect(readSession().navItems).toEqual([{ displayText: 'Install', targetUrl: '/install' }]);
    expect(Object.keys(localStorage).sort()).toEqual(['navItems', 'permissions']);
    expect(await screen.findByRole('link', { name: 'Install' })).toBeInTheDocument();
  });

  it('a person with no role says so; an empty permission list is stored as the single empty entry', async () => {
    const user = userEvent.setup();
    localStorage.setItem('permissions', JSON.stringify(['sites:read']));
    renderTopBar(() =>
      json({
        permissions: [],
        navItems: [],
        person: { ...person, name: 'Noah New', roles: [], company: undefined },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Noah New' }));
    expect(await screen.findByText('No role yet: ask an administrator')).toBeInTheDocument();
    expect(localStorage.getItem('permissions')).toBe('[""]');
  });

  it('a failed profile call keeps the stored permissions in force and says so, with a retry', async () => {
    const user = userEvent.setup();
    localStorage.setItem('permissions', JSON.stringify(['sites:read']));
    let fail = true;
    const { calls } = renderTopBar(() =>
      fail
        ? json({ message: 'Internal server error', status: 500 }, 500)
        : json({ permissions: ['sites:read', 'fleets:read'], navItems: [], person }),
    );
    const button = await screen.findByRole('button', { name: 'Profile not loaded' });
    expect(readSession().permissions).toEqual(['sites:read']);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile could not be loaded (Internal server error). The permissions stored when you signed in stay in force.',
    );
    fail = false;
    const before = calls();
    await user.click(screen.getByRole('menuitem', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ines <b>Installer</b>' })).toBeInTheDocument();
    expect(calls()).toBeGreaterThan(before);
    await waitFor(() => expect(readSession().permissions).toEqual(['sites:read', 'fleets:read']));
  });
});
