// @vitest-environment jsdom
// Buttons and sections gate on the operation they call: what the person may not use is not shown.
// The real screens over the data-backed fake API; the harness's whole catalogue unless a test stores a role's list.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/api/permissions.gen.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(15_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

const data = freshDataset();
const EVSE = data.evses[0]!.detail.evse;
const commands = () => screen.queryByRole('region', { name: 'Commands' });

describe('the charger commands', () => {
  it(
    'a salesperson sees the charger but no commands, and sends none',
    async () => {
      const { calls } = renderApp(
        `/sales/your-evses/${EVSE.evseUuid}/evse-overview`,
        withPermissions(ROLES.Sales.permissions, evseApi(freshDataset())),
      );
      expect(await screen.findByRole('heading', { name: 'Firmware and protocol' })).toBeInTheDocument();
      // The Commands section holds no command (nor its chunk): it says what one needs and which roles hold it.
      const section = commands();
      expect(section).not.toBeNull();
      expect(within(section!).getByRole('note')).toHaveTextContent(
        `needs the permission evses:command, held by: ${Object.entries(ROLES)
          .filter(([, role]) => (role.permissions as readonly string[]).includes('evses:command'))
          .map(([name]) => name)
          .join(', ')} — ask one of them`,
      );
      expect(within(section!).queryAllByRole('button')).toEqual([]);
      expect(screen.queryByRole('progressbar', { name: 'Loading the commands' })).toBeNull();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
    SLOW,
  );

  it(
    'operations (evses:command) get the commands panel',
    async () => {
      renderApp(
        `/assets/evses/${EVSE.evseUuid}/status`,
        withPermissions(ROLES.Operations.permissions, evseApi(freshDataset())),
      );
      const section = await screen.findByRole('region', { name: 'Commands' });
      expect(await within(section).findByRole('button', { name: 'Soft reset' })).toBeInTheDocument();
      expect(within(section).queryByRole('note')).toBeNull();
    },
    SLOW,
  );
});

describe('links to routes the person cannot open', () => {
  it(
    "an installer (evses, not sites) sees the charger's site by name, not as a link",
    async () => {
      renderApp(
        `/assets/evses/${EVSE.evseUuid}/status`,
        withPermissions(ROLES.Installer.permissions, evseApi(freshDataset())),
      );
      expect(await screen.findByRole('heading', { name: 'Firmware and protocol' })).toBeInTheDocument();
      expect(screen.getByText(EVSE.site!.userReference)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: EVSE.site!.userReference })).toBeNull();
    },
    SLOW,
  );

  it(
    'with sites:read, the link',
    async () => {
      renderApp(
        `/assets/evses/${EVSE.evseUuid}/status`,
        withPermissions(ROLES.Operations.permissions, evseApi(freshDataset())),
      );
      expect(await screen.findByRole('link', { name: EVSE.site!.userReference })).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('the OCPP candidates', () => {
  it(
    'a viewer sees the candidates without Assign or Forget',
    async () => {
      renderApp(
        '/assets/ocpp-chargepoint-candidates',
        withPermissions(ROLES.Viewer.permissions, evseApi(freshDataset())),
      );
      const table = await screen.findByRole('table', { name: /charge-point candidates/ });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      expect(within(table).queryByRole('button', { name: /^Forget / })).toBeNull();
      expect(within(table).queryByRole('button', { name: /^Assign / })).toBeNull();
    },
    SLOW,
  );

  it(
    'with the whole catalogue, both',
    async () => {
      renderApp('/assets/ocpp-chargepoint-candidates', evseApi(freshDataset()));
      const table = await screen.findByRole('table', { name: /charge-point candidates/ });
      expect((await within(table).findAllByRole('button', { name: /^Forget / })).length).toBeGreaterThan(0);
      expect(within(table).getAllByRole('button', { name: /^Assign / }).length).toBeGreaterThan(0);
    },
    SLOW,
  );
});
