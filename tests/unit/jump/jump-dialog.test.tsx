// @vitest-environment jsdom
// Jump to, keyboard only, in the whole app against the mock's own search handler: Ctrl+K and `/`
// open it, an id typed with spaces and in any case finds its thing, arrows and Enter open it, recent items come
// first next time (per person, gone after sign-out), hostile names stay text, a failure keeps what was typed, no
// result says what was searched, and a stale recent item opens the screen's not-found state.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allSites } from '../../../scripts/mock/data/dataset.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { testJwt } from '../../helpers/jwt.ts';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const signIn = (sub: string) => {
  localStorage.setItem('token', testJwt({ sub, exp: exp() }));
  localStorage.setItem('refresh-token', testJwt({ sub, exp: exp() }));
};

beforeEach(() => {
  localStorage.clear();
  signIn('ana@example.com');
});

function world() {
  const data = freshDataset();
  const { site } = allSites(data).find(({ site }) => site.fleets.length > 0)!;
  const gateway = data.gateways.find((r) => r.gateway.site?.subscription === site.subscription)!.gateway;
  return { data, site, gateway };
}

const openWith = async (keys: string) => {
  await screen.findByRole('button', { name: 'Jump to…' });
  await userEvent.keyboard(keys);
  return screen.findByRole('dialog', { name: 'Jump to' });
};
const field = () => screen.getByRole('combobox', { name: /Search sites, gateways/ });
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

