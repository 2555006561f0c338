// @vitest-environment jsdom
// The trends screen against the mock's own handler (scripts/mock/areas/insights/trends.handlers.ts) at the staff hour: loading,
// the range and day in the URL, today's figures leading to the lists, a past day's breakdown, the change against the
// previous period, and its error, empty and permission states.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];
const base = createDataset({ now: STAFF_HOUR });
/** A fresh copy whose clock starts at the pinned instant (the browser's, faked below). */
function world() {
  const data = datasetInState(base);
  data.clockStartedAt = Date.now();
  return data;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: STAFF_HOUR });
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});
afterEach(() => vi.useRealTimers());

describe('trends screen', () => {
  it(
    'shows the last 30 days, today’s figures linked to the lists behind them, and the change against 30 days ago',
    async () => {
      const { router } = renderApp(paths.operationsTrends(), insightApi(world()));
      expect(await screen.findByRole('heading', { level: 1, name: 'Trends' })).toBeInTheDocument();
      expect(
        await screen.findByRole('img', { name: /Site Health Status: sites per level/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { name: 'Today, 2026-11-03' })).toBeInTheDocument();
      const changes = screen.getByRole('table', { name: 'Change against the previous period' });
      expect(within(changes).getByRole('columnheader', { name: 'Today (2026-11-03)' })).toBeInTheDocument();
      expect(within(changes).getByRole('columnheader', { name: '2026-10-04' })).toBeInTheDocument();
      // Today's critical sites lead to each provider's filtered sites list.
      const link = screen.getAllByRole('link', { name: /^Site Health Status: Critical: the sites of / })[0]!;
      expect(link.getAttribute('href')).toMatch(/^\/hems\/active\/[^?]+\?health=criticalOverall$/);
      // A past day is its breakdown, with no links into today's lists.
      const day = screen.getByLabelText('Day');
      fireEvent.change(day, { target: { value: '2026-10-20' } });
      await waitFor(() => expect(router.state.location.search).toContain('day=2026-10-20'));
      expect(await screen.findByRole('heading', { name: 'The day 2026-10-20' })).toBeInTheDocument();
      expect(screen.getByText(/A kept snapshot: the lists show only the present/)).toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: /: the sites of / })).toEqual([]);
    },
    SLOW,
  );

  it(
    'reads its range from the URL: a year, and a bad custom range falls back to 30 days',
    async () => {
      const asked: string[] = [];
      renderApp(
        `${paths.operationsTrends()}?range=1y&dimension=vpp`,
        insightApi(world(), (_path, pathWithQuery) => {
          asked.push(pathWithQuery);
          return undefined;
        }),
      );
      expect(
        await screen.findByRole('img', { name: /VPP Health: sites per level.*2025-11-04 to 2026-11-03/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');
      expect(asked).toContain('/ui/v1/trends/daily?from=2025-11-04&to=2026-11-03');
    },
    SLOW,
  );

  it(
    'survives a hostile URL',
    async () => {
      renderApp(
        `${paths.operationsTrends()}?range=custom&from=<script>&to=2099-01-01&dimension=%3Cb%3E&day=nope`,
        insightApi(world()),
      );
      expect(
        await screen.findByRole('img', {
          name: /Site Health Status: sites per level.*2026-10-05 to 2026-11-03/,
        }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so when no snapshot was kept, and offers Try again when the call fails',
    async () => {
      renderApp(
        paths.operationsTrends(),
        insightApi(world(), (path) =>
          path === '/ui/v1/trends/daily'
            ? json({
                timeZone: 'Europe/Berlin',
                from: '2026-10-05',
                to: '2026-11-03',
                days: [],
                previous: null,
              })
            : undefined,
        ),
      );
      expect(await screen.findByText('No snapshots were kept for these days.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the error with Try again',
    async () => {
      renderApp(
        paths.operationsTrends(),
        insightApi(world(), (path) =>
          path === '/ui/v1/trends/daily'
            ? json({ message: 'boom', status: 500, errorId: 'INTERNAL' }, 500)
            : undefined,
        ),
      );
      expect(await screen.findByText('Could not load the trends')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a loading state first',
    async () => {
      renderApp(
        paths.operationsTrends(),
        insightApi(world(), (path) =>
          path === '/ui/v1/trends/daily' ? new Promise<Response>(() => {}) : undefined,
        ),
      );
      expect(await screen.findByRole('progressbar', { name: 'Loading the trends' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'without trends:read: no access, and the trends are never asked for',
    async () => {
      const { calls } = renderApp(
        paths.operationsTrends(),
        withPermissions(['health:read'], (method, _path, _body, pathWithQuery) =>
          exampleAnswer(method, pathWithQuery),
        ),
      );
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/ui/v1/trends/daily')).toBe(false);
    },
    SLOW,
  );
});
