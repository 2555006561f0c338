// @vitest-environment jsdom
// A company's installations against the mock's data layer — staff see everyone's, an installer
// their own by default; each row's checklist says where it is stuck and links to the screen that fixes it; the
// filters live in the URL and go to the server; another company is refused.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const COMPANY = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const OTHER_COMPANY = '1ba4ed26-53da-492f-b2ef-0bd8e547d54a';
const STUCK_AT_CHARGER = 'Schmidt, Hauptstraße 113, Augsburg';

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

/** The data layer as the installer persona calls it (their token: the server scopes by their company). */
async function asInstaller() {
  const anyone = dataLayerApi();
  const answer = await anyone.call('POST', '/authentication-api/login', {
    email: 'installer@operator-portal.example',
    password: 'any password',
  });
  const { access } = (await answer.json()) as { access: string };
  return dataLayerApi({ bearer: access, actor: 'installer@operator-portal.example' });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
/** The api, recording the query of every call to a company's installations. */
function recorded(api: FakeApi) {
  const queries: string[] = [];
  const wrapped: FakeApi = (method, path, body, pathWithQuery) => {
    if (path.includes('/install/companies/')) queries.push(pathWithQuery);
    return api(method, path, body, pathWithQuery);
  };
  return { api: wrapped, queries };
}

describe('/install/installations/{companyUuid}', () => {
  it(
    "staff: everyone's installations with their checklists; the Stuck filter goes to the server and the URL",
    async () => {
      const { api, queries } = recorded(dataLayerApi().api);
      const { router } = renderApp(`/install/installations/${COMPANY}`, api);
      await screen.findByRole('table', { name: 'Installations' });
      expect(screen.getByRole('combobox', { name: 'Installer' })).toHaveValue('all');
      expect(await screen.findByText(/^Installations 1–50 of \d+$/)).toBeInTheDocument();
      expect(queries.at(-1)).not.toContain('installer=');
      await userEvent.click(screen.getByRole('checkbox', { name: /^Stuck/ }));
      await waitFor(() => expect(router.state.location.search).toContain('problem=STUCK'));
      await waitFor(() => expect(queries.at(-1)).toContain('problem=STUCK'));
      const table = await screen.findByRole('table', { name: 'Installations' });
      await waitFor(() => {
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent(/Stuck at “/);
      });
    },
    SLOW,
  );

  it(
    'an installer: their own installations by default; a charger waiting links to the add-charger screen',
    async () => {
      const { api, queries } = recorded((await asInstaller()).api);
      renderApp(`/install/installations/${COMPANY}`, api);
      const row = await rowOf(STUCK_AT_CHARGER);
      expect(screen.getByRole('combobox', { name: 'Installer' })).toHaveValue('mine');
      expect(queries.at(-1)).toContain('installer=mine');
      expect(row).toHaveTextContent('Stuck at “Chargers registered”');
      expect(within(row).getByRole('link', { name: 'Add the charger' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/assets\/gateways-devices\/[0-9a-f-]{36}\/SB-927766\/add-evse$/),
      );
      const checklist = within(row).getByRole('list', { name: `Commissioning of ${STUCK_AT_CHARGER}` });
      expect(within(checklist).getAllByRole('listitem')).toHaveLength(6);
      expect(checklist).toHaveTextContent('Gateway online: done');
      expect(checklist).toHaveTextContent('Chargers registered: not yet');
    },
    SLOW,
  );

  it(
    "an installer opening another company's installations gets an honest error, never its rows",
    async () => {
      const mock = await asInstaller();
      renderApp(`/install/installations/${OTHER_COMPANY}`, mock.api);
      expect(await screen.findByText('Could not load the installations')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Installations' })).toBeNull();
    },
    SLOW,
  );

  it(
    'hostile URL params (unknown problem, bad installer, malformed dates) do not crash the list',
    async () => {
      renderApp(
        `/install/installations/${COMPANY}?problem=<script>&installer=%3Cb%3E&creation_start_date=nope&page=-3`,
        dataLayerApi().api,
      );
      expect(await screen.findByRole('table', { name: 'Installations' })).toBeInTheDocument();
    },
    SLOW,
  );
});
