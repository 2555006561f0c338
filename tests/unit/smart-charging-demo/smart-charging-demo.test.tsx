// @vitest-environment jsdom
// The smart-charging demo against the mock's own price handler, the clock pinned at 13:10 in
// Berlin (tomorrow's prices published): the demonstration banner, an infeasible plan with its fix, a change of the
// inputs that lands in the URL and gives the same plan when that URL is opened again, hostile parameters, loading
// and error states, and no access without sales:read.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
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
const AFTERNOON = PINNED_INSTANTS['staff-afternoon']; // Tue 3 Nov 2026, 13:10 in Berlin
const base = createDataset({ now: AFTERNOON });

function pinned() {
  vi.useFakeTimers({ toFake: ['Date'], now: AFTERNOON });
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  const data = datasetInState(base);
  data.clockStartedAt = AFTERNOON;
  return data;
}
afterEach(() => vi.useRealTimers());

const INFEASIBLE = 'battery=60&soc=10&target=90&dep=14:00&kw=11&phases=3&pv=8&mode=cheapest';

describe('smart-charging demo', () => {
  it(
    'an infeasible plan names the fix; a changed input lands in the URL, which opens to the same plan',
    async () => {
      const { router } = renderApp(`${paths.salesSmartChargingDemo()}?${INFEASIBLE}`, insightApi(pinned()));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Smart Charging Demo' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Demonstration:/)).toBeInTheDocument();
      expect(await screen.findByText('90 % by 14:00 cannot be reached')).toBeInTheDocument();
      // 13:15–14:00 at 11 kW: 8.25 kWh of 60 → 24 %; 48 kWh need 4 h 30 min: from 17:45.
      expect(
        screen.getByText('90 % by 14:00 cannot be reached').closest('[role="status"]'),
      ).toHaveTextContent(/reaches 24 % by then\. To reach 90 %, leave at .*(17:45|05:45\s?PM) or later\./);
      expect(await screen.findByRole('img', { name: /^Charging plan:/ })).toHaveAttribute(
        'data-points',
        '144',
      );
      const table = screen.getByRole('table', { name: 'Why the plan charges or waits' });
      expect(
        within(table).getAllByText('full power: 90 % by 14:00 cannot be reached').length,
      ).toBeGreaterThan(0);
      expect(within(table).getAllByText(/· forecast price$/).length).toBeGreaterThan(0);

      fireEvent.change(screen.getByRole('combobox', { name: 'Departure' }), { target: { value: '07:00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Solar + cheapest' }));
      const summary = await screen.findByText(/^48([.,]0)? kWh: 10 % → 90 % by 07:00$/);
      expect(summary).toHaveTextContent('10 % → 90 % by 07:00');
      const search = router.state.location.search;
      expect(new URLSearchParams(search).get('dep')).toBe('07:00');
      expect(new URLSearchParams(search).get('mode')).toBe('solar-cheapest');
      const cost = screen.getByText(/^Cost /).textContent;
      expect(within(table).queryByText('full power: 90 % by 14:00 cannot be reached')).toBeNull();

      cleanup();
      renderApp(`${paths.salesSmartChargingDemo()}${search}`, insightApi(pinned()));
      expect(await screen.findByText(/^Cost /)).toHaveTextContent(cost ?? '—');
      expect(screen.getByRole('button', { name: 'Solar + cheapest' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
    SLOW,
  );

  it(
    'two fields changed at once: the fields, the plan and the URL all carry both values',
    async () => {
      const { router } = renderApp(`${paths.salesSmartChargingDemo()}?${INFEASIBLE}`, insightApi(pinned()));
      await screen.findByRole('img', { name: /^Charging plan:/ });
      const battery = screen.getByRole('spinbutton', { name: 'Battery (kWh)' });
      const soc = screen.getByRole('spinbutton', { name: 'State of charge now (%)' });
      // As a fast typist's keystrokes arrive: the second field changes before the first change's URL write landed.
      fireEvent.change(battery, { target: { value: '75' } });
      fireEvent.change(soc, { target: { value: '35' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Departure' }), { target: { value: '07:00' } });
      // 75 kWh × (90 − 35) % = 41.25 kWh; with the 60 kWh the field no longer shows it would be 33 kWh.
      expect(await screen.findByText(/^41[.,]3 kWh: 35 % → 90 % by 07:00$/)).toBeInTheDocument();
      expect(battery).toHaveValue(75);
      expect(soc).toHaveValue(35);
      await vi.waitFor(() => {
        const search = new URLSearchParams(router.state.location.search);
        expect([search.get('battery'), search.get('soc'), search.get('dep')]).toEqual(['75', '35', '07:00']);
      });
    },
    SLOW,
  );

  it(
    'hostile parameters fall back to the defaults with a notice; loading first; a failed call offers Try again',
    async () => {
      let fail = true;
      renderApp(
        `${paths.salesSmartChargingDemo()}?battery=%3Cscript%3E&dep=99:99&mode=constructor&kw=1e9`,
        insightApi(pinned(), (path) =>
          path.startsWith('/ui/v1/pricing/day-ahead/') && fail
            ? json({ message: 'boom', status: 503, errorId: 'UNAVAILABLE' }, 503)
            : undefined,
        ),
      );
      expect(
        await screen.findByText(
          'Some values in the link could not be used (battery, dep, kw, mode); their defaults apply.',
        ),
      ).toBeInTheDocument();
      // Loading first: findBy fails the test when the progress bar never shows.
      await screen.findByRole('progressbar', { name: 'Loading the day-ahead prices' });
      expect(await screen.findByText('Could not load the day-ahead prices')).toBeInTheDocument();
      fail = false;
      screen.getAllByRole('button', { name: 'Try again' })[0]!.click();
      expect(await screen.findByText(/20 % → 80 % by 07:00/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cheapest' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    'without sales:read: no access, and no price is asked for',
    async () => {
      pinned();
      const { calls } = renderApp(
        paths.salesSmartChargingDemo(),
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
