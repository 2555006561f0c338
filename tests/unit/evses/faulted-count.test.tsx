// The faulted count: "N faulted" above a charger list (the list's own call with the Faulted filter alone, linking to the
// list filtered by Faulted) and the fleet summary's Faulted card, against the mock's own handlers over the dataset.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { allSites } from '../../../scripts/mock/data/dataset.ts';
import { isEvseFaulted } from '../../../src/domain/evse/evse-status.ts';
import type { EvseRow } from '../../../src/domain/evse/evse-types.ts';
import { FaultedChargersLink } from '../../../src/features/evses/components/faulted-chargers-link.tsx';
import { json, renderApp, renderWithApi } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { evseApi, freshDataset } from './evse-harness.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

const data = freshDataset();
const rows = (): EvseRow[] => data.evses.map((record) => record.detail.evse);

/** The fleet with the most faulted chargers, and its chargers. */
function busiestFleet(): { uuid: string; chargers: EvseRow[] } {
  const subscriptionsOf = (uuid: string) =>
    new Set(
      allSites(data)
        .filter(({ site }) => site.fleets.some((fleet) => fleet.uuid === uuid))
        .map(({ site }) => site.subscription),
    );
  const fleets = data.fleets.map((fleet) => {
    const subscriptions = subscriptionsOf(fleet.uuid);
    return {
      uuid: fleet.uuid,
      chargers: rows().filter((row) => row.site !== null && subscriptions.has(row.site.subscription)),
    };
  });
  const faultedIn = (fleet: { chargers: EvseRow[] }) => fleet.chargers.filter(isEvseFaulted).length;
  const best = [...fleets].sort((a, b) => faultedIn(b) - faultedIn(a))[0];
  if (best === undefined || faultedIn(best) === 0)
    throw new Error('the dataset has a fleet with a faulted charger');
  return best;
}

/** The queries of the chargers calls the screen sent. */
function recordingApi(queries: URLSearchParams[], world = data) {
  return evseApi(world, (path, query) => {
    if (path === '/ui/v1/evses' || path === '/ui/v1/sales/evses') queries.push(query);
    return undefined;
  });
}

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('the faulted link', () => {
  it('counts with the query it is given (its countTotal) and links to the search it is given', async () => {
    const queries: URLSearchParams[] = [];
    renderWithApi(
      <MemoryRouter initialEntries={['/assets/evses?q=x']}>
        <FaultedChargersLink query={{ status: ['faulted'] }} search="?evse_status=faulted" />
      </MemoryRouter>,
      recordingApi(queries),
    );
    const faulted = rows().filter(isEvseFaulted).length;
    const link = await screen.findByRole('link', { name: `${faulted} faulted` });
    expect(link).toHaveAttribute('href', '/assets/evses?evse_status=faulted');
    expect(queries.map((query) => query.toString())).toEqual(['status=faulted']);
  });

  it('not asked while the list’s own request cannot be said', async () => {
    const queries: URLSearchParams[] = [];
    renderWithApi(
      <MemoryRouter>
        <FaultedChargersLink query={{ status: ['faulted'] }} search="?evse_status=faulted" enabled={false} />
      </MemoryRouter>,
      recordingApi(queries),
    );
    expect(await screen.findByText('Counting faulted chargers…')).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('no faulted charger: says so, without a link', async () => {
    const world = freshDataset();
    world.evses = world.evses.filter((record) => !isEvseFaulted(record.detail.evse));
    renderWithApi(
      <MemoryRouter>
        <FaultedChargersLink query={{ status: ['faulted'] }} search="?evse_status=faulted" />
      </MemoryRouter>,
      recordingApi([], world),
    );
    expect(await screen.findByText('No faulted charger')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a failed count is never shown as a number: it says the count is not available', async () => {
    renderWithApi(
      <MemoryRouter>
        <FaultedChargersLink query={{ status: ['faulted'] }} search="?evse_status=faulted" />
      </MemoryRouter>,
      evseApi(data, (path) =>
        path === '/ui/v1/evses'
          ? json({ message: 'Forbidden', status: 403, errorId: 'PERMISSION_DENIED' }, 403)
          : undefined,
      ),
    );
    expect(await screen.findByText('Faulted chargers: count not available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the whole app', () => {
  it(
    '/assets/evses: "N faulted" above the list counts the faulted chargers; following it shows exactly them',
    async () => {
      // A small world (whole-app renders of MUI tables are slow in jsdom): some faulted chargers, some not.
      const world = freshDataset();
      const faultedRecords = world.evses.filter((record) => isEvseFaulted(record.detail.evse)).slice(0, 4);
      const others = world.evses.filter((record) => !isEvseFaulted(record.detail.evse)).slice(0, 6);
      world.evses = [...others.slice(0, 3), ...faultedRecords, ...others.slice(3)];
      const faulted = faultedRecords.map((record) => record.detail.evse);
      expect(faulted.length).toBeGreaterThan(0);
      const user = userEvent.setup();
      renderApp('/assets/evses', evseApi(world));
      await screen.findByText(`Chargers 1–${world.evses.length} of ${world.evses.length}`);
      const link = await screen.findByRole('link', { name: `${faulted.length} faulted` });
      expect(link).toHaveAttribute('href', '/assets/evses?evse_status=faulted');
      await user.click(link);
      await screen.findByText(`Chargers 1–${faulted.length} of ${faulted.length} found`);
      // The table is asked afresh on each try: it may be drawn again while the filtered answer lands.
      const table = () => screen.getByRole('table', { name: 'EV chargers' });
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(faulted.length + 1));
      for (const charger of faulted) {
        expect(within(table()).getByRole('link', { name: charger.uniqueIdentifier })).toBeInTheDocument();
      }
      expect(
        await screen.findByRole('button', { name: 'Remove filter Status: Faulted' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "the fleet summary's Faulted card counts the fleet's faulted chargers; the list's link opens exactly them",
    async () => {
      const fleet = busiestFleet();
      const faulted = fleet.chargers.filter(isEvseFaulted);
      const user = userEvent.setup();
      renderApp(`/fleet/${fleet.uuid}/evses-overview`, evseApi(data));
      const counts = await screen.findByRole('region', { name: 'Charger counts' });
      const card = await within(counts).findByRole('link', { name: `${faulted.length} Faulted` });
      expect(card).toHaveAttribute(
        'href',
        `/fleet/${fleet.uuid}/evses-overview/all-evses?evse_status=faulted`,
      );
      await user.click(card);
      await screen.findByText(`Chargers 1–${faulted.length} of ${faulted.length} found`);
      // The table is asked afresh on each try: it may be drawn again while the filtered answer lands.
      const table = () => screen.getByRole('table', { name: 'EV chargers' });
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(faulted.length + 1));
      for (const charger of faulted) {
        expect(within(table()).getByRole('link', { name: charger.uniqueIdentifier })).toBeInTheDocument();
      }
      expect(
        await screen.findByRole('button', { name: 'Remove filter Status: Faulted' }),
      ).toBeInTheDocument();
      // The list's own link says the same count.
      expect(screen.getByRole('link', { name: `${faulted.length} faulted` })).toBeInTheDocument();
    },
    SLOW,
  );
});
