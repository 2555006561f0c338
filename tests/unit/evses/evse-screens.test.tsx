// @vitest-environment jsdom
import { shortId } from '../../../src/routes/breadcrumb-trail.ts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { offlineText } from '../../../src/domain/format/offline-duration.ts';
import { timeAgo } from '../../../src/domain/format/relative-time.ts';
import { renderApp, json } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { allSites } from '../../../scripts/mock/data/dataset.ts';
import type { EvseRow } from '../../../src/domain/evse/evse-types.ts';
import { evseApi, freshDataset } from './evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The chart draws on a canvas jsdom does not have: a figure with the chart's name stands in (the chart itself is
// tested in Chromium by tests/e2e/evses.spec.ts).
// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

// Twelve chargers: whole-app renders of MUI tables are slow in jsdom; paging is proven in Chromium (e2e) and by
// the data layer's tests.
const data = freshDataset();
data.evses = [...data.evses.slice(0, 8), ...data.evses.slice(-4)];
const [first] = data.evses;
const EVSE = first!.detail.evse;
const FLEET = '49c07e35-21d1-42ea-a8ad-50a969add179';

// The whole app renders: the first visit of a route loads its lazy chunk, slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: timeLimit(10_000) });

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

// Each test renders the whole app with up to 100 MUI table rows: seconds in jsdom, more on a busy machine.
const SLOW = timeLimit(60_000);

describe('charger lists', () => {
  it(
    '/assets/evses: the first page of every charger, sorted newest connection first, each linking to its status',
    async () => {
      renderApp('/assets/evses', evseApi(data));
      const table = await screen.findByRole('table', { name: 'EV chargers' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
      const link = within(table).getByRole('link', { name: EVSE.uniqueIdentifier });
      expect(link).toHaveAttribute('href', `/assets/evses/${EVSE.evseUuid}/status`);
      expect(screen.getByText(`Chargers 1–12 of 12`)).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: /Last connection/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    },
    SLOW,
  );

  it(
    'a filter chip narrows on the server: the call carries the connectivity and the rows follow',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderApp('/assets/evses', evseApi(data));
      await screen.findByRole('table', { name: 'EV chargers' });
      // The filter panel opens from the toolbar (closed at first where it would push the rows down).
      await user.click(screen.getByRole('button', { name: /^Filters/ }));
      await user.click(await screen.findByRole('checkbox', { name: 'Offline' }));
      const offline = data.evses.filter((r) => r.detail.evse.connectivity === 'EVSE_OFFLINE').length;
      await screen.findByText(`Chargers 1–${offline} of ${offline} found`);
      expect(calls.some((call) => call.path === '/ui/v1/evses')).toBe(true);
      // The chip: a button named by its label, in the list of active filters.
      expect(
        within(await screen.findByRole('list', { name: 'Active filters' })).getByText('Offline'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "the Fleets filter goes through the list module: the call carries the fleets' uuids and the rows follow",
    async () => {
      const sites = allSites(data).map(({ site }) => site);
      const fleets = [...new Map(sites.flatMap((site) => site.fleets).map((f) => [f.uuid, f])).values()];
      const fleetsOf = (row: EvseRow) =>
        sites.find((site) => site.subscription === row.site?.subscription)?.fleets.map((f) => f.uuid) ?? [];
      const rows = data.evses.map((record) => record.detail.evse);
      // A fleet some but not all of the chargers belong to.
      const fleet = fleets.find((f) => {
        const inIt = rows.filter((row) => fleetsOf(row).includes(f.uuid)).length;
        return inIt > 0 && inIt < rows.length;
      });
      if (fleet === undefined) throw new Error('the dataset has a fleet with some of the chargers');
      const uuids = fleets.filter((f) => f.name.includes(fleet.name)).map((f) => f.uuid);
      const expected = rows.filter((row) => fleetsOf(row).some((uuid) => uuids.includes(uuid))).length;
      const sent: URLSearchParams[] = [];
      renderApp(
        `/assets/evses?fleet=${encodeURIComponent(fleet.name)}`,
        evseApi(data, (path, query) => {
          if (path === '/ui/v1/sites/fleets') return json({ fleets });
          if (path === '/ui/v1/evses') sent.push(query);
          return undefined;
        }),
      );
      await screen.findByText(`Chargers 1–${expected} of ${expected} found`);
      // Every request carried the chosen fleets: none went out unfiltered while the fleets were loading.
      expect(sent.length).toBeGreaterThan(0);
      for (const query of sent) expect(query.getAll('fleets').sort()).toEqual([...uuids].sort());
      expect(
        within(await screen.findByRole('list', { name: 'Active filters' })).getByText(`Fleet: ${fleet.name}`),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so when nothing matches, and offers to clear',
    async () => {
      renderApp('/assets/evses?q=no-such-charger', evseApi(data));
      expect(await screen.findByText('No charger matches')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "/sales/your-evses: only the chargers of the caller's customers (listYourEvses), each linking under /sales",
    async () => {
      // The caller (no bearer in the harness: the mock's fallback persona) owns the sites of the first three
      // chargers; every other site has another account owner or none.
      const yours = structuredClone(data);
      const caller = yours.staff.find((user) => user.email === 'admin@operator-portal.example')!;
      const owned = new Set(yours.evses.slice(0, 3).map(({ detail }) => detail.evse.site!.subscription));
      yours.accountOwners = Object.fromEntries([...owned].map((subscription) => [subscription, caller.id]));
      const mine = yours.evses.filter(({ detail }) => owned.has(detail.evse.site!.subscription));
      const other = yours.evses.find(({ detail }) => !owned.has(detail.evse.site!.subscription))!.detail.evse;
      const { calls } = renderApp('/sales/your-evses', evseApi(yours));
      const table = await screen.findByRole('table', { name: 'EV chargers' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1));
      expect(within(table).getByRole('link', { name: EVSE.uniqueIdentifier })).toHaveAttribute(
        'href',
        `/sales/your-evses/${EVSE.evseUuid}/evse-overview`,
      );
      expect(within(table).queryByRole('link', { name: other.uniqueIdentifier })).toBeNull();
      expect(screen.getByText(`Chargers 1–${mine.length} of ${mine.length}`)).toBeInTheDocument();
      const paths = calls.map((call) => call.path);
      expect(paths).toContain('/ui/v1/sales/evses');
      expect(paths).not.toContain('/ui/v1/evses');
    },
    SLOW,
  );

  it(
    '/sales/your-evses for someone without customers: an empty state that says why',
    async () => {
      renderApp('/sales/your-evses', evseApi(data));
      expect(await screen.findByRole('heading', { name: 'No chargers' })).toBeInTheDocument();
      expect(screen.getByText(/None of your customers has a charger yet/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a load error with its error id',
    async () => {
      renderApp(
        '/sales/your-evses',
        evseApi(data, (path) =>
          path === '/ui/v1/sales/evses'
            ? json({ message: 'boom', status: 500, errorId: 'E-42' }, 500)
            : undefined,
        ),
      );
      expect(await screen.findByText('Could not load the chargers')).toBeInTheDocument();
      expect(screen.getByText(/E-42/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "the fleet's counts link to its list filtered accordingly",
    async () => {
      renderApp(`/fleet/${FLEET}/evses-overview`, evseApi(data));
      const counts = await screen.findByRole('region', { name: 'Charger counts' });
      const online = await within(counts).findByRole('link', { name: /Online/ });
      expect(online).toHaveAttribute(
        'href',
        `/fleet/${FLEET}/evses-overview/all-evses?connectivity=EVSE_ONLINE`,
      );
    },
    SLOW,
  );
});

describe('one charger', () => {
  it(
    'the overview: status, firmware support against the models list, connectors and its site',
    async () => {
      const { calls } = renderApp(`/sales/your-evses/${EVSE.evseUuid}/evse-overview`, evseApi(data));
      expect(await screen.findByRole('heading', { name: 'Firmware and protocol' })).toBeInTheDocument();
      // The overview shows firmware support: it reads the models list.
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining([`/ui/v1/evses/${EVSE.evseUuid}`, '/ui/v1/chargepoint-models']),
      );
      expect(screen.getByRole('navigation', { name: 'Charger sections' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: EVSE.site!.userReference })).toHaveAttribute(
        'href',
        `/site/${EVSE.site!.subscription}`,
      );
      await waitFor(() => expect(screen.queryByText(/Unknown: the charge-point models list/)).toBeNull());
    },
    SLOW,
  );

  it(
    'the overview links to its gateway and to its site’s fleets (proposed site.fleets), with breadcrumbs up',
    async () => {
      const withFleet = data.evses.find((r) => (r.detail.evse.site?.fleets ?? []).length > 0)!.detail.evse;
      renderApp(`/assets/evses/${withFleet.evseUuid}/status`, evseApi(data));
      const card = await screen.findByRole('region', { name: 'Charger' });
      expect(within(card).getByRole('link', { name: withFleet.gateway.hemGatewayId })).toHaveAttribute(
        'href',
        `/assets/gateways/${withFleet.gateway.hemsLogicalId}/${withFleet.gateway.hemGatewayId}`,
      );
      for (const fleet of withFleet.site!.fleets!) {
        expect(within(card).getByRole('link', { name: fleet.name })).toHaveAttribute(
          'href',
          `/fleet/${fleet.uuid}`,
        );
      }
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/assets');
      expect(within(crumbs).getByRole('link', { name: 'EVSEs' })).toHaveAttribute('href', '/assets/evses');
    },
    SLOW,
  );

  it(
    'an answer without site.fleets: no fleets field outside a fleet; in a fleet’s mount, that fleet',
    async () => {
      const world = freshDataset();
      const evse = world.evses.find((r) => r.detail.evse.site !== null)!.detail.evse;
      delete evse.site!.fleets;
      const first = renderApp(`/assets/evses/${evse.evseUuid}/status`, evseApi(world));
      const card = await screen.findByRole('region', { name: 'Charger' });
      expect(within(card).getByRole('link', { name: evse.gateway.hemGatewayId })).toBeInTheDocument();
      expect(within(card).queryByText('Fleets', { selector: 'dt' })).toBeNull();
      first.view.unmount();
      renderApp(
        `/fleet/${FLEET}/subscription/${evse.site!.subscription}/assets/evses/${evse.evseUuid}/evse-overview`,
        evseApi(world),
      );
      const inFleet = await screen.findByRole('region', { name: 'Charger' });
      // Named by a short id: the answer names no fleet (never a whole UUID as a link's words).
      expect(within(inFleet).getByRole('link', { name: `Fleet ${shortId(FLEET)}` })).toHaveAttribute(
        'href',
        `/fleet/${FLEET}`,
      );
    },
    SLOW,
  );

  describe('at the hour staff work (the clock and the mock pinned to the staff hour)', () => {
    // Tuesday 3 Nov 2026, 10:40 in Europe/Berlin (scripts/mock/instants.ts). Unpinned, the page read the machine's
    // date against the mock's 1 November: a charger seen minutes before read "25 days ago".
    const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];
    beforeEach(() => {
      vi.setSystemTime(STAFF_HOUR);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(
      'a charger seen minutes ago says so and is not offline; an offline one says since when',
      async () => {
        const world = freshDataset(STAFF_HOUR);
        const online = world.evses.find(
          (r) =>
            r.detail.evse.connectivity === 'EVSE_ONLINE' &&
            STAFF_HOUR - Date.parse(r.detail.evse.lastConnection) >= 60_000 &&
            STAFF_HOUR - Date.parse(r.detail.evse.lastConnection) < 10 * 60_000,
        )!.detail.evse;
        const offline = world.evses.find((r) => r.detail.evse.connectivity === 'EVSE_OFFLINE')!.detail.evse;
        const first = renderApp(`/assets/evses/${online.evseUuid}/status`, evseApi(world));
        // As Testing Library reads text: the locale's no-break space between number and unit is a space.
        const spaced = (text: string) => text.replace(/\s+/g, ' ');
        const seen = spaced(timeAgo(Date.parse(online.lastConnection), STAFF_HOUR));
        expect(seen).toMatch(/^\d+ min ago$/);
        expect(await screen.findByText(seen, { selector: 'time' })).toBeVisible();
        expect(within(screen.getByLabelText('Summary')).queryByText(/^Offline/)).toBeNull();
        first.view.unmount();
        renderApp(`/assets/evses/${offline.evseUuid}/status`, evseApi(world));
        // The portal's one wording of an offline spell: for how long, the exact instant it began as the chip's title.
        const words = offlineText(offline.lastConnection, STAFF_HOUR);
        const since = spaced(words.text);
        expect(since).toMatch(/^Offline for \d+ (min|h|d)/);
        const chip = await screen.findByText(since);
        expect(chip).toBeVisible();
        expect(chip.closest('[title]')).toHaveAttribute('title', words.since);
        expect(words.since).toMatch(/^Offline since /);
      },
      SLOW,
    );
  });

  it(
    'an unknown charger names the id',
    async () => {
      renderApp('/assets/evses/00000000-0000-4000-8000-000000000000/status', evseApi(data));
      expect(
        await screen.findByText('No charger with EVSE id 00000000-0000-4000-8000-000000000000'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the history log: newest first, filtered by type in the URL',
    async () => {
      const user = userEvent.setup();
      const { router } = renderApp(
        `/sales/your-evses/${EVSE.evseUuid}/evse-overview/history-log`,
        evseApi(data),
      );
      const log = await screen.findByRole('table', { name: 'History log' });
      await waitFor(() => expect(within(log).getAllByRole('row').length).toBeGreaterThan(2));
      // Newest first (the window of ≤ 100 rows across "Load older" is walked in Chromium: tests/e2e/evses.spec.ts).
      const times = within(log)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('time')?.getAttribute('datetime') ?? '');
      expect(times).toEqual([...times].sort().reverse());
      await user.click(screen.getByRole('checkbox', { name: 'Error' }));
      await waitFor(() => expect(router.state.location.search).toBe('?type=error'));
      await waitFor(() => {
        const types = within(log)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
        expect(new Set(types)).toEqual(new Set(['Error']));
      });
      // A row's message opens as a full-width line under it, named by the button that controls it.
      const rowsBefore = within(log).getAllByRole('row').length;
      const show = within(log).getAllByRole('button', { name: 'Show message' })[0];
      if (show === undefined) throw new Error('no Show message button');
      await user.click(show);
      const detail = document.getElementById(show.getAttribute('aria-controls') ?? '');
      expect(detail?.querySelector('pre')).not.toBeNull();
      expect(within(log).getAllByRole('row')).toHaveLength(rowsBefore + 1);
      await user.click(within(log).getByRole('button', { name: 'Hide message' }));
      expect(within(log).getAllByRole('row')).toHaveLength(rowsBefore);
    },
    SLOW,
  );

  it(
    'the history log asks for the charger and its log together, and for nothing it does not show',
    async () => {
      const detailPath = `/ui/v1/evses/${EVSE.evseUuid}`;
      const logPath = `${detailPath}/history`;
      const answer = evseApi(data);
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = new Set<string>();
      // The charger's and the log's answers wait at the gate: the log must be asked for before the charger answers.
      const api: typeof answer = (method, path, body, pathWithQuery) => {
        if (path !== detailPath && path !== logPath) return answer(method, path, body, pathWithQuery);
        held.add(path);
        return gate.then(() => answer(method, path, body, pathWithQuery));
      };
      const { calls } = renderApp(`/sales/your-evses/${EVSE.evseUuid}/evse-overview/history-log`, api);
      await waitFor(() => expect([...held].sort()).toEqual([detailPath, logPath]));
      release();
      const log = await screen.findByRole('table', { name: 'History log' });
      await waitFor(() => expect(within(log).getAllByRole('row').length).toBeGreaterThan(2));
      expect(await screen.findByRole('heading', { name: EVSE.displayName })).toBeInTheDocument();
      const evseCalls = calls.map((call) => call.path).filter((path) => path.startsWith('/ui/v1/'));
      expect(evseCalls.filter((path) => path === detailPath)).toHaveLength(1);
      expect(evseCalls.filter((path) => path === logPath)).toHaveLength(1);
      expect(evseCalls).not.toContain('/ui/v1/chargepoint-models');
    },
    SLOW,
  );

  it(
    'charging schedules: the profiles and the effective periods of the next 24 hours',
    async () => {
      renderApp(`/sales/your-evses/${EVSE.evseUuid}/evse-overview/charging-schedules`, evseApi(data));
      const periods = await screen.findByRole('table', { name: 'Effective schedule periods' });
      await waitFor(() => expect(within(periods).getAllByRole('row').length).toBeGreaterThan(1));
      const profiles = screen.getByRole('table', { name: 'Charging profiles' });
      expect(within(profiles).getAllByRole('row')).toHaveLength(first!.profiles.length + 1);
    },
    SLOW,
  );
});
