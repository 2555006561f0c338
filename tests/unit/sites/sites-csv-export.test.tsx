// The sites list's "Export CSV" — every page of what the filters show (the server's pages walked
// afresh, the list's own search, order and filters applied to all of them), with progress and cancel, in the dialect
// of the person's regional format. The file is taken from a stub of download-file.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../src/components/download-file.ts';
import { json, renderScreen, setupUser, site, sitesApi, sitesPage, type SiteRow } from './harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { formatSpreadsheetInstant } from '../../../src/domain/format/locale-format.ts';
import { setActiveFormat } from '../../../src/domain/format/active-format.ts';

// @download-stand-in: downloadFile is a vi.fn, tests/helpers/download-stand-in.ts (vite.config.ts).

const saved = () => vi.mocked(downloadFile).mock.calls;
const summary = () => screen.getByTestId('sites-summary');
const exportButton = () => screen.getByText('Export CSV', { selector: 'button' });

/** The rows of a saved file, its byte-order mark checked and taken off. */
function lines(text: string): string[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

const ZONE = 'Europe/Berlin'; // tests pin TZ=Europe/Berlin: the list shows its instants there

const HEADER = [
  'User reference',
  'Gateway ID',
  'Status',
  'Online',
  `Last seen (${ZONE})`,
  `Activated (${ZONE})`,
  `Created (${ZONE})`,
  'Fleets',
  'Subscription',
];

// What the list shows of a site, as the file writes it: instants as local date and time in the list's zone, in the
// chosen format's order (`31.10.2026 23:30:00` de-DE, `31/10/2026 23:30:00` en-GB).
const cells = (s: SiteRow, fleets: string, format: string) => {
  const local = (iso: string) => formatSpreadsheetInstant(new Date(iso), ZONE, format);
  return [
    s.userReference,
    s.gatewayId,
    { ACTIVE: 'Active', AUTO_ACTIVATED: 'Auto-Activated', INACTIVE: 'Inactive' }[s.status],
    s.online ? 'Online' : 'Offline',
    local(s.timestamp),
    s.activationDate === null ? '' : local(s.activationDate),
    local(s.created),
    fleets,
    s.subscription,
  ];
};
const fleetsOf = (s: SiteRow) =>
  s.fleets.length === 0 ? 'not linked to fleet' : s.fleets.map((f) => f.name).join(', ');

/**
 * English words with the regional format `format`, as the display preferences' provider sets it once the person
 * chose it (this harness renders no provider): the format, not the browser's language, makes the dialect.
 */
function chooseFormat(format: 'en-GB' | 'de-DE') {
  setActiveFormat(format);
}

afterEach(() => {
  vi.mocked(downloadFile).mockClear();
});

// 50-row MUI tables under StrictMode: generous time per test on a shared 2-core machine.
describe('/hems/active/:id — Export CSV', { timeout: timeLimit(60_000) }, () => {
  it('en-GB: every page the filters match, in the list’s order, `,`-separated, without loading the list', async () => {
    chooseFormat('en-GB');
    const user = setupUser();
    // A comma and an umlaut in a user reference: quoted in this dialect, written as UTF-8 after the BOM.
    const make = (n: number) => site(n, n === 3 ? { userReference: 'Müller, Hans' } : {});
    const { calls } = renderScreen(
      '/hems/active/sonnen?site_attribute=hasPv&sort=gatewayId&dir=desc',
      sitesApi(120, { sites: (url) => json(sitesPage(120, Number(url.searchParams.get('page')), make)) }),
    );
    await waitFor(() =>
      expect(summary()).toHaveTextContent('of the 50 sites on page 1 match · 120 sites in all'),
    );
    const before = summary().textContent;
    await user.click(exportButton());
    await waitFor(() => expect(screen.getByText('Exported 60 rows.')).toBeInTheDocument());

    // Pages 1–3 of the list's query were asked once more for the file; the list still shows its server page.
    const pages = calls
      .filter((url) => url.pathname === '/ui/v1/sites/hems/sonnen')
      .map((url) => url.searchParams.get('page'));
    expect(pages.filter((page) => page !== '1')).toEqual(['2', '3']);
    expect(summary().textContent).toBe(before);

    expect(saved()).toHaveLength(1);
    const [name, text] = saved()[0] as [string, string];
    expect(name).toMatch(/^sites-HEMS-provider-sonnen-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = lines(text);
    expect(header).toBe(HEADER.join(','));
    // Has PV (odd n) on every page, ordered by gateway id descending: GW-00119 first.
    const expected = Array.from({ length: 120 }, (_, i) => make(120 - i)).filter((s) => s.hasPv);
    expect(rows).toHaveLength(60);
    expect(rows[0]).toBe(cells(expected[0] as SiteRow, fleetsOf(expected[0] as SiteRow), 'en-GB').join(','));
    const gatewayIds = rows.map((row) => row.replace(/^"[^"]*",/, 'quoted,').split(',')[1]);
    expect(gatewayIds).toEqual(expected.map((s) => s.gatewayId));
    expect(rows).toContain(
      [`"Müller, Hans"`, ...cells(make(3), fleetsOf(make(3)), 'en-GB').slice(1)].join(','),
    );
  });

  it('de-DE: `;` between fields, a comma inside a cell left unquoted, the search applied', async () => {
    chooseFormat('de-DE');
    const user = setupUser();
    const make = (n: number) => site(n, n === 3 ? { userReference: 'Müller, Hans; GmbH' } : {});
    const { calls } = renderScreen(
      '/hems/active/sonnen?q=GW-0000',
      sitesApi(9, { sites: (url) => json(sitesPage(9, Number(url.searchParams.get('page')), make)) }),
    );
    // One page is every page: the list is complete, and the file is made from its rows without asking again.
    await waitFor(() => expect(summary()).toHaveTextContent('9 of 9 sites match'));
    await user.click(exportButton());
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(
      calls.map((url) => url.searchParams.get('page')).filter((page) => page !== null && page !== '1'),
    ).toEqual([]);
    const [header, ...rows] = lines((saved()[0] as [string, string])[1]);
    expect(header).toBe(HEADER.join(';'));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toBe(cells(make(1), fleetsOf(make(1)), 'de-DE').join(';'));
    // The separator inside a cell is quoted; the comma, not a separator here, is not.
    expect(rows[2]?.startsWith('"Müller, Hans; GmbH";GW-00003;')).toBe(true);
  });

  it('progress "n of total rows", then Cancel: the requests are aborted and nothing is saved', async () => {
    const user = setupUser();
    const waiting: { signal: AbortSignal; go: () => void }[] = [];
    renderScreen(
      '/hems/active/sonnen',
      sitesApi(1204, {
        sites: async (url, request) => {
          const page = Number(url.searchParams.get('page'));
          if (page === 7) await new Promise<void>((go) => waiting.push({ signal: request.signal, go }));
          return json(sitesPage(1204, page));
        },
      }),
    );
    await waitFor(() => expect(summary()).toHaveTextContent('Page 1 of 25 · 1,204 sites in all'));
    await user.click(exportButton());
    expect(await screen.findByText('Exporting the sites: 300 of 1,204 rows…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting the sites' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await waitFor(() => expect(waiting).toHaveLength(1));
    await user.click(screen.getByText('Cancel export', { selector: 'button' }));
    expect(await screen.findByText('Export cancelled; nothing was saved.')).toBeInTheDocument();
    expect(waiting[0]?.signal.aborted).toBe(true);
    await act(async () => waiting[0]?.go());
    expect(saved()).toHaveLength(0);
    expect(screen.getByText('Export cancelled; nothing was saved.')).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });
});
