// @vitest-environment jsdom
// The order-funnel leads screen against the mock's own handlers (scripts/mock/areas/leads/leads.handlers.ts):
// filters and page in the URL, no contact details in the list, a consented contact revealed on request, status and
// assignee changed with leads:write only, the started dates in the URL and the started time in local time, the
// server's CSV export with leads:export only (its progress and failure), and its loading, empty, error and no-access
// states.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../src/components/download-file.ts';
import { displayDateTime } from '../../../src/domain/format/date-display.ts';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { paths } from '../../../src/config/paths.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { leadsApi } from '../../helpers/leads-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @download-stand-in: downloadFile is a vi.fn, tests/helpers/download-stand-in.ts (vite.config.ts).
configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const base = createDataset();
const LEADS = '/ui/v1/order-funnel-leads';
/** The Operations persona's lead permissions: read, but neither write nor export. */
const OPERATIONS = ['leads:read', 'sales:read'];
/** A salesperson's lead permissions with the export. */
const EXPORTER = ['leads:read', 'leads:write', 'leads:export', 'sales:read'];

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

function choose(name: string, option: string, within_: HTMLElement = document.body) {
  fireEvent.mouseDown(within(within_).getByRole('combobox', { name }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The leads table once its rows have come (while loading it shows placeholder rows, busy). */
async function loadedTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Order-funnel leads' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

describe('order-funnel leads screen', () => {
  it(
    'the open lead is in the URL: a link opens it on its page, Close removes it, an unknown id says so',
    async () => {
      const data = datasetInState(base);
      const lead = data.leads.find((candidate) => candidate.lastStep === 'tariff')!;
      const { router } = renderApp(
        `${paths.operationsOrderFunnelLeads()}?lastStep=tariff&lead=${lead.id}`,
        leadsApi(data),
      );
      const drawer = await screen.findByRole('region', { name: `Lead ${lead.id}` });
      expect(await within(drawer).findByText(/stopped at Tariff$/)).toBeInTheDocument();
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(router.state.location.search).toBe('?lastStep=tariff'));
      // Opening it again from its row puts it back, the filters kept.
      fireEvent.click(await screen.findByRole('button', { name: `Open lead ${lead.id}` }));
      await waitFor(() => expect(router.state.location.search).toBe(`?lastStep=tariff&lead=${lead.id}`));

      await router.navigate(`${paths.operationsOrderFunnelLeads()}?lead=no-such-lead`);
      const unknown = await screen.findByRole('region', { name: 'Lead no-such-lead' });
      expect(
        await within(unknown).findByText(/^No lead no-such-lead in this list: it does not exist/),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lists the leads that stopped at a step, reveals a consented contact, and sets a lead to contacted and assigned',
    async () => {
      const data = datasetInState(base);
      const { router } = renderApp(
        `${paths.operationsOrderFunnelLeads()}?lastStep=tariff&status=new`,
        leadsApi(data),
      );
      const table = await loadedTable();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => within(row).queryByText('Tariff') !== null)).toBe(true);
      expect(table.textContent).not.toMatch(/@example\.net/);
      // a filter goes to the URL (the filter panel loads on its own, beside the rows)
      await screen.findByRole('combobox', { name: 'Channel' });
      choose('Channel', 'Phone');
      await waitFor(() => expect(router.state.location.search).toContain('channel=phone'));
      const consented = data.leads.find(
        (lead) =>
          lead.lastStep === 'tariff' && lead.status === 'new' && lead.consent && lead.channel === 'phone',
      )!;
      await screen.findByRole('button', { name: `Open lead ${consented.id}` });
      fireEvent.click(screen.getByRole('button', { name: `Open lead ${consented.id}` }));
      const drawer = await screen.findByRole('region', { name: `Lead ${consented.id}` });
      fireEvent.click(within(drawer).getByRole('button', { name: 'Reveal contact' }));
      await within(drawer).findByText(data.leadContacts[consented.id]!.email);
      choose('Status', 'Contacted', drawer);
      choose('Assignee', 'Sami Sales', drawer);
      fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
      expect(await within(drawer).findByText('Saved.')).toBeInTheDocument();
      expect(data.leads.find((lead) => lead.id === consented.id)).toMatchObject({ status: 'contacted' });
    },
    SLOW,
  );

  it(
    "with leads:export: exports the server's CSV of the shown filters and started dates, says when it fails",
    async () => {
      const data = datasetInState(base);
      let refuse = false;
      const { calls, router } = renderApp(
        `${paths.operationsOrderFunnelLeads()}?channel=web&since=2026-10-01&until=2026-10-31`,
        withPermissions(
          EXPORTER,
          leadsApi(data, (path) =>
            refuse && path === `${LEADS}/exports`
              ? json(
                  { message: 'Missing permission leads:export', status: 403, errorId: 'PERMISSION_DENIED' },
                  403,
                )
              : undefined,
          ),
        ),
      );
      const table = await loadedTable();
      const shown = data.leads.find(
        (lead) => lead.channel === 'web' && lead.startedAt >= '2026-10-01' && lead.startedAt < '2026-10-31',
      )!;
      // the started time in the staff's local time, as every instant of the portal
      expect(within(table).getAllByText(displayDateTime(shown.startedAt)).length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
      const [name, file] = vi.mocked(downloadFile).mock.calls[0]!;
      expect(name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      // the server's cells written again as every export: the byte-order mark first, the person's dialect (en-US:
      // commas), the instant local with its zone in the header
      const csv = file as string;
      expect(csv.startsWith('\uFEFFLead,Started (Europe/Berlin),Last step,')).toBe(true);
      expect(csv.split('\r\n')[1]).toMatch(/^[^,]+,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2},/);
      const exported = calls.find((call) => call.path === `${LEADS}/exports`)!;
      expect(exported.method).toBe('POST');
      const wanted = data.leads.filter(
        (lead) =>
          lead.channel === 'web' &&
          lead.consent &&
          Date.parse(lead.startedAt) >= new Date(2026, 9, 1).getTime() &&
          Date.parse(lead.startedAt) < new Date(2026, 10, 1).getTime(),
      );
      expect(
        csv
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.replace(/^\uFEFF/, '').split(',')[0]),
      ).toEqual(wanted.map((lead) => lead.id));
      expect(await screen.findByRole('status')).toHaveTextContent('Exported the consented leads');
      expect(router.state.location.search).toBe('?channel=web&since=2026-10-01&until=2026-10-31');
      refuse = true;
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Could not export the leads')).toBeInTheDocument();
      expect(screen.getByText(/Missing permission leads:export \(HTTP 403\)/)).toBeInTheDocument();
      expect(downloadFile).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'refuses to win a lead whose supply start is not confirmed, beside the status field',
    async () => {
      const data = datasetInState(base);
      renderApp(`${paths.operationsOrderFunnelLeads()}?lastStep=sepa`, leadsApi(data));
      await loadedTable();
      const lead = data.leads.find((candidate) => candidate.lastStep === 'sepa')!;
      fireEvent.click(screen.getByRole('button', { name: `Open lead ${lead.id}` }));
      const drawer = await screen.findByRole('region', { name: `Lead ${lead.id}` });
      choose('Status', 'Won', drawer);
      fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
      expect(
        await within(drawer).findByText('Won only once the supply start is confirmed'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an Operations persona (leads:read only) sees the leads and can reveal, but has no edit and no export',
    async () => {
      const data = datasetInState(base);
      renderApp(paths.operationsOrderFunnelLeads(), withPermissions(OPERATIONS, leadsApi(data)));
      await loadedTable();
      // the started dates: the pickers come when asked for, in the filter panel
      fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Filter by started date' }));
      expect(await screen.findByRole('group', { name: 'Started' })).toBeInTheDocument();
      const lead = data.leads[0]!;
      fireEvent.click(screen.getByRole('button', { name: `Open lead ${lead.id}` }));
      const drawer = await screen.findByRole('region', { name: `Lead ${lead.id}` });
      expect(within(drawer).queryByRole('form', { name: 'Edit lead' })).toBeNull();
      expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    },
    SLOW,
  );

  it(
    'says so when no lead matches, shows the loading state and the error with Try again',
    async () => {
      renderApp(`${paths.operationsOrderFunnelLeads()}?q=no%20such%20tariff`, leadsApi(datasetInState(base)));
      expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();
      document.body.innerHTML = '';
      renderApp(
        paths.operationsOrderFunnelLeads(),
        leadsApi(datasetInState(base), (path) =>
          path === LEADS ? json({ message: 'boom', status: 500, errorId: 'INTERNAL' }, 500) : undefined,
        ),
      );
      expect(await screen.findByRole('progressbar', { name: 'Loading the leads' })).toBeInTheDocument();
      expect(await screen.findByText('Could not load the leads')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'without leads:read: no access, and the leads are never asked for',
    async () => {
      const { calls } = renderApp(
        paths.operationsOrderFunnelLeads(),
        withPermissions(['sales:read'], (method, _path, _body, pathWithQuery) =>
          exampleAnswer(method, pathWithQuery),
        ),
      );
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      expect(calls.some((call) => call.path === LEADS)).toBe(false);
    },
    SLOW,
  );
});
