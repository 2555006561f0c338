// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Staff users' });
  const cell = await within(table).findByText(name);
  return cell.closest('tr') as HTMLElement;
};

describe('/operations/user-roles', () => {
  it(
    'lists staff users with roles, company and state; the search is server-side and in the URL',
    async () => {
      const mock = dataLayerApi();
      const { router, calls } = renderApp('/operations/user-roles', mock.api);
      const installer = await rowOf('Ines Installer');
      expect(installer).toHaveTextContent('Installer');
      expect(installer).toHaveTextContent('Sonnenschein Elektro GmbH');
      expect(installer).toHaveTextContent('Active');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'sami');
      await waitFor(() => expect(router.state.location.search).toBe('?q=sami'));
      const table = screen.getByRole('table', { name: 'Staff users' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(calls.some((call) => call.path === '/ui/v1/staff-users')).toBe(true);
      // The matrix is read from the spec's roles.
      const matrix = screen.getByRole('table', { name: 'Role × permission matrix' });
      expect(within(matrix).getByRole('columnheader', { name: 'Operations lead' })).toBeVisible();
      expect(within(matrix).getByTitle('Operations lead: signups:approve')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'gives a role after confirming, and the activity log records who did it',
    async () => {
      const mock = dataLayerApi({ actor: 'admin@operator-portal.example' });
      renderApp('/operations/user-roles', mock.api);
      const sami = await rowOf('Sami Sales');
      await userEvent.click(within(sami).getByRole('button', { name: 'Add role for Sami Sales' }));
      const dialog = await screen.findByRole('dialog', { name: 'Give Sami Sales a role' });
      // No role is chosen for the admin: Give role waits for their choice.
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).not.toHaveTextContent(/\w/);
      expect(within(dialog).getByRole('button', { name: 'Give role' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Give role' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('Sami Sales now has the role Viewer.')).toBeInTheDocument();
      await waitFor(async () => expect(await rowOf('Sami Sales')).toHaveTextContent('Viewer'));
      const log = (await (await mock.call('GET', '/ui/v1/activity')).json()) as {
        entries: {
          actor: string;
          operationId: string;
          target: { label: string };
          changes: { field: string }[];
        }[];
      };
      expect(log.entries[0]).toMatchObject({
        actor: 'admin@operator-portal.example',
        operationId: 'assignStaffRole',
        target: { label: 'S*** S***' },
      });
      expect(log.entries[0]?.changes.map((change) => change.field)).toEqual(['roles']);
    },
    SLOW,
  );

  it(
    'explains why the last Admin cannot lose the role, and keeps the dialog open',
    async () => {
      const mock = dataLayerApi();
      renderApp('/operations/user-roles', mock.api);
      const ada = await rowOf('Ada Admin');
      await userEvent.click(
        within(ada).getByRole('button', { name: 'Remove the role Admin from Ada Admin' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Remove the role Admin from Ada Admin?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove role' }));
      expect(await within(dialog).findByText(/last active Admin/)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await rowOf('Ada Admin')).toHaveTextContent('Admin');
    },
    SLOW,
  );

  it(
    'an operations lead (users:read, not users:write) sees the people and roles, no change, and who can make one',
    async () => {
      const mock = dataLayerApi();
      renderApp('/operations/user-roles', withPermissions(ROLES['Operations lead'].permissions, mock.api));
      const sami = await rowOf('Sami Sales');
      expect(sami).toHaveTextContent('Sales');
      expect(within(sami).queryAllByRole('button')).toEqual([]);
      const note = screen.getByRole('note');
      expect(note).toHaveTextContent(
        'Giving or taking roles and deactivating people needs the permission users:write, held by: Admin — ask them.',
      );
    },
    SLOW,
  );

  it(
    'a role the server refuses (Installer for a person without a company): the reason beside the role field, the choice kept',
    async () => {
      const mock = dataLayerApi();
      renderApp('/operations/user-roles', mock.api);
      const sami = await rowOf('Sami Sales');
      await userEvent.click(within(sami).getByRole('button', { name: 'Add role for Sami Sales' }));
      const dialog = await screen.findByRole('dialog', { name: 'Give Sami Sales a role' });
      const role = within(dialog).getByRole('combobox', { name: 'Role' });
      await userEvent.click(role);
      await userEvent.click(await screen.findByRole('option', { name: 'Installer' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Give role' }));
      await waitFor(() =>
        expect(role).toHaveAccessibleDescription(
          'Installer roles need an installer company, and this person has none.',
        ),
      );
      expect(role).toHaveTextContent('Installer');
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    SLOW,
  );

  it(
    'deactivates a person after confirming; a failed load offers a retry',
    async () => {
      const mock = dataLayerApi();
      let fail = true;
      renderApp('/operations/user-roles', (method, path, body, pathWithQuery) =>
        fail && path === '/ui/v1/staff-users'
          ? json({ message: 'down', status: 500 }, 500)
          : mock.api(method, path, body, pathWithQuery),
      );
      await screen.findByText('Could not load the staff users');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
      const vera = await rowOf('Vera Viewer');
      await userEvent.click(within(vera).getByRole('button', { name: 'Deactivate Vera Viewer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate Vera Viewer?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      await waitFor(async () => expect(await rowOf('Vera Viewer')).toHaveTextContent('Deactivated'));
      expect(
        within(await rowOf('Vera Viewer')).getByRole('button', { name: 'Reactivate Vera Viewer' }),
      ).toBeVisible();
    },
    SLOW,
  );
});
