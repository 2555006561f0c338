// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { hasOwnScreen } from '../../../src/app/shell-routes.tsx';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { AreaPage, type AreaPageId } from '../../../src/features/areas/components/area-page.tsx';
import { AREA_FIGURES, AREA_PICKERS } from '../../../src/routes/area.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { apiDocsScreen } from '../../../src/routes/api-docs.tsx';
import { json, renderWithApi } from '../../helpers/app-harness.tsx';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { insightApi } from '../../helpers/insight-api.ts';
import type { FakeApi } from '../../helpers/app-harness.tsx';
import { catalogueReach, catalogueReachText } from '../../../src/domain/widgets/catalogue-reach.ts';
import { funnelFigureText } from '../../../src/domain/sales/funnel-figure.ts';
import { horizonStart, planSlots } from '../../../src/domain/sales/price-horizon.ts';
import { hourWindows, hourWindowsText } from '../../../src/domain/sales/price-windows.ts';
import { DATASET_STATES } from '../../../scripts/mock/data/dataset.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
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

describe('area pages per permission set', () => {
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
      // The overdue acknowledgements and the running jobs, counted live.
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
      // The trends and pricing cards carry one live figure each.
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
      // Each company opens its installations; an admin also administers it.
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

describe('/api links to the internal and external pages', () => {
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

describe('the /sales cards’ live figures', () => {
  const AFTERNOON = PINNED_INSTANTS['staff-afternoon']; // Tue 3 Nov 2026, 13:10 in Berlin: tomorrow published
  afterEach(() => vi.useRealTimers());

  /** The pricing calls from the mock's price handler at a pinned instant, every other from the whole data layer. */
  function salesApi(fail: readonly string[] = []) {
    vi.useFakeTimers({ toFake: ['Date'], now: AFTERNOON });
    const data = datasetInState(createDataset({ now: AFTERNOON }));
    data.clockStartedAt = AFTERNOON;
    const prices = insightApi(data);
    const layer = dataLayerApi().api;
    const api: FakeApi = (method, path, body, pathWithQuery) =>
      fail.some((prefix) => path.startsWith(prefix))
        ? json({ message: 'Broken', status: 500 }, 500)
        : path.startsWith('/ui/v1/pricing/')
          ? prices(method, path, body, pathWithQuery)
          : layer(method, path, body, pathWithQuery);
    const read = async <T,>(pathWithQuery: string): Promise<T> => {
      const path = pathWithQuery.split('?')[0] ?? '';
      return (await (await api('GET', path, undefined, pathWithQuery)).json()) as T;
    };
    return { api, read };
  }
  const card = (title: string) =>
    within(cards('Sales').getByRole('heading', { level: 2, name: title }).closest('a') as HTMLElement);

  it(
    'Sales: the demo’s cheapest hour ahead, the funnel’s orders and conversion, the widgets and their origins',
    async () => {
      const { api, read } = salesApi();
      const days = await Promise.all(
        ['2026-11-03', '2026-11-04'].map((date) =>
          read<Parameters<typeof planSlots>[0][number]>(`/ui/v1/pricing/day-ahead/DE-LU?date=${date}`),
        ),
      );
      const slots = planSlots(days, { now: horizonStart(AFTERNOON), timeZone: 'Europe/Berlin', pvKwp: 0 });
      const cheapest = hourWindowsText(hourWindows(slots), 'Europe/Berlin');
      expect(cheapest).toMatch(/^Cheapest hour ahead .* ct\/kWh \(dearest /);
      const funnel = await read<{ current: { started: number; completed: number } }>(
        '/ui/v1/sales/order-funnel?period=30',
      );
      expect(funnel.current.started).toBeGreaterThan(0);
      const widgets = await read<{ items: { origins: string[] }[] }>('/ui/v1/sales/widgets');
      expect(widgets.items.length).toBeGreaterThan(0);

      const { calls } = renderArea('sales', SALES, api);
      // Loading: each of the three asks; the card is a link meanwhile.
      expect(screen.getAllByText('Asking…')).toHaveLength(3);
      expect(await card('Smart Charging Demo').findByText(cheapest)).toBeInTheDocument();
      expect(
        await card('Tariff Order Funnel').findByText(funnelFigureText(funnel.current, 30)),
      ).toBeInTheDocument();
      expect(
        await card('Micro Frontends').findByText(catalogueReachText(catalogueReach(widgets.items))),
      ).toBeInTheDocument();
      // Your EVSEs keeps its card as it was (another part of the issue).
      expect(card('Your EVSEs').queryByText(/Asking|not available/)).toBeNull();
      expect(calls.filter((call) => call.path.includes('/pricing/day-ahead/DE-LU'))).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'sales:read without pricing:read: no demo card and no price call; the funnel and widgets figures still come',
    async () => {
      const { api } = salesApi();
      const { calls } = renderArea('sales', ['sales:read'], api);
      // Your EVSEs needs sales:read alone (listYourEvses); the demo needs pricing:read too.
      expect(cardHeadings('Sales')).toEqual(['Your EVSEs', 'Tariff Order Funnel', 'Micro Frontends']);
      expect(await card('Tariff Order Funnel').findByText(/in the last 30 days/)).toBeInTheDocument();
      expect(
        await card('Micro Frontends').findByText(/^\d+ widgets?, allowed on \d+ origins?$/),
      ).toBeInTheDocument();
      expect(calls.some((call) => call.path.includes('/pricing/'))).toBe(false);
    },
    SLOW,
  );

  it(
    'a failed call says so on its card, and every card stays a link',
    async () => {
      const { api } = salesApi(['/ui/v1/pricing/', '/ui/v1/sales/order-funnel', '/ui/v1/sales/widgets']);
      renderArea('sales', SALES, api);
      expect(await card('Smart Charging Demo').findByText('Prices not available')).toBeInTheDocument();
      expect(await card('Tariff Order Funnel').findByText('Funnel not available')).toBeInTheDocument();
      expect(await card('Micro Frontends').findByText('Widgets not available')).toBeInTheDocument();
      expect(cardLinks('Sales').map(([, href]) => href)).toEqual([
        '/sales/your-evses',
        '/sales/smart-charging-demo',
        '/sales/tariff-order-funnel',
        '/sales/micro-frontends',
      ]);
    },
    SLOW,
  );
});
