// @vitest-environment jsdom
// The job runs screens (/operations/thread-logs) against the mock's own data layer: the list with
// its filters in the URL, empty, error and permission states, a run with its paged log naming the failed site, and the
// link from a site's SITE_NOT_OPTIMIZABLE problem to its failed runs.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { problemExplanation } from '../../../src/components/problem-explanation.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const base = createDataset();
const problem = base.siteProblems.find((row) => row.problemName === 'SITE_NOT_OPTIMIZABLE')!;

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('/operations/thread-logs: job runs', () => {
  it(
    "a site's SITE_NOT_OPTIMIZABLE problem leads to its failed optimisation runs, whose log names it and says why",
    async () => {
      const explained = problemExplanation('SITE_NOT_OPTIMIZABLE', problem);
      expect(explained?.text).toBe('See the failed optimisation runs');
      const { router } = renderApp(explained!.href, dataLayerApi().api);
      expect(await screen.findByRole('heading', { name: 'Job runs', level: 1 })).toBeVisible();
      const table = await screen.findByRole('table', { name: 'Job runs' });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      const [first, ...rest] = within(table).getAllByRole('row').slice(1);
      for (const row of [first!, ...rest]) {
        expect(row).toHaveTextContent('Optimisation');
        expect(row).toHaveTextContent(/Partly failed|Failed/);
      }
      expect(await screen.findByRole('checkbox', { name: 'Optimisation' })).toBeChecked();
      await userEvent.click(within(first!).getByRole('link', { name: 'Optimisation' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/operations\/thread-logs\/run-/));
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Error' }));
      const log = await screen.findByRole('table', { name: 'Log lines' });
      const line = await within(log).findByRole('link', { name: problem.userReference });
      expect(line.closest('tr')).toHaveTextContent('not optimizable');
    },
    SLOW,
  );

  it(
    'says when no run matches; a failed load says so and can be retried',
    async () => {
      let fail = false;
      const mock = dataLayerApi();
      renderApp('/operations/thread-logs?site=no-such-site&job=bogus', (method, path, body, full) =>
        fail && path === '/ui/v1/job-runs'
          ? json({ message: 'boom', status: 500, errorId: 'X' }, 500)
          : mock.api(method, path, body, full),
      );
      await screen.findByRole('heading', { name: 'No runs match' });
      fail = true;
      await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
      await screen.findByText('Could not load the job runs');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
      await screen.findByRole('table', { name: 'Job runs' });
      expect(screen.getByText(/running now$/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'is not open to whoever lacks thread-logs:read',
    async () => {
      renderApp('/operations/thread-logs', withPermissions(ROLES.Sales.permissions, dataLayerApi().api));
      await screen.findByText(/thread-logs:read/);
      expect(screen.queryByRole('table', { name: 'Job runs' })).toBeNull();
    },
    SLOW,
  );
});
