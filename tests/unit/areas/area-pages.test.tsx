// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { hasOwnScreen } from '../../../src/app/shell-routes.tsx';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { AreaPage, type AreaPageId } from '../../../src/features/areas/components/area-page.tsx';
import { AREA_FIGURES, AREA_PICKERS } from '../../../src/routes/area.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { apiDocsScreen } from '../../../src/routes/api-docs.tsx';
import { json, renderWithApi } from '../../helpers/app-harness.tsx';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { DATASET_STATES } from '../../../scripts/mock/data/dataset.ts';

configure({ asyncUtilTimeout: 10_000 });
const SLOW = 30_000;

const ADMIN = ROLES.Admin.permissions;
const SALES = ROLES.Sales.permissions;
const INSTALLER = ROLES.Installer.permissions;

function renderArea(id: AreaPageId, permissions: readonly string[], api = evseApi(freshDataset())) {
  localStorage.setItem('permissions', JSON.stringify(permissions));
  return renderWithApi(
    <MemoryRouter initialEntries={[`/${id}`]}>
      <PermissionsProvider>
        <AreaPage id={id} hasContent={hasOwnScreen} figures={AREA_FIGURES} pickers={AREA_PICKERS} />
      </PermissionsProvider>
    </MemoryRouter>,
    api,
  );
}

const cards = (name: string) => within(screen.getByRole('list', { name: `Screens of ${name}` }));
const cardLinks = (name: string) =>
  cards(name)
    .queryAllByRole('link')
    .map((link) => [within(link).getByRole('heading', { level: 2 }).textContent, link.getAttribute('href')]);
const cardHeadings = (name: string) =>
  cards(name)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  localStorage.setItem('token', 'access');
});

