// @vitest-environment jsdom
// Adding, editing and commanding a charger in the whole app, against the mock's own handlers
// over the generated world: both steps of the add flow and every failure a staff member can meet there, the edit
// form's confirmation and removal, the leave guard, and a command with its outcome.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ASSIGNED_CHARGE_POINT,
  NEVER_SEEN_CHARGE_POINT,
  OFFLINE_GATEWAY,
  OLD_FIRMWARE_CHARGE_POINT,
  OLD_FIRMWARE_GATEWAY,
  SLOW_GATEWAY,
  SLOW_GATEWAY_CHARGE_POINT,
} from '../../../contracts/support/evse-change-examples.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { evseApi, freshDataset } from './evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = 90_000;
/** A refused candidate still retrying: KEBA P30 on supported firmware 1.15.1 (6–32 A). */
const CANDIDATE = 'KEBA-17812018';
const addPath = (g: { installationUuid: string; hemGatewayId: string }) =>
  `/assets/gateways-devices/${g.installationUuid}/${g.hemGatewayId}/add-evse`;

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

async function verify(user: ReturnType<typeof userEvent.setup>, identifier: string) {
  const field = await screen.findByRole('textbox', { name: /Unique identifier/ });
  await user.clear(field);
  await user.type(field, identifier);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('adding a charger', () => {
  it(
    'step 1 says why a verification failed, with the facts the answer carried, and keeps what was typed',
    async () => {
      const user = userEvent.setup();
      renderApp(addPath(OLD_FIRMWARE_GATEWAY), evseApi(freshDataset()));
      await verify(user, NEVER_SEEN_CHARGE_POINT);
      expect(
        await screen.findByText('The gateway has never seen a charger with this identifier.'),
      ).toBeVisible();
      await verify(user, ASSIGNED_CHARGE_POINT);
      expect(await screen.findByText('This charger already belongs to an installation.')).toBeVisible();
      await verify(user, OLD_FIRMWARE_CHARGE_POINT);
      const alert = await screen.findByText(
        /Firmware 1\.11\.2 is not supported for KEBA KeContact P30 x-series/,
      );
      const box = alert.closest('[role="alert"]') as HTMLElement;
      expect(within(box).getByText('1.13.0, 1.15.1')).toBeVisible();
      expect(within(box).getByText('EVSE_FIRMWARE_NOT_SUPPORTED')).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Unique identifier/ })).toHaveValue(
        OLD_FIRMWARE_CHARGE_POINT,
      );
      // A malformed identifier is refused before any call.
      await verify(user, 'has space');
      expect(await screen.findByText(/no spaces/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'a gateway that is offline or too slow says so',
    async () => {
      const user = userEvent.setup();
      const offline = renderApp(addPath(OFFLINE_GATEWAY), evseApi(freshDataset()));
      await verify(user, 'MEN-86110912');
      expect(await screen.findByText(/The gateway is offline/)).toBeVisible();
      offline.view.unmount();
      renderApp(addPath(SLOW_GATEWAY), evseApi(freshDataset()));
      await verify(user, SLOW_GATEWAY_CHARGE_POINT);
      expect(await screen.findByText('The gateway did not answer in time.')).toBeVisible();
    },
    SLOW,
  );

  it(
    'step 2 validates as typed and on submit, shows server field errors beside their field, submits once, then lists the charger on its gateway',
    async () => {
      const user = userEvent.setup();
      const data = freshDataset();
      let refuseName = true;
      const { calls, router } = renderApp(
        `${addPath(OLD_FIRMWARE_GATEWAY)}?uniqueIdentifier=${CANDIDATE}`,
        evseApi(data, (path) => {
          if (!path.endsWith('/evses') || !refuseName) return undefined;
          refuseName = false;
          return json(
            {
              message: 'Another charger on this gateway has this name.',
              status: 422,
              errorId: 'VALIDATION_FAILED',
              fieldErrors: [
                { field: 'displayName', message: 'Another charger on this gateway has this name.' },
              ],
            },
            422,
          );
        }),
      );
      // Prefilled from the URL (an OCPP candidate being assigned).
      expect(await screen.findByRole('textbox', { name: /Unique identifier/ })).toHaveValue(CANDIDATE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('region', { name: 'What the gateway sees' })).toBeVisible();
      expect(screen.getByText('6–32 A for a KEBA KeContact P30 x-series')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Add charger' }));
      expect(await screen.findByText(/Enter a display name/)).toBeVisible();
      expect(screen.getByText('Choose 1 or 3 phases.')).toBeVisible();
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveFocus());

      await user.type(screen.getByRole('textbox', { name: /Display name/ }), 'Garage');
      await user.type(screen.getByRole('textbox', { name: /Maximum current/ }), '40');
      expect(screen.getByText('A KEBA KeContact P30 x-series takes 6–32 A.')).toBeVisible();
      await user.clear(screen.getByRole('textbox', { name: /Maximum current/ }));
      await user.type(screen.getByRole('textbox', { name: /Maximum current/ }), '16');
      await user.click(screen.getByRole('radio', { name: '3 phases' }));

      await user.click(screen.getByRole('button', { name: 'Add charger' }));
      expect(await screen.findByText('Another charger on this gateway has this name.')).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveValue('Garage');

      await user.clear(screen.getByRole('textbox', { name: /Display name/ }));
      await user.type(screen.getByRole('textbox', { name: /Display name/ }), 'Carport');
      await user.dblClick(screen.getByRole('button', { name: 'Add charger' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/assets/gateways-devices/${OLD_FIRMWARE_GATEWAY.installationUuid}`,
        ),
      );
      const creates = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/evses'));
      // One refused by the server, one for the double click.
      expect(creates).toHaveLength(2);
      expect(creates[1]?.body).toEqual({
        uniqueIdentifier: CANDIDATE,
        displayName: 'Carport',
        maxCurrent: 16,
        phases: 3,
      });
      expect(data.evses.some((r) => r.detail.evse.uniqueIdentifier === CANDIDATE)).toBe(true);
      expect((await screen.findAllByText(/Carport/))[0]).toBeVisible();
    },
    SLOW,
  );
});

describe('a request the server refuses as invalid (400)', () => {
  it(
    'shows the refusal at the identifier field when it names it, and its message when it names no field of the form',
    async () => {
      const user = userEvent.setup();
      const refusals = [
        { field: 'uniqueIdentifier', message: 'Contains characters or a format that are not allowed' },
        { field: 'hemGatewayId', message: 'Contains characters or a format that are not allowed' },
      ];
      renderApp(
        addPath(OLD_FIRMWARE_GATEWAY),
        evseApi(freshDataset(), (path) => {
          const refusal = path.endsWith('/evse-verifications') ? refusals.shift() : undefined;
          if (!refusal) return undefined;
          return json(
            {
              message: `The request is not valid: ${refusal.field} is refused`,
              status: 400,
              errorId: 'VALIDATION_FAILED',
              fieldErrors: [refusal],
            },
            400,
          );
        }),
      );
      await verify(user, NEVER_SEEN_CHARGE_POINT);
      const field = screen.getByRole('textbox', { name: /Unique identifier/ });
      await waitFor(() => expect(field).toHaveAccessibleDescription(/not allowed/));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('alert')).toBeNull();
      await verify(user, NEVER_SEEN_CHARGE_POINT);
      expect(await screen.findByText('The request is not valid: hemGatewayId is refused')).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'false');
    },
    SLOW,
  );
});

describe('editing a charger', () => {
  it(
    'a new current limit while a car charges asks first; only the change is sent; removal is confirmed',
    async () => {
      const user = userEvent.setup();
      const data = freshDataset();
      const charging = data.evses.find(
        (r) => r.detail.sessions.length > 0 && r.detail.evse.connectivity === 'EVSE_ONLINE',
      )!;
      const { evse } = charging.detail;
      const { calls, router } = renderApp(
        `/assets/gateways-devices/${evse.gateway.installationUuid}/${evse.gateway.hemGatewayId}/edit-evse/${evse.evseUuid}`,
        evseApi(data),
      );
      const current = await screen.findByRole('textbox', { name: /Maximum current/ });
      await user.clear(current);
      await user.type(current, '10');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Interrupt the running charging session?' });
      await user.click(within(dialog).getByRole('button', { name: 'Save and interrupt' }));
      expect(await screen.findByText(/^Saved: /)).toBeVisible();
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ maxCurrent: 10 });

      // The closing dialog hides the page from the accessibility tree until its transition ends.
      await user.click(await screen.findByRole('button', { name: 'Remove charger' }));
      const confirm = await screen.findByRole('dialog', { name: `Remove ${evse.displayName}?` });
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          `/assets/gateways-devices/${evse.gateway.installationUuid}`,
        ),
      );
      expect(data.evses.some((r) => r.detail.evse.evseUuid === evse.evseUuid)).toBe(false);
    },
    SLOW,
  );

  it(
    'leaving with unsaved changes asks first, and staying keeps what was typed',
    async () => {
      const user = userEvent.setup();
      const data = freshDataset();
      const { evse } = data.evses[0]!.detail;
      const { router } = renderApp(
        `/assets/gateways-devices/${evse.gateway.installationUuid}/${evse.gateway.hemGatewayId}/edit-evse/${evse.evseUuid}`,
        evseApi(data),
      );
      const name = await screen.findByRole('textbox', { name: /Display name/ });
      await user.clear(name);
      await user.type(name, 'Renamed');
      await user.click(screen.getByRole('link', { name: 'Status, history log and schedules' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      expect(router.state.location.pathname).toContain('/edit-evse/');
      expect(await screen.findByRole('textbox', { name: /Display name/ })).toHaveValue('Renamed');
    },
    SLOW,
  );
});

describe('charger commands', () => {
  it(
    'a confirmed command shows the charger reply; an offline charger offers none',
    async () => {
      const user = userEvent.setup();
      const data = freshDataset();
      const online = data.evses.find((r) => r.detail.evse.connectivity === 'EVSE_ONLINE')!.detail.evse;
      const offline = data.evses.find((r) => r.detail.evse.connectivity !== 'EVSE_ONLINE')!.detail.evse;
      const first = renderApp(`/assets/evses/${online.evseUuid}/status`, evseApi(data));
      await user.click(await screen.findByRole('button', { name: 'Hard reset' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hard reset this charger?' });
      expect(within(dialog).getByText(/running charging session is stopped/)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
      expect(await screen.findByText('Hard reset: the charger accepted the command.')).toBeVisible();
      expect(first.calls.find((c) => c.path.endsWith('/commands'))?.body).toEqual({
        command: 'RESET',
        resetType: 'Hard',
      });
      first.view.unmount();
      renderApp(`/assets/evses/${offline.evseUuid}/status`, evseApi(data));
      expect(await screen.findByRole('button', { name: 'Soft reset' })).toBeDisabled();
      expect(screen.getByText(/commands reach it only while it is connected/)).toBeVisible();
    },
    SLOW,
  );
});
