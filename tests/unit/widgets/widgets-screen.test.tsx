// @vitest-environment jsdom
// /sales/micro-frontends through the whole app against the mock's own handlers
// (scripts/mock/areas/widgets/widgets.handlers.ts): editing origins with widgets:write (a bad one refused beside the field,
// a good one saved and audited), no editor without it, copying the snippet, and the previews.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { paths } from '../../../src/config/paths.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { insightApi } from '../../helpers/insight-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

afterEach(() => vi.useRealTimers());

/** The pricing calls at a pinned morning (the preview's chart), every other call with its named example. */
function pinnedPricingApi() {
  const now = PINNED_INSTANTS['staff-hour'];
  vi.useFakeTimers({ toFake: ['Date'], now });
  const data = datasetInState(createDataset({ now }));
  data.clockStartedAt = now;
  return insightApi(data);
}

const card = async (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('/sales/micro-frontends', () => {
  it(
    'with widgets:write: a bad origin is refused beside the field, a good one is saved and recorded',
    async () => {
      const mock = dataLayerApi({ actor: 'sales@operator-portal.example' });
      renderApp(paths.salesMicroFrontends(), mock.api);
      const chart = await card('Day-ahead price chart');
      const field = within(chart).getByRole('textbox', { name: /Origins allowed to embed/ });
      await userEvent.clear(field);
      await userEvent.type(field, 'https://ok.example.com{enter}http://plain.example.com');
      await userEvent.click(within(chart).getByRole('button', { name: 'Save origins' }));
      expect(await within(chart).findByText(/Line 2: Use https:\/\//)).toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, 'HTTPS://Shop.Example.com:443{enter}https://*.partner.example');
      await userEvent.click(within(chart).getByRole('button', { name: 'Save origins' }));
      expect(await screen.findByText('Saved the origins of Day-ahead price chart.')).toBeInTheDocument();
      await waitFor(() => expect(field).toHaveValue('https://shop.example.com\nhttps://*.partner.example'));
      const log = (await (await mock.api('GET', '/ui/v1/activity', undefined, '/ui/v1/activity')).json()) as {
        entries: { operationId: string; target: { key: string } }[];
      };
      expect(log.entries[0]).toMatchObject({
        operationId: 'updateWidgetOrigins',
        target: { key: 'price-chart' },
      });
    },
    SLOW,
  );

  it(
    'without widgets:write: origins read-only; the snippet copies with feedback; previews real or honestly absent',
    async () => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderApp(
        `${paths.salesMicroFrontends()}?preview=tariff-calculator`,
        withPermissions(['sales:read', 'pricing:read'], pinnedPricingApi()),
      );
      const calculator = await card('Tariff calculator');
      expect(within(calculator).queryByRole('textbox')).toBeNull();
      expect(within(calculator).getByText('No origin may embed it yet.')).toBeInTheDocument();
      expect(
        within(calculator).getByText(/No preview is available for Tariff calculator/),
      ).toBeInTheDocument();
      const chart = await card('Day-ahead price chart');
      expect(within(chart).getByText('https://www.stadtwerke-example.de')).toBeInTheDocument();
      await userEvent.click(
        within(chart).getByRole('button', { name: 'Copy snippet: the embed code of Day-ahead price chart' }),
      );
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/price-chart/2.3.1/embed.js'));
      expect(await within(chart).findByText(/Copied\./)).toBeInTheDocument();
      await userEvent.click(within(chart).getByRole('button', { name: 'Show preview' }));
      expect(await within(chart).findByRole('img', { name: /Day-ahead prices, DE-LU/ })).toBeInTheDocument();
      expect(screen.queryByText(/No preview is available for Tariff calculator/)).toBeNull();
    },
    SLOW,
  );
});
