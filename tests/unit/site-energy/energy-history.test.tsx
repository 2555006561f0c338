// As a component: the site's energy history against the mock's own rules (energy-harness.ts). The
// chart itself is drawn in Chromium (tests/e2e/site-energy.spec.ts); here the range in the URL, the resolution,
// the totals, the paged table (a daylight-saving day has 25 hours), today at the staff hour (clock and mock pinned
// there), a day without data, a failed load and its retry.
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { paths } from '../../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { energyApi, freshDataset } from './energy-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };
const history = (query: string) => `${paths.fleetSiteEnergyHistory(SITE)}?${query}`;
const table = () => screen.findByRole('table', { name: 'Energy values' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('energy history', () => {
  it(
    'a day at 5 min: totals, power as lines, 48 rows a page of 288; Week switches to 1 h in the URL',
    async () => {
      const { router, calls } = renderApp(history('range=day&start=2026-10-31'), energyApi());
      expect(await screen.findByRole('img', { name: /^Power \(kW\)/ })).toBeInTheDocument();
      const totals = screen.getByRole('region', { name: 'Totals' });
      expect(within(totals).getByText('PV')).toBeVisible();
      expect(within(totals).getAllByText(/kWh$/).length).toBeGreaterThan(0);
      expect(await bodyRows()).toHaveLength(48);
      expect(screen.getByText(/^1–48 of 288$/)).toBeVisible();
      const asked = calls.filter((call) => call.path.endsWith('/energy/history')).length;
      await userEvent.click(screen.getByRole('button', { name: 'Week' }));
      expect(router.state.location.search).toBe('?range=week&start=2026-10-26');
      expect(await screen.findByText(/^1–48 of 168$/)).toBeVisible();
      expect(calls.filter((call) => call.path.endsWith('/energy/history')).length).toBe(asked + 1);
    },
    SLOW,
  );

  it(
    'the daylight-saving day of Europe/Berlin has 25 hours: 300 five-minute rows',
    async () => {
      // A site of a fleet that reported before the clocks went back on 25 October (the sample site came later).
      const data = freshDataset();
      const site = Object.values(data.sites)
        .flat()
        .find(
          (row) =>
            row.fleets.length > 0 &&
            row.activationDate !== null &&
            row.activationDate < '2026-10-01' &&
            data.energy[row.subscription],
        );
      if (site === undefined) throw new Error('no site in a fleet reported before October');
      const dstDay = `${paths.fleetSiteEnergyHistory({ fleetUuid: site.fleets[0]!.uuid, subUuid: site.subscription })}?range=day&start=2026-10-25`;
      renderApp(dstDay, energyApi(data));
      expect(await screen.findByText(/^1–48 of 300$/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'a year as energy per day (bars); a day before the site reported says so',
    async () => {
      const { unmount } = renderApp(history('range=year&start=2026-03-14'), energyApi()).view;
      expect(await screen.findByRole('img', { name: /^Energy per day \(kWh\)/ })).toBeInTheDocument();
      expect(await screen.findByText(/^1–48 of 365$/)).toBeVisible();
      unmount();
      // The sample site was activated on 30 October: the first of the month has nothing to show, and says so.
      renderApp(history('range=day&start=2026-10-01'), energyApi());
      expect(await screen.findByText('No energy data for this site in this range.')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    },
    SLOW,
  );

  describe('today, at the hour staff work (the clock and the mock pinned to the staff hour)', () => {
    // Tuesday 3 Nov 2026, 10:40 in Europe/Berlin: the browser's clock (Date only) and the mock's world both there
    // (scripts/mock/instants.ts). Before the clock was pinned, "today" was the machine's date, weeks after the
    // mock's reference date: always empty, so the totals with data were never rendered here.
    beforeEach(() => {
      vi.setSystemTime(PINNED_INSTANTS['staff-hour']);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(
      "the bare URL is today's day: totals of the morning in a well-formed <dl>, the day so far, no next day",
      async () => {
        const data = freshDataset(PINNED_INSTANTS['staff-hour']);
        renderApp(paths.fleetSiteEnergyHistory(SITE), energyApi(data));
        const totals = await screen.findByRole('region', { name: 'Totals' });
        // Today at the site: the day's label is its start date.
        expect(screen.getByText('Tue, Nov 3, 2026')).toBeVisible();
        expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
        // A morning of sun: PV has produced; every total is a value, none a dash.
        const pv = within(totals).getByText('PV', { selector: 'dt' }).nextElementSibling;
        expect(pv?.tagName).toBe('DD');
        expect(Number.parseFloat(pv?.textContent ?? '')).toBeGreaterThan(0);
        expect(within(totals).queryByText('–')).toBeNull();
        // axe's definition-list and dlitem rules: a <dl> holds dt/dd groups, each at most inside one <div>.
        const list = totals.querySelector('dl');
        expect(list).not.toBeNull();
        for (const child of list?.children ?? []) {
          expect(child.tagName).toBe('DIV');
          expect([...child.children].map((item) => item.tagName)).toEqual(['DT', 'DD']);
        }
        // 288 five-minute rows; the first page is the night, with values (the site reports all night).
        expect(await bodyRows()).toHaveLength(48);
        expect(screen.getByText(/^1–48 of 288$/)).toBeVisible();
      },
      SLOW,
    );

    it(
      'a range the URL does not know falls back to today as a day, with its data',
      async () => {
        const data = freshDataset(PINNED_INSTANTS['staff-hour']);
        const { router } = renderApp(history('range=decade&start=yesterday'), energyApi(data));
        expect(await screen.findByRole('region', { name: 'Totals' })).toBeVisible();
        expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByText('Tue, Nov 3, 2026')).toBeVisible();
        expect(router.state.location.pathname).toBe(paths.fleetSiteEnergyHistory(SITE));
      },
      SLOW,
    );
  });

  it(
    'a failed load says what failed, and Try again loads it',
    async () => {
      let failing = true;
      renderApp(
        history('range=day&start=2026-10-31'),
        energyApi(undefined, (path) =>
          failing && path.endsWith('/energy/history')
            ? json({ message: 'History store unavailable', status: 503, errorId: 'HISTORY_DOWN' }, 503)
            : undefined,
        ),
      );
      expect(await screen.findByText('Could not load the energy history')).toBeVisible();
      expect(screen.getByText(/History store unavailable/)).toBeVisible();
      failing = false;
      await act(async () => {
        await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
      });
      expect(await bodyRows()).toHaveLength(48);
    },
    SLOW,
  );
});
