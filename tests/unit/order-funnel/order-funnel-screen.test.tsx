// @vitest-environment jsdom
// The tariff order funnel screen against the mock's own handler (scripts/mock/areas/leads/leads.handlers.ts):
// period and channel in the URL, counts and conversions per step with the previous period, each step's stopped
// leads linked to the leads screen (only for who may open it), and its loading, empty, error and no-access states.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { paths } from '../../../src/config/paths.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { leadsApi } from '../../helpers/leads-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const base = createDataset();
const FUNNEL = '/ui/v1/sales/order-funnel';

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('tariff order funnel screen', () => {
  it(
    'shows orders per step against the previous period; period and channel live in the URL; a step opens its leads',
    async () => {
      const asked: string[] = [];
      const { router } = renderApp(
        `${paths.salesTariffOrderFunnel()}?period=90`,
        leadsApi(datasetInState(base), (_path, pathWithQuery) => {
          asked.push(pathWithQuery);
          return undefined;
        }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Tariff Order Funnel' }),
      ).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Orders per step' });
      expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(9);
      expect(within(table).getByRole('rowheader', { name: 'Supply start confirmed' })).toBeInTheDocument();
      expect(within(rows[1]!).getByText('100 %')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
      await waitFor(() => expect(router.state.location.search).toBe('?period=90&channel=phone'));
      await screen.findByRole('heading', { name: 'Orders started in the last 90 days (Phone)' });
      expect(asked).toContain(`${FUNNEL}?period=90&channel=phone`);
      const link = screen.getAllByRole('link', { name: /leads stopped at Tariff: open them/ })[0]!;
      // The answer's period goes with it, as its instants: the leads are the orders the step counted.
      expect(link.getAttribute('href')).toBe(
        '/operations/order-funnel-leads?lastStep=tariff&channel=phone&since=2026-08-03T00%3A00%3A00Z&until=2026-11-01T00%3A00%3A00Z',
      );
    },
    SLOW,
  );

  it(
    'says so when no order was started, and shows a bad URL as the defaults',
    async () => {
      const empty = datasetInState(base);
      empty.leads = [];
      renderApp(`${paths.salesTariffOrderFunnel()}?period=<b>&channel=fax`, leadsApi(empty));
      expect(
        await screen.findByText('No tariff orders were started in this period or the one before.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'All channels' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    'shows a loading state, then the error with Try again',
    async () => {
      renderApp(
        paths.salesTariffOrderFunnel(),
        leadsApi(datasetInState(base), (path) =>
          path === FUNNEL ? json({ message: 'boom', status: 500, errorId: 'INTERNAL' }, 500) : undefined,
        ),
      );
      expect(
        await screen.findByRole('progressbar', { name: 'Loading the order funnel' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Could not load the order funnel')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'with sales:read but not leads:read: the funnel without links to the leads',
    async () => {
      renderApp(
        paths.salesTariffOrderFunnel(),
        withPermissions(['sales:read'], leadsApi(datasetInState(base))),
      );
      await screen.findByRole('table', { name: 'Orders per step' });
      expect(screen.queryAllByRole('link', { name: /leads stopped at/ })).toEqual([]);
    },
    SLOW,
  );

  it(
    'without sales:read: no access, and the funnel is never asked for',
    async () => {
      const { calls } = renderApp(
        paths.salesTariffOrderFunnel(),
        withPermissions(['leads:read'], (method, _path, _body, pathWithQuery) =>
          exampleAnswer(method, pathWithQuery),
        ),
      );
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      expect(calls.some((call) => call.path === FUNNEL)).toBe(false);
    },
    SLOW,
  );
});
