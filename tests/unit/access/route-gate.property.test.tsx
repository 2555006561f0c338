// The access gate of the shell: for every route of the table and any permission set, the route
// shows its screen iff the set holds the route's permissions, else the access page naming what is missing and who
// grants it — and the screen, with its calls, never mounts then. The real gate (CheckedOutlet) and provider under a
// router of the real route table; each screen is a stand-in that counts its mounts (the screens themselves are
// walked in e2e). Stored lists of anything never crash it.
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, ROLES } from '../../../src/api/permissions.gen.ts';
import { CheckedOutlet } from '../../../src/app/checked-outlet.tsx';
import { canOpen, heldPermissions, missingPermissions, rolesGranting } from '../../../src/auth/access.ts';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import type { RouteId } from '../../../src/config/paths.ts';
import { routeEntries, type RouteEntry } from '../../../src/routes/route-catalogue.ts';
import { routeSamples } from '../../../src/routes/route-samples.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const mounted: string[] = [];

function Screen({ id }: { id: RouteId }) {
  mounted.push(id);
  return (
    <>
      <h1>{`screen ${id}`}</h1>
      <Outlet />
    </>
  );
}

function toRoute(entry: RouteEntry, path: string): RouteObject {
  const children = routeEntries.filter((child) => child.childOf === entry.id);
  return {
    id: entry.id,
    path,
    element: <Screen id={entry.id} />,
    ...(children.length > 0
      ? { children: children.map((child) => toRoute(child, child.pattern.slice(entry.pattern.length + 1))) }
      : {}),
  };
}

const shell = (children: ReactNode) => <PermissionsProvider>{children}</PermissionsProvider>;

function renderRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'shell',
        element: shell(<CheckedOutlet />),
        children: routeEntries
          .filter((entry) => entry.access === 'guarded' && entry.childOf === undefined)
          .map((entry) => toRoute(entry, entry.pattern)),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const guardedSamples = routeSamples.filter((sample) => sample.access === 'guarded');
const ACCESS_TITLE = 'You do not have access to this page';

async function expectGate(sample: (typeof guardedSamples)[number], stored: readonly string[]) {
  mounted.length = 0;
  localStorage.setItem('permissions', JSON.stringify(stored));
  await act(async () => {
    renderRoute(sample.samplePath);
  });
  const held = heldPermissions(stored);
  if (canOpen(sample.id, held)) {
    expect(screen.getAllByRole('heading', { level: 1 }).at(-1)).toHaveTextContent(`screen ${sample.id}`);
    expect(screen.queryByText(ACCESS_TITLE)).toBeNull();
  } else {
    // The access page (its code loads when first shown), and no screen of the route mounted: none of its calls can go out.
    expect(await screen.findByText(ACCESS_TITLE)).toBeInTheDocument();
    expect(mounted).toEqual([]);
    const page = screen.getByRole('status');
    for (const need of missingPermissions(sample.id, held)) {
      for (const name of need.flat()) expect(page).toHaveTextContent(name);
      for (const role of rolesGranting(need)) expect(page).toHaveTextContent(role);
    }
  }
  cleanup();
}

describe('the route gate (property)', () => {
  it('every route shows its screen iff the set holds its permissions, else the access page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...guardedSamples), fc.subarray(PERMISSION_NAMES), expectGate),
      { numRuns: 80 },
    );
  });

  it(
    'a salesperson and a fleet manager against every route',
    async () => {
      for (const role of [ROLES.Sales, ROLES['Fleet manager']]) {
        for (const sample of guardedSamples) await expectGate(sample, role.permissions);
      }
    },
    timeLimit(60_000),
  );
});

describe('the access page', () => {
  it('tells a salesperson on /operations/user-roles what is missing and who grants it', async () => {
    localStorage.setItem('permissions', JSON.stringify(ROLES.Sales.permissions));
    await act(async () => {
      renderRoute('/operations/user-roles');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Roles' })).toBeInTheDocument();
    const page = screen.getByRole('status');
    expect(page).toHaveTextContent(ACCESS_TITLE);
    expect(page).toHaveTextContent(
      'users:read (see staff users, their roles and the role × permission matrix) — granted by the roles Operations lead or Admin.',
    );
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"evses:read":true}'],
    ['non-strings', '[1,null,{"a":"evses:read"},["evses:read"]]'],
    ['unknown names', '["hems:write","EVSES:READ","evses:*","*"]'],
    ['the default', '[""]'],
    ['an empty list (read as the default)', '[]'],
    ['thousands of entries', JSON.stringify(Array.from({ length: 5000 }, (_, index) => `junk:${index}`))],
  ])('a stored list with %s never crashes: the access page shows', async (_what, raw) => {
    localStorage.setItem('permissions', raw);
    await act(async () => {
      renderRoute('/assets/evses');
    });
    expect(await screen.findByText(ACCESS_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('evses:read');
  });
});
