// @vitest-environment jsdom
// /install/admin-installations/{companyUuid} against the mock's data layer — an installer admin
// sees the company's installations company-wide with the installer column and can reach it from the /install
// company picker; a plain installer sees neither the link nor the page; the list's created-date filter (item 2's
// leftover) goes to the URL and the server.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeEach } from 'vitest';
import { json, renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
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

describe('/install/admin-installations/{companyUuid}', () => {
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
      expect(screen.getByRole('combobox', { name: 'Installer' })).toHaveValue('all');
      await waitFor(() => expect(queries.length).toBeGreaterThan(0));
      for (const query of queries) expect(query).not.toContain('installer=');
      // Installer admins approve the sign-ups asking for their company: the link counts their queue alone (one).
      expect(await screen.findByRole('link', { name: 'Pending sign-ups (1)' })).toHaveAttribute(
        'href',
        '/operations/pending-sign-ups',
      );
    },
    SLOW,
  );

  it(
    'an installer admin reassigns an installation to a named colleague and resolves a duplicate group',
    async () => {
      const mock = await as('installer-admin');
      renderApp(`/install/admin-installations/${COMPANY}`, mock.api);
      const installersTable = await screen.findByRole('table', { name: 'Installers' });
      await waitFor(() => expect(within(installersTable).getAllByRole('link').length).toBeGreaterThan(1));
      const colleagues = within(installersTable).getAllByRole('link');
      // The installer filter names the colleagues.
      const picker = screen.getByRole('combobox', { name: 'Installer' });
      await waitFor(() => expect(within(picker).getAllByRole('option').length).toBe(colleagues.length + 2));

      const table = await screen.findByRole('table', { name: 'Installations' });
      const [first] = within(table).getAllByRole('button', { name: /^Reassign / });
      await waitFor(() => expect(first).toBeEnabled());
      const name = (first!.getAttribute('aria-label') ?? '').replace(/^Reassign /, '');
      await userEvent.click(first!);
      const dialog = await screen.findByRole('dialog', { name: `Reassign ${name}?` });
      const select = within(dialog).getByRole('combobox', { name: 'New installer' });
      const target = (within(select).getAllByRole('option')[0] as HTMLOptionElement).text;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
      expect(await screen.findByText(`${name} is now installed by ${target}.`)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Installations' }))
            .getByText(name)
            .closest('tr'),
        ).toHaveTextContent(target),
      );

      const groups = await screen.findByRole('list', { name: 'Duplicate groups' });
      const before = within(groups).getAllByRole('listitem').length;
      await userEvent.click(within(groups).getAllByRole('button', { name: 'Keep the chosen one' })[0]!);
      const confirm = await screen.findByRole('dialog', { name: /^Keep / });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Resolve' }));
      expect(await screen.findByText(/^Kept .*marked duplicates\.$/)).toBeInTheDocument();
      await waitFor(() => {
        const left = screen.queryByRole('list', { name: 'Duplicate groups' });
        expect(left === null ? 0 : within(left).getAllByRole('listitem').length).toBe(before - 1);
      });
    },
    SLOW,
  );

  it(
    'the duplicates section reads every page of the flagged installations: a pair split over pages is one group',
    async () => {
      const mock = dataLayerApi();
      const asked: number[] = [];
      // The server pages the flagged installations one per page: the pair's second row is on page 2 (of 2).
      renderApp(`/install/admin-installations/${COMPANY}`, async (method, path, body, pathWithQuery) => {
        const url = new URL(pathWithQuery, 'http://portal.invalid');
        if (method !== 'GET' || url.searchParams.get('problem') !== 'INSTALLATION_DUPLICATE')
          return mock.api(method, path, body, pathWithQuery);
        const page = Number(url.searchParams.get('page') ?? '1');
        asked.push(page);
        url.searchParams.delete('page');
        const whole = (await (await mock.api(method, path, body, `${url.pathname}${url.search}`)).json()) as {
          installations: unknown[];
        };
        const rows = whole.installations;
        return json({
          ...whole,
          installations: rows.slice(page - 1, page),
          page,
          countPages: rows.length,
          countTotal: rows.length,
        });
      });
      const groups = await screen.findByRole('list', { name: 'Duplicate groups' });
      expect(within(groups).getAllByRole('listitem')).toHaveLength(1);
      expect(within(groups).getAllByRole('radio')).toHaveLength(2);
      expect([...new Set(asked)].sort()).toEqual([1, 2]);
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
        expect(
          queries.filter((query) =>
            /creation_start_date=2026-01-01.*creation_end_date=2026-06-30/.test(query),
          ),
        ).not.toHaveLength(0),
      );
      expect(await screen.findByRole('group', { name: 'Created' })).toBeInTheDocument();
      // Staff approve every sign-up: the admin view links the whole queue (five waiting).
      expect(await screen.findByRole('link', { name: 'Pending sign-ups (5)' })).toHaveAttribute(
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
