// @vitest-environment jsdom
// The role pickers offer only the roles the signed-in person may give (src/domain/access/role-grants.ts) and say why
// the others are not offered: Approve on the pending sign-ups, Add role on user roles. The server refuses the same
// (tests/unit/security/escalation.test.ts); here the screen never offers what it would refuse.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

configure({ asyncUtilTimeout: 10_000 });
const SLOW = 60_000;

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

async function asPerson(email: string) {
  const signIn = await dataLayerApi().call('POST', '/authentication-api/login', { email, password: 'x' });
  const { access } = (await signIn.json()) as { access: string };
  return dataLayerApi({ bearer: access, actor: email });
}

const optionsOf = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

describe('role pickers', () => {
  it(
    'Approve, as an Operations lead: only roles within their own permissions, never Admin, and why',
    async () => {
      const mock = await asPerson('opslead@operator-portal.example');
      renderApp('/operations/pending-sign-ups', mock.api);
      const table = await screen.findByRole('table', { name: 'Pending sign-ups' });
      const row = (await within(table).findByText('david.schneider@signup.example')).closest('tr')!;
      await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /^Approve / }));
      const dialog = await screen.findByRole('dialog', { name: /^Approve / });
      expect(await optionsOf(dialog)).toEqual([
        'Viewer',
        'Operations',
        'Operations lead',
        'Installer',
        'Fleet manager',
      ]);
      await userEvent.keyboard('{Escape}');
      const notOffered = within(dialog).getByRole('list', { name: 'Roles you cannot give:' });
      const reasons = within(notOffered)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(reasons).toEqual([
        'Sales — it includes sales:read, which you do not hold',
        'Sales assistant — it includes sales:read, which you do not hold',
        'Installer admin — it includes installations:admin, which you do not hold',
        'Admin — only an Admin can give it',
      ]);
    },
    SLOW,
  );

  it(
    'Approve, as an Admin: every role, nothing listed as not offered',
    async () => {
      const mock = await asPerson('admin@operator-portal.example');
      renderApp('/operations/pending-sign-ups', mock.api);
      const table = await screen.findByRole('table', { name: 'Pending sign-ups' });
      const row = (await within(table).findByText('david.schneider@signup.example')).closest('tr')!;
      await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /^Approve / }));
      const dialog = await screen.findByRole('dialog', { name: /^Approve / });
      expect(await optionsOf(dialog)).toContain('Admin');
      await userEvent.keyboard('{Escape}');
      expect(within(dialog).queryByText('Roles you cannot give:')).toBeNull();
    },
    SLOW,
  );

  it(
    'Add role: a person whose profile lacks Admin is not offered Admin, and is told why',
    async () => {
      // Today only Admin holds users:write, so the profile the screen reads is narrowed to an Operations lead to see
      // the picker follow the signed-in person (the server would refuse such a person's call in any case).
      const mock = dataLayerApi();
      const api: typeof mock.api = async (method, path, body, pathWithQuery) => {
        const answer = await mock.api(method, path, body, pathWithQuery);
        if (path !== '/ui/v1/profile') return answer;
        const profile = (await answer.json()) as { person: { roles: string[] } };
        return json({ ...profile, person: { ...profile.person, roles: ['Operations lead'] } }, 200);
      };
      renderApp('/operations/user-roles', api);
      const table = await screen.findByRole('table', { name: 'Staff users' });
      const row = (await within(table).findByText('Sami Sales')).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('button', { name: 'Add role for Sami Sales' }));
      const dialog = await screen.findByRole('dialog', { name: 'Give Sami Sales a role' });
      await waitFor(async () => expect(await optionsOf(dialog)).not.toContain('Admin'));
      const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(offered).toEqual(['Viewer', 'Operations', 'Operations lead', 'Installer', 'Fleet manager']);
      await userEvent.keyboard('{Escape}');
      const notOffered = within(dialog).getByRole('list', { name: 'Roles you cannot give:' });
      expect(notOffered).toHaveTextContent('Admin — only an Admin can give it');
      expect(notOffered).toHaveTextContent('Installer admin — it includes installations:admin');
    },
    SLOW,
  );
});
