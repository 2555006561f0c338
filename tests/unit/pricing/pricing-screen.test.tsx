// @vitest-environment jsdom
// The pricing screen against the mock's own handlers (scripts/mock/areas/insights/pricing.handlers.ts) with the clock pinned
// before and after 13:00 in Berlin: tomorrow "not yet published" with the expected time (never an empty chart), then
// both days drawn; the zone in the URL; the §14a table; loading, error and permission states.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { paths } from '../../../src/config/paths.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { insightApi } from '../../helpers/insight-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const MORNING = PINNED_INSTANTS['staff-hour']; // Tue 3 Nov 2026, 10:40 in Berlin
const AFTERNOON = PINNED_INSTANTS['staff-afternoon']; // 13:10 in Berlin
const base = createDataset({ now: MORNING });

function at(now: number) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  const data = datasetInState(base);
  data.clockStartedAt = MORNING;
  return data;
}
afterEach(() => vi.useRealTimers());

describe('pricing screen', () => {
  it(
    'before 13:00: today drawn, tomorrow "not yet published" with the expected time',
    async () => {
      renderApp(paths.operationsPricing(), insightApi(at(MORNING)));
      expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
      expect(
        await screen.findByRole('img', {
          name: /DE-LU, 2026-11-03 \(ct\/kWh\): spot, spot \+ grid fee, end customer/,
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /Tomorrow \(2026-11-04\): not yet published\. .*expected at .*(13:00|1:00\s?PM).*Europe\/Berlin/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/Today \(2026-11-03, 96 slots of 15 min\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'DE-LU' })).toHaveAttribute('aria-pressed', 'true');
      const fees = await screen.findByRole('table', {
        name: 'Time-variable grid fees (§14a EnWG, module 3)',
      });
      expect(within(fees).getAllByRole('row').length).toBeGreaterThan(4);
      expect(within(fees).getAllByText('High (HT)').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'after 13:00: both days drawn, for the zone the URL names',
    async () => {
      renderApp(`${paths.operationsPricing()}?zone=AT`, insightApi(at(AFTERNOON)));
      expect(await screen.findByRole('img', { name: /AT, 2026-11-03 and 2026-11-04/ })).toBeInTheDocument();
      expect(screen.getByText(/Tomorrow \(2026-11-04, 96 slots of 15 min\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'AT' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    "prices the grid-fee layer by a DSO's §14a windows when the URL names it; the choice keeps the zone",
    async () => {
      const { router } = renderApp(
        `${paths.operationsPricing()}?zone=AT&dso=Netze%20BW%20GmbH`,
        insightApi(at(MORNING)),
      );
      const choice = await screen.findByRole('combobox', { name: 'Grid fee' });
      expect(choice).toHaveValue('Netze BW GmbH');
      expect(
        screen.getByText(
          /plus Netze BW GmbH’s grid fee of the §14a window each slot falls in.*high 11[.,]36/,
        ),
      ).toBeInTheDocument();
      fireEvent.change(choice, { target: { value: '' } });
      expect(router.state.location.search).toBe('?zone=AT');
      expect(await screen.findByText(/plus an average DSO grid fee of 11[.,]6 ct\/kWh/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'AT' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    'marks negative slots',
    async () => {
      const slots = Array.from({ length: 96 }, (_, i) => ({
        start: new Date(Date.parse('2026-11-02T23:00:00Z') + i * 900_000).toISOString().replace('.000', ''),
        price: i >= 48 && i < 52 ? -12.5 : 80,
      }));
      const day = (date: string, published: boolean) => ({
        zone: 'DE-LU',
        timeZone: 'Europe/Berlin',
        date,
        currency: 'EUR',
        resolutionMinutes: 15,
        published,
        publicationAt: '2026-11-02T12:00:00Z',
        slots: published ? slots : [],
      });
      renderApp(
        paths.operationsPricing(),
        insightApi(at(MORNING), (_path, query) =>
          query.includes('/day-ahead/')
            ? json(query.endsWith('2026-11-03') ? day('2026-11-03', true) : day('2026-11-04', false))
            : undefined,
        ),
      );
      expect(await screen.findByText(/Negative spot prices .*: 12:00–13:00\./)).toBeInTheDocument();
      expect(screen.getByText(/· 4 negative slots/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a bad zone in the URL is DE-LU; loading first; a failed call offers Try again',
    async () => {
      let fail = true;
      renderApp(
        `${paths.operationsPricing()}?zone=%3Cimg%3E`,
        insightApi(at(MORNING), (path) =>
          path.startsWith('/ui/v1/pricing/day-ahead/') && fail
            ? json({ message: 'boom', status: 503, errorId: 'UNAVAILABLE' }, 503)
            : undefined,
        ),
      );
      expect(
        await screen.findByRole('progressbar', { name: 'Loading the day-ahead prices' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Could not load the day-ahead prices')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'DE-LU' })).toHaveAttribute('aria-pressed', 'true');
      fail = false;
      screen.getAllByRole('button', { name: 'Try again' })[0]!.click();
      expect(await screen.findByRole('img', { name: /DE-LU, 2026-11-03/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an empty §14a table says so; a day published without a price is not "not yet published"',
    async () => {
      const noPrices = {
        zone: 'DE-LU',
        timeZone: 'Europe/Berlin',
        date: '2026-11-03',
        currency: 'EUR',
        resolutionMinutes: 15,
        published: true,
        publicationAt: '2026-11-02T12:00:00Z',
        slots: [],
      };
      renderApp(
        paths.operationsPricing(),
        insightApi(at(MORNING), (path, query) =>
          path === '/ui/v1/pricing/grid-fee-zones'
            ? json({ zones: [] })
            : query.endsWith('2026-11-03')
              ? json(noPrices)
              : undefined,
        ),
      );
      expect(await screen.findByText('No DSO has published time-variable grid fees.')).toBeInTheDocument();
      expect(
        await screen.findByText(/^Today \(2026-11-03\): published, but the answer holds no prices/),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Tomorrow \(2026-11-04\): not yet published/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a §14a answer that cannot be applied as published: every row shown, what is wrong said, no blank DSO offered',
    async () => {
      const zone = (dso: string, tier: string, start: string, end: string) => ({
        dso,
        tier,
        months: [11],
        windows: [{ start, end }],
        ctPerKwh: 3,
      });
      renderApp(
        paths.operationsPricing(),
        insightApi(at(MORNING), (path) =>
          path === '/ui/v1/pricing/grid-fee-zones'
            ? json({
                zones: [
                  zone('Netze BW GmbH', 'low', '00:00', '05:00'),
                  zone('Netze BW GmbH', 'low', '22:00', '06:00'),
                  zone('', 'standard', '05:00', '22:00'),
                ],
              })
            : undefined,
        ),
      );
      const fees = await screen.findByRole('table', {
        name: 'Time-variable grid fees (§14a EnWG, module 3)',
      });
      expect(within(fees).getAllByRole('row')).toHaveLength(4);
      const warning = screen.getByText(/cannot all be applied as published/);
      expect(warning).toHaveTextContent(/A DSO without a name is listed/);
      expect(warning).toHaveTextContent(/“Netze BW GmbH” lists its low tier twice/);
      expect(warning).toHaveTextContent(/22:00–06:00 does not end after it starts/);
      const choice = screen.getByRole('combobox', { name: 'Grid fee' });
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['', 'Netze BW GmbH']);
    },
    SLOW,
  );

  it(
    'without pricing:read: no access, and no price is asked for',
    async () => {
      at(MORNING);
      const { calls } = renderApp(
        paths.operationsPricing(),
        withPermissions(['health:read'], (method, _path, _body, pathWithQuery) =>
          exampleAnswer(method, pathWithQuery),
        ),
      );
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      expect(calls.some((call) => call.path.startsWith('/ui/v1/pricing'))).toBe(false);
    },
    SLOW,
  );
});