describe('area pages per permission set (issue #32 item 1)', () => {
  it(
    'Admin on /assets: three linked cards, the chargers offline and the candidates waiting counted live',
    async () => {
      const data = freshDataset();
      // What the data-backed mock answers the list's own offline filter with.
      const answer = await evseApi(data)(
        'GET',
        '/ui/v1/evses',
        undefined,
        '/ui/v1/evses?connectivity=EVSE_OFFLINE',
      );
      const offline = ((await answer.json()) as { countTotal: number }).countTotal;
      expect(offline).toBeGreaterThan(0);
      renderArea('assets', ADMIN, evseApi(data));
      expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
      expect(cardLinks('Assets')).toEqual([
        ['EVSEs', '/assets/evses'],
        ['Search Gateways', '/assets/search-gateways'],
        ['OCPP Chargepoint Candidates', '/assets/ocpp-chargepoint-candidates'],
      ]);
      expect(await screen.findByText(`${offline} offline now`)).toBeInTheDocument();
      expect(await screen.findByText(`${data.chargepointCandidates.length} waiting`)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a figure whose call fails says so and its card stays a link',
    async () => {
      renderArea(
        'assets',
        ADMIN,
        evseApi(freshDataset(), (path) =>
          path === '/ui/v1/evses' ? json({ message: 'Broken', status: 500 }, 500) : undefined,
        ),
      );
      expect(await screen.findByText('Count not available (offline now)')).toBeInTheDocument();
      expect(cardLinks('Assets')[0]).toEqual(['EVSEs', '/assets/evses']);
    },
    SLOW,
  );

  it(
    'Admin on /operations: the screens with content linked (sign-ups counted live), the others listed as coming',
    async () => {
      const data = freshDataset();
      const answer = await evseApi(data)('GET', '/ui/v1/sign-ups', undefined, '/ui/v1/sign-ups');
      const waiting = ((await answer.json()) as { countTotal: number }).countTotal;
      expect(waiting).toBeGreaterThan(0);
      renderArea('operations', ADMIN, evseApi(data));
      expect(cardLinks('Operations')).toEqual([
        ['Chargepoint Models', '/operations/chargepoint-models'],
        ['Pending Sign-ups', '/operations/pending-sign-ups'],
        ['User Roles', '/operations/user-roles'],
        ['Activity', '/operations/activity'],
        ['Pricing', '/operations/pricing'],
        ['Trends', '/operations/trends'],
        ['Data Exchange', '/operations/data-exchange'],
        ['Order Funnel Leads', '/operations/order-funnel-leads'],
        ['Job runs', '/operations/thread-logs'],
      ]);
      expect(cardHeadings('Operations')).toEqual([
        'Chargepoint Models',
        'Pending Sign-ups',
        'User Roles',
        'Activity',
        'Pricing',
        'Trends',
        'Data Exchange',
        'Order Funnel Leads',
        'Job runs',
      ]);
      expect(cards('Operations').queryAllByText('Coming')).toHaveLength(0);
      expect(await screen.findByText(`${waiting} waiting`)).toBeInTheDocument();
      // Issue 33: the overdue acknowledgements and the running jobs, counted live.
      const exchange = await evseApi(data)(
        'GET',
        '/ui/v1/data-exchange/messages',
        undefined,
        '/ui/v1/data-exchange/messages',
      );
      const { overdue } = (await exchange.json()) as { overdue: number };
      expect(overdue).toBeGreaterThan(0);
      expect(await screen.findByText(`${overdue} acknowledgements overdue`)).toBeInTheDocument();
      expect(await screen.findByText(/^\d+ running now$/)).toBeInTheDocument();
      // Issue 33: the trends and pricing cards carry one live figure each.
      expect(await screen.findByText(/^\d+ critical today/)).toBeInTheDocument();
      expect(await screen.findByText(/^Tomorrow(’s prices not yet published| -?\d)/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'Admin on /install: the VPP linked with its live figure, and the company picker with every company and the stuck count',
    async () => {
      renderArea('install', ADMIN, dataLayerApi().api);
      expect(cardLinks('Install')).toEqual([['Virtual Power Plant', '/install/vpp']]);
      expect(await screen.findByText(/^\d+ eligible, not enrolled$/)).toBeInTheDocument();
      const picker = within(screen.getByRole('region', { name: 'Installer companies' }));
      picker.getByRole('heading', { level: 2, name: 'Installer companies' });
      const companies = within(await picker.findByRole('list', { name: 'Installer companies' }));
      // Each company opens its installations; an admin also administers it (issue 34 item 3).
      const links = companies
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/install/installations/'));
      expect(links).toHaveLength(4);
      expect(companies.getAllByRole('link', { name: /^Administer / })).toHaveLength(4);
      expect(links[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/install\/installations\/[0-9a-f-]{36}$/),
      );
      expect(await picker.findByText(/^\d+ installations stuck$/)).toBeInTheDocument();
      expect(screen.queryByText(/— coming/)).toBeNull();
    },
    SLOW,
  );

  it('Sales: their EVSEs (counted live), the demo and the order funnel linked on /sales; on /assets only the chargers, no gateways or candidates', async () => {
    // The caller (the harness sends no bearer: the mock's fallback persona) owns the Sales persona's customers.
    const data = freshDataset();
    DATASET_STATES['caller-owns-customers'](data);
    const caller = data.staff.find((user) => user.email === 'admin@operator-portal.example')!;
    const yours = data.evses.filter(
      ({ detail }) => data.accountOwners[detail.evse.site?.subscription ?? ''] === caller.id,
    ).length;
    expect(yours).toBeGreaterThan(0);
    renderArea('sales', SALES, evseApi(data));
    expect(await screen.findByText(`${yours} chargers of your customers`)).toBeInTheDocument();
    expect(cardLinks('Sales')).toEqual([
      ['Your EVSEs', '/sales/your-evses'],
      ['Smart Charging Demo', '/sales/smart-charging-demo'],
      ['Tariff Order Funnel', '/sales/tariff-order-funnel'],
      ['Micro Frontends', '/sales/micro-frontends'],
    ]);
    expect(cardHeadings('Sales')).toHaveLength(4);
    screen.getByRole('heading', { level: 1, name: 'Sales' });
    document.body.innerHTML = '';
    renderArea('assets', SALES);
    expect(cardLinks('Assets')).toEqual([['EVSEs', '/assets/evses']]);
    expect(await screen.findByText(/^\d+ offline now$/)).toBeInTheDocument();
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('Sales on /install: nothing there is open to them, and the page says so', () => {
    renderArea('install', SALES);
    expect(screen.getByText('Nothing in Install is open to you')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Screens of Install' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Installer companies/ })).toBeNull();
  });

  it('Installer: /install with the companies section; /sales empty; /assets all three', () => {
    renderArea('install', INSTALLER, dataLayerApi().api);
    expect(cardHeadings('Install')).toEqual(['Virtual Power Plant']);
    expect(screen.getByRole('heading', { level: 2, name: 'Installer companies' })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderArea('sales', INSTALLER);
    expect(screen.getByText('Nothing in Sales is open to you')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderArea('assets', INSTALLER);
    expect(cardLinks('Assets').map(([title]) => title)).toEqual([
      'EVSEs',
      'Search Gateways',
      'OCPP Chargepoint Candidates',
    ]);
  });

  it.each(['sales', 'operations', 'install', 'assets'] as const)(
    'the default [""] on /%s: an honest empty state, no card and no call',
    (id) => {
      const { calls } = renderArea(id, ['']);
      expect(screen.getByRole('status')).toHaveTextContent(/is open to you/);
      expect(screen.queryAllByRole('link', { name: /./ }).filter((link) => link.closest('main, ul'))).toEqual(
        [],
      );
      expect(calls).toEqual([]);
    },
  );

  it('hostile stored permissions (not a list, unknown names) show the empty state, never a crash', () => {
    localStorage.setItem('permissions', '{"<img src=x>":1}');
    renderWithApi(
      <MemoryRouter>
        <PermissionsProvider>
          <AreaPage id="assets" hasContent={hasOwnScreen} figures={AREA_FIGURES} />
        </PermissionsProvider>
      </MemoryRouter>,
      evseApi(freshDataset()),
    );
    expect(screen.getByText('Nothing in Assets is open to you')).toBeInTheDocument();
  });
});

describe('/api links to the internal and external pages (issue #32 item 1)', () => {
  const ApiDocs = apiDocsScreen(hasOwnScreen);
  const renderApi = (permissions: readonly string[]) => {
    localStorage.setItem('permissions', JSON.stringify(permissions));
    return renderWithApi(
      <MemoryRouter initialEntries={['/api']}>
        <PermissionsProvider>
          <ApiDocs />
        </PermissionsProvider>
      </MemoryRouter>,
      (_method, path) =>
        path === '/ui/v1/docs/schemas' ? json({ apiKeys: ['API', 'APP_API'] }) : json({}, 404),
    );
  };

  it('Admin: both pages, then the documents as before', async () => {
    renderApi(ADMIN);
    expect(cardLinks('API Documentation')).toEqual([
      ['Internal API Documentation', '/api/internal'],
      ['External API Documentation', '/api/external'],
    ]);
    expect(await screen.findByRole('list', { name: 'API documentation' })).toBeInTheDocument();
  });

  it('Sales (external docs only): the external page alone', () => {
    renderApi(SALES);
    expect(cardLinks('API Documentation')).toEqual([['External API Documentation', '/api/external']]);
  });

  it('nobody’s docs: no cards and no empty state, the page keeps its list', async () => {
    renderApi(['']);
    expect(screen.queryByRole('list', { name: 'Screens of API Documentation' })).toBeNull();
    expect(screen.queryByText(/is open to you/)).toBeNull();
    expect(await screen.findByRole('list', { name: 'API documentation' })).toBeInTheDocument();
  });
});
