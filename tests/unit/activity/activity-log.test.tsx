// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const [first, second] = createDataset().evses.map((record) => record.detail.evse);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('/operations/activity', () => {
  it(
    'lists the recorded changes newest first with who did them, and opens a change before and after',
    async () => {
      const mock = dataLayerApi();
      await mock.call(
        'PATCH',
        `/ui/v1/evses/${first!.evseUuid}`,
        { displayName: 'Garage <img src=x>' },
        'ops@x.example',
      );
      await mock.call(
        'PATCH',
        `/ui/v1/evses/${second!.evseUuid}`,
        { displayName: 'Carport' },
        'opslead@x.example',
      );
      renderApp('/operations/activity', mock.api);
      const table = await screen.findByRole('table', { name: 'Activity log' });
      // Header + two entries, the newest first; a display name is free text, so the label is the charger's identifier.
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      await within(table).findByText(second!.uniqueIdentifier);
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('opslead@x.example');
      expect(rows[2]).toHaveTextContent(first!.uniqueIdentifier);
      await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Show 1 change' }));
      // The text itself was never stored: the change says that it changed and how long it is.
      const length = [...first!.displayName].length;
      expect(
        screen.getByText(
          length === 18
            ? 'changed (18 characters, not recorded)'
            : length === 0
              ? 'set (18 characters, not recorded)'
              : `changed (${length} → 18 characters, not recorded)`,
        ),
      ).toBeVisible();
      expect(document.body).not.toHaveTextContent('Garage <img src=x>');
      expect(document.body).not.toHaveTextContent('Carport');
      expect(document.querySelector('img')).toBeNull();
    },
    SLOW,
  );

  it(
    'filters by person from the URL and sends it to the server; a bad operation param is dropped',
    async () => {
      const mock = dataLayerApi();
      await mock.call('PATCH', `/ui/v1/evses/${first!.evseUuid}`, { displayName: 'One' }, 'ops@x.example');
      await mock.call(
        'PATCH',
        `/ui/v1/evses/${second!.evseUuid}`,
        { displayName: 'Two' },
        'opslead@x.example',
      );
      const { calls } = renderApp(
        '/operations/activity?person=ops%40x.example&operation=%3Cscript%3E',
        mock.api,
      );
      const table = await screen.findByRole('table', { name: 'Activity log' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(within(table).getByText(first!.uniqueIdentifier)).toBeVisible();
      const asked = calls.filter((call) => call.path === '/ui/v1/activity');
      expect(asked.length).toBeGreaterThan(0);
      expect(screen.getByText('Entries 1–1 of 1 found')).toBeVisible();
    },
    SLOW,
  );

  it(
    'says when nothing is recorded yet, and offers to clear filters when nothing matches',
    async () => {
      const mock = dataLayerApi();
      const { router } = renderApp('/operations/activity', mock.api);
      await screen.findByRole('heading', { name: 'No activity yet' });
      await router.navigate('/operations/activity?q=nothing-like-this');
      await screen.findByRole('heading', { name: 'No activity matches' });
      await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
      await screen.findByRole('heading', { name: 'No activity yet' });
      expect(router.state.location.search).toBe('');
    },
    SLOW,
  );

  it(
    'a failed load says so and can be retried',
    async () => {
      let fail = true;
      const mock = dataLayerApi();
      renderApp('/operations/activity', (method, path, body, pathWithQuery) =>
        path === '/ui/v1/activity' && fail
          ? json({ message: 'boom', status: 500, errorId: 'X' }, 500)
          : mock.api(method, path, body, pathWithQuery),
      );
      await screen.findByText('Could not load the activity log');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
      await screen.findByRole('heading', { name: 'No activity yet' });
    },
    SLOW,
  );
});
