// @vitest-environment jsdom
// Issue 34 item 3: /install/admin-installations/{companyUuid} against the mock's data layer — an installer admin
// sees the company's installations company-wide with the installer column and can reach it from the /install
// company picker; a plain installer sees neither the link nor the page; the list's created-date filter (item 2's
// leftover) goes to the URL and the server.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, beforeEach } from 'vitest';
import { renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

configure({ asyncUtilTimeout: 10_000 });
const SLOW = 60_000;
const COMPANY = '37531401-d074-4fc0-9b9d-903c46f7ebe0';

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

/** The data layer as a persona calls it (their token: the server scopes by their company). */
async function as(persona: 'installer' | 'installer-admin') {
  const email = `${persona}@operator-portal.example`;
  const answer = await dataLayerApi().call('POST', '/authentication-api/login', {
    email,
    password: 'any password',
  });
  const { access } = (await answer.json()) as { access: string };
  return dataLayerApi({ bearer: access, actor: email });
}

function recorded(api: FakeApi) {
  const queries: string[] = [];
  const wrapped: FakeApi = (method, path, body, pathWithQuery) => {
    if (path.includes('/install/companies/')) queries.push(pathWithQuery);
    return api(method, path, body, pathWithQuery);
  };
  return { api: wrapped, queries };
}

describe('/install/admin-installations/{companyUuid} (issue 34 item 3)', () => {
  it(
    "an installer admin: everyone's installations with the installer column, one click from /install",
    async () => {
      const { api, queries } = recorded((await as('installer-admin')).api);
      const { router } = renderApp('/install', api);
      const link = await screen.findByRole('link', { name: /^Administer / });
      expect(link).toHaveAttribute('href', `/install/admin-installations/${COMPANY}`);
      await router.navigate(`/install/admin-installations/${COMPANY}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin Installations' }),
      ).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Installations' });
      expect(within(table).getByRole('columnheader', { name: 'Installer' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
      await waitFor(() => expect(queries.at(-1)).toBeDefined());
      expect(queries.at(-1)).not.toContain('installer=');
      // Installer admins do not approve sign-ups (no listSignUps): the queue's link is not shown.
      expect(screen.queryByRole('link', { name: 'pending sign-ups' })).toBeNull();
    },
    SLOW,
  );

  it(
    'a created date in the URL fills the Created filter and goes to the server as whole days',
    async () => {
      const { api, queries } = recorded(dataLayerApi().api);
      renderApp(
        `/install/admin-installations/${COMPANY}?creation_start_date=2026-01-01&creation_end_date=2026-06-30`,
        api,
      );
      await screen.findByRole('table', { name: 'Installations' });
      await waitFor(() =>
        expect(queries.at(-1)).toMatch(/creation_start_date=2026-01-01.*creation_end_date=2026-06-30/),
      );
      expect(await screen.findByRole('group', { name: 'Created' })).toBeInTheDocument();
      // Staff may approve sign-ups: the admin view links the queue.
      expect(screen.getByRole('link', { name: 'pending sign-ups' })).toHaveAttribute(
        'href',
        '/operations/pending-sign-ups',
      );
    },
    SLOW,
  );

  it(
    'a plain installer: no admin link on /install, and the admin page says they have no access',
    async () => {
      const mock = await as('installer');
      const { router } = renderApp('/install', mock.api);
      await screen.findByRole('link', { name: /Sonnenschein|Voltwerk|Nordlicht|Alpen/ });
      expect(screen.queryByRole('link', { name: /^Administer / })).toBeNull();
      await router.navigate(`/install/admin-installations/${COMPANY}`);
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Installations' })).toBeNull();
    },
    SLOW,
  );
});