describe('jump to (keyboard only)', () => {
  it(
    'Ctrl+K, a gateway id read out with spaces in lower case, arrows and Enter: the site live view',
    async () => {
      const { data, site, gateway } = world();
      const { router } = renderApp('/hems', evseApi(data));
      const dialog = await openWith('{Control>}k{/Control}');
      expect(field()).toHaveFocus();
      await userEvent.keyboard(` ${gateway.hemGatewayId.toLowerCase().replace(/-/g, ' ')} `);
      const results = await within(dialog).findByRole('listbox', { name: 'Results' });
      await within(results).findByRole('group', { name: 'Sites' });
      expect(within(results).getByRole('group', { name: 'Gateways' })).toBeInTheDocument();
      expect(activeOption()).toHaveTextContent(site.userReference);
      await userEvent.keyboard('{ArrowDown}');
      expect(activeOption()).toHaveTextContent(`Live stream · ${site.userReference}`);
      expect(activeOption()).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/fleet/${site.fleets[0]!.uuid}/subscription/${site.subscription}/live-stream`,
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jump to' })).toBeNull());
    },
    SLOW,
  );

  it(
    'Enter pressed right after typing opens the first result for the whole text, not an earlier one',
    async () => {
      const { data, site, gateway } = world();
      const { router } = renderApp('/hems', evseApi(data));
      await openWith('{Control>}k{/Control}');
      await userEvent.keyboard(`${gateway.hemGatewayId.slice(0, 3)}`);
      await within(await screen.findByRole('listbox')).findAllByRole('option');
      await userEvent.keyboard(`${gateway.hemGatewayId.slice(3)}{Enter}`);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/site/${site.subscription}`));
    },
    SLOW,
  );

  it(
    '`/` outside a field opens it with the recent items first; ArrowUp wraps; Escape closes',
    async () => {
      const { data, gateway } = world();
      const { router } = renderApp('/hems', evseApi(data));
      await openWith('{Control>}k{/Control}');
      await userEvent.keyboard(gateway.hemGatewayId);
      await within(await screen.findByRole('listbox')).findByRole('group', { name: 'Gateways' });
      // To the gateway: the last option, one step up from the first.
      await userEvent.keyboard('{ArrowUp}');
      expect(activeOption()).toHaveTextContent(gateway.hemGatewayId);
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/assets/gateways/${gateway.hemsLogicalId}/${gateway.hemGatewayId}`,
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      (document.activeElement as HTMLElement | null)?.blur();
      const dialog = await openWith('/');
      expect(field()).toHaveValue('');
      const recent = within(dialog).getByRole('listbox', { name: 'Recent items' });
      expect(within(recent).getAllByRole('option')[0]).toHaveTextContent(`Gateway: ${gateway.hemGatewayId}`);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Another person on this browser sees none of them.
      signIn('ben@example.com');
      window.dispatchEvent(new StorageEvent('storage'));
      const again = await openWith('{Control>}k{/Control}');
      expect(within(again).queryByRole('listbox', { name: 'Recent items' })).toBeNull();
      expect(within(again).getByText(/Type an id, a name or a user reference/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a hostile name is shown as text; no result says what was searched',
    async () => {
      const { data, site } = world();
      site.userReference = '<img src=x onerror=alert(1)>';
      renderApp('/hems', evseApi(data));
      const dialog = await openWith('{Control>}k{/Control}');
      await userEvent.keyboard('<img src');
      const [option] = await within(dialog).findAllByRole('option', {
        name: /<img src=x onerror=alert\(1\)>/,
      });
      expect(option).toHaveTextContent('<img src=x onerror=alert(1)>');
      expect(dialog.querySelector('img')).toBeNull();
      await userEvent.clear(field());
      await userEvent.keyboard('zz-nothing-42');
      expect(
        await within(dialog).findByText(
          'No site, gateway, charger, fleet or prepared installation matches “zz-nothing-42”.',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a failed search says so and keeps what was typed; Try again asks again',
    async () => {
      const { data, gateway } = world();
      let fail = true;
      renderApp(
        '/hems',
        evseApi(data, (path) =>
          path === '/ui/v1/search' && fail
            ? json({ message: 'Internal Server Error', status: 500 }, 500)
            : undefined,
        ),
      );
      const dialog = await openWith('{Control>}k{/Control}');
      await userEvent.keyboard(gateway.hemGatewayId);
      const alert = await within(dialog).findByRole('alert', undefined, { timeout: timeLimit(20_000) });
      expect(alert).toHaveTextContent(`The search for “${gateway.hemGatewayId}” failed`);
      expect(field()).toHaveValue(gateway.hemGatewayId);
      fail = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await within(dialog).findByRole('group', { name: 'Gateways' });
    },
    SLOW,
  );

  it(
    'corrupt recent items in storage show none, and the next item opened replaces them',
    async () => {
      localStorage.setItem(
        'recent-items',
        '{"__proto__": {"ana@example.com": [1]}, "ana@example.com": "<b>x</b>"',
      );
      const { data, gateway } = world();
      const { router } = renderApp('/hems', evseApi(data));
      const dialog = await openWith('{Control>}k{/Control}');
      expect(within(dialog).queryByRole('listbox')).toBeNull();
      expect(within(dialog).getByText(/Type an id, a name or a user reference/)).toBeInTheDocument();
      await userEvent.keyboard(gateway.hemGatewayId);
      await within(dialog).findByRole('group', { name: 'Gateways' });
      await userEvent.keyboard('{ArrowUp}{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/assets\/gateways\//));
      expect(JSON.parse(localStorage.getItem('recent-items') ?? '{}')).toEqual({
        'ana@example.com': [expect.objectContaining({ kind: 'gateway' })],
      });
    },
    SLOW,
  );

  it(
    'a stale recent item opens the screen, which says the thing is not found; sign-out clears the recent items',
    async () => {
      const gone = '00000000-0000-4000-8000-0000000000ff';
      localStorage.setItem(
        'recent-items',
        JSON.stringify({
          'ana@example.com': [
            {
              kind: 'site',
              view: 'page',
              hit: { subscription: gone, siteUuid: gone, fleetUuid: null, label: 'CUST-GONE', detail: 'old' },
            },
          ],
        }),
      );
      const { data } = world();
      const { router } = renderApp('/hems', evseApi(data));
      await openWith('{Control>}k{/Control}');
      expect(activeOption()).toHaveTextContent('Site: CUST-GONE');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(`/site/${gone}`));
      expect(await screen.findByText(new RegExp(`No site.*${gone}`))).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('recent-items')).toBeNull();
    },
    SLOW,
  );
});
