// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

const rowOf = async (email: string) => {
  const table = await screen.findByRole('table', { name: 'Pending sign-ups' });
  return (await within(table).findByText(email)).closest('tr') as HTMLElement;
};

interface Activity {
  entries: { actor: string; operationId: string; changes: { field: string; after: string | null }[] }[];
}

describe('/operations/pending-sign-ups', () => {
  it(
    'lists pending sign-ups with verified ✓/✗ and the requested area; rejected ones are not listed',
    async () => {
      renderApp('/operations/pending-sign-ups', dataLayerApi().api);
      const david = await rowOf('david.schneider@signup.example');
      expect(within(david).getByLabelText('Verified')).toHaveTextContent('✓');
      expect(david).toHaveTextContent('Operations');
      const ida = await rowOf('ida.hoffmann@signup.example');
      expect(within(ida).getByLabelText('Not verified')).toHaveTextContent('✗');
      expect(screen.queryByText('elodie.koch@signup.example')).toBeNull();
      // Staff see every company's sign-ups, with the company the person named.
      const cells = within(await rowOf('yasemin.fischer@signup.example')).getAllByRole('cell');
      const column = screen
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Company');
      expect(cells[column]).toHaveTextContent(/^Voltwerk Installationen$/);
      expect(within(david).getAllByRole('cell')[column]).toHaveTextContent(/^—$/);
      expect(screen.queryByText(/You see the sign-ups that ask for your company/)).toBeNull();
    },
    SLOW,
  );

  it(
    'approves an installer with the chosen company, and the approval is in the activity log',
    async () => {
      const mock = dataLayerApi({ actor: 'opslead@operator-portal.example' });
      renderApp('/operations/pending-sign-ups', mock.api);
      const yasemin = await rowOf('yasemin.fischer@signup.example');
      await userEvent.click(
        within(yasemin).getByRole('button', { name: 'Approve yasemin.fischer@signup.example' }),
      );
      const dialog = await screen.findByRole('dialog', { name: /^Approve / });
      const approve = within(dialog).getByRole('button', { name: 'Approve' });
      // The role the person asked for ("Installer: Voltwerk Installationen") is the first choice.
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Installer');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Installer' }));
      // The company the person named on the sign-up page is the first choice.
      const company = within(dialog).getByRole('combobox', { name: 'Installer company' });
      await waitFor(() => expect(company).toHaveTextContent('Voltwerk Installationen'));
      await waitFor(() => expect(approve).toBeEnabled());
      await userEvent.click(company);
      await userEvent.click(await screen.findByRole('option', { name: 'Voltwerk Installationen' }));
      await userEvent.click(approve);
      await screen.findByText(/was approved as Installer/);
      await waitFor(() => expect(screen.queryByText('yasemin.fischer@signup.example')).toBeNull());
      const log = (await (await mock.call('GET', '/ui/v1/activity')).json()) as Activity;
      expect(log.entries[0]).toMatchObject({
        actor: 'opslead@operator-portal.example',
        operationId: 'approveSignUp',
      });
      expect(log.entries[0]?.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'status', after: 'approved' }),
          expect.objectContaining({ field: 'roles', after: '["Installer"]' }),
        ]),
      );
    },
    SLOW,
  );

  it(
    "an installer admin: only their company's sign-ups, approved as an installer role into their company",
    async () => {
      const email = 'installer-admin@operator-portal.example';
      const signIn = await dataLayerApi().call('POST', '/authentication-api/login', { email, password: 'x' });
      const { access } = (await signIn.json()) as { access: string };
      const mock = dataLayerApi({ bearer: access, actor: email });
      renderApp('/operations/pending-sign-ups', mock.api);
      expect(
        await screen.findByText(/You see the sign-ups that ask for your company, Sonnenschein Elektro GmbH/),
      ).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Pending sign-ups' });
      const rows = await within(table).findAllByRole('row');
      // The header and one sign-up: the one asking for Sonnenschein (not Voltwerk's, not the staff areas).
      expect(rows).toHaveLength(2);
      expect(rows[1]).toHaveTextContent('Sonnenschein Elektro GmbH');
      expect(within(table).queryByText('yasemin.fischer@signup.example')).toBeNull();
      expect(screen.queryByRole('link', { name: 'User roles' })).toBeNull();
      await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Approve / }));
      const dialog = await screen.findByRole('dialog', { name: /^Approve / });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(offered).toEqual(['Installer', 'Installer admin']);
      await userEvent.click(screen.getByRole('option', { name: 'Installer' }));
      // The company the person named is chosen once the (scoped) list has it.
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Installer company' })).toHaveTextContent(
          'Sonnenschein Elektro GmbH',
        ),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await screen.findByText(/was approved as Installer/);
      expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'rejects with a reason (required), and resends a verification message to the outbox',
    async () => {
      const mock = dataLayerApi();
      renderApp('/operations/pending-sign-ups', mock.api);
      const ida = await rowOf('ida.hoffmann@signup.example');
      await userEvent.click(
        within(ida).getByRole('button', { name: 'Resend verification to ida.hoffmann@signup.example' }),
      );
      await screen.findByText('A new verification message went to ida.hoffmann@signup.example.');
      await userEvent.click(
        within(await rowOf('ida.hoffmann@signup.example')).getByRole('button', { name: /^Reject/ }),
      );
      const dialog = await screen.findByRole('dialog', { name: /^Reject / });
      const reject = within(dialog).getByRole('button', { name: 'Reject' });
      expect(reject).toBeDisabled();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not <b>staff</b>');
      await userEvent.click(reject);
      await screen.findByText(/sign-up was rejected/);
      const log = (await (await mock.call('GET', '/ui/v1/activity')).json()) as Activity;
      expect(log.entries.map((entry) => entry.operationId)).toEqual([
        'rejectSignUp',
        'resendSignUpVerification',
      ]);
      expect(log.entries[1]?.changes.map((change) => change.field)).toEqual(['verificationMessagesSent']);
    },
    SLOW,
  );

  it(
    "a refused approval (bad input): the server's field error beside its field, the choices kept, one call however often Apply is pressed",
    async () => {
      const mock = dataLayerApi();
      const approvals: string[] = [];
      // The answer waits until the test lets it go, so the second click lands while the first call is in flight.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      renderApp('/operations/pending-sign-ups', async (method, path, body, pathWithQuery) => {
        if (method === 'POST' && pathWithQuery.endsWith('/approval')) {
          approvals.push(pathWithQuery);
          await answered;
          // The company was removed since the list loaded: the server names the field.
          return json(
            {
              message: 'Choose the installer company of this person',
              status: 422,
              errorId: 'COMPANY_REQUIRED',
            },
            422,
          );
        }
        return mock.api(method, path, body, pathWithQuery);
      });
      const yasemin = await rowOf('yasemin.fischer@signup.example');
      await userEvent.click(
        within(yasemin).getByRole('button', { name: 'Approve yasemin.fischer@signup.example' }),
      );
      const dialog = await screen.findByRole('dialog', { name: /^Approve / });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Installer' }));
      const company = within(dialog).getByRole('combobox', { name: 'Installer company' });
      await userEvent.click(company);
      await userEvent.click(await screen.findByRole('option', { name: 'Voltwerk Installationen' }));
      const approve = within(dialog).getByRole('button', { name: 'Approve' });
      await userEvent.click(approve);
      // A second press while the first is in flight (past the disabled look, as an impatient double click would).
      await userEvent.setup({ pointerEventsCheck: 0 }).click(approve);
      expect(approvals).toHaveLength(1);
      answer();

      await waitFor(() =>
        expect(company).toHaveAccessibleDescription('Choose the installer company of this person'),
      );
      expect(within(dialog).queryByText(/Could not approve/)).toBeNull();
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Installer');
      expect(company).toHaveTextContent('Voltwerk Installationen');
      expect(approvals).toHaveLength(1);

      // Choosing another company clears the message.
      await userEvent.click(company);
      const options = await screen.findAllByRole('option');
      await userEvent.click(options.find((option) => option.textContent !== 'Voltwerk Installationen')!);
      await waitFor(() =>
        expect(company).not.toHaveAccessibleDescription('Choose the installer company of this person'),
      );
    },
    SLOW,
  );

  it(
    'a reject that fails keeps the typed reason and says what happened; trying again sends it',
    async () => {
      const mock = dataLayerApi();
      let fail = true;
      renderApp('/operations/pending-sign-ups', async (method, path, body, pathWithQuery) => {
        if (method === 'POST' && pathWithQuery.endsWith('/rejection') && fail) {
          fail = false;
          return json(
            { message: 'The server could not be reached', status: 503, errorId: 'UNAVAILABLE' },
            503,
          );
        }
        return mock.api(method, path, body, pathWithQuery);
      });
      await userEvent.click(
        within(await rowOf('ida.hoffmann@signup.example')).getByRole('button', { name: /^Reject/ }),
      );
      const dialog = await screen.findByRole('dialog', { name: /^Reject / });
      const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
      await userEvent.type(reason, 'Not staff');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
      expect(reason).toHaveValue('Not staff');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await screen.findByText(/sign-up was rejected/);
    },
    SLOW,
  );
});
