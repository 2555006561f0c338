// @vitest-environment jsdom
// The data exchange screens against the mock's own data layer: the list with its filters in the URL,
// the empty, error and loading states, a message's payload shown as text, and the confirmed resend (gated by
// data-exchange:retry) that the activity log records.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const base = createDataset();
const rejected = base.messages.find((message) => message.state === 'rejected')!;
const hostile = base.messages.find((message) => message.payload.includes('<script>'))!;

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('/operations/data-exchange', () => {
  it(
    'lists the newest messages, sends the URL filters to the server and drops bad ones',
    async () => {
      const mock = dataLayerApi();
      const queries: string[] = [];
      renderApp(
        '/operations/data-exchange?state=rejected&partner=DSO&partner=%3Cb%3E&type=nope&from=2026-13-45',
        (method, path, body, full) => {
          if (path === '/ui/v1/data-exchange/messages') queries.push(full);
          return mock.api(method, path, body, full);
        },
      );
      const table = await screen.findByRole('table', { name: 'Data exchange messages' });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      for (const row of within(table).getAllByRole('row').slice(1)) {
        expect(row).toHaveTextContent('Rejected');
        expect(row).toHaveTextContent('DSO');
      }
      const asked = queries.at(-1) ?? '';
      expect(asked).toContain('state=rejected');
      expect(asked).toContain('partner=DSO');
      expect(asked).not.toMatch(/type=|since=|%3Cb%3E/);
      // The filter panel loads on its own, beside the rows.
      expect(await screen.findByRole('checkbox', { name: 'Rejected' })).toBeChecked();
      expect(screen.getByText(/acknowledgements overdue$/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'says when nothing matches and clears the filters; a failed load says so and can be retried',
    async () => {
      let fail = false;
      const mock = dataLayerApi();
      const { router } = renderApp(
        '/operations/data-exchange?site=no-such-site',
        (method, path, body, full) =>
          fail && path === '/ui/v1/data-exchange/messages'
            ? json({ message: 'boom', status: 500, errorId: 'X' }, 500)
            : mock.api(method, path, body, full),
      );
      await screen.findByRole('heading', { name: 'No messages match' });
      fail = true;
      await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
      expect(router.state.location.search).toBe('');
      await screen.findByText('Could not load the data exchange');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
      await screen.findByRole('table', { name: 'Data exchange messages' });
    },
    SLOW,
  );

  it(
    'shows the loading table while the first page is on its way',
    async () => {
      const mock = dataLayerApi();
      renderApp('/operations/data-exchange', (method, path, body, full) =>
        path === '/ui/v1/data-exchange/messages'
          ? new Promise<Response>(() => {})
          : mock.api(method, path, body, full),
      );
      expect(await screen.findByRole('progressbar', { name: 'Loading the data exchange' })).toBeVisible();
    },
    SLOW,
  );

  it(
    "shows a message's payload as text, never as markup",
    async () => {
      renderApp(`/operations/data-exchange/${hostile.id}`, dataLayerApi().api);
      const payload = await screen.findByLabelText('The payload as exchanged');
      expect(payload.textContent).toBe(hostile.payload);
      expect(document.querySelector('main script, main img, main svg[onload]')).toBeNull();
    },
    SLOW,
  );

  it(
    'resends a rejected message once confirmed; the activity log records it',
    async () => {
      const mock = dataLayerApi({ actor: 'opslead@operator-portal.example' });
      renderApp(`/operations/data-exchange/${rejected.id}`, mock.api);
      await screen.findByText(`${rejected.error!.code}: ${rejected.error!.text}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
      const dialog = await screen.findByRole('dialog', { name: 'Resend this message?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
      await screen.findByText('The message was sent again; its acknowledgement is awaited.');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull());
      const log = (await (await mock.call('GET', '/ui/v1/activity')).json()) as {
        entries: { operationId: string; target: { key: string } }[];
      };
      expect(log.entries[0]).toMatchObject({
        operationId: 'resendExchangeMessage',
        target: { key: rejected.id },
      });
    },
    SLOW,
  );

  it(
    'offers no resend to whoever lacks data-exchange:retry; an unknown message says it was not found',
    async () => {
      const mock = dataLayerApi({ actor: 'ops@operator-portal.example' });
      const { router } = renderApp(
        `/operations/data-exchange/${rejected.id}`,
        withPermissions(ROLES.Operations.permissions, mock.api),
      );
      await screen.findByText(`${rejected.error!.code}: ${rejected.error!.text}`);
      expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
      await router.navigate('/operations/data-exchange/msg-none');
      await screen.findByText('Could not load the message');
    },
    SLOW,
  );
});
