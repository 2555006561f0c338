import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedInstallationSource } from '../../../src/domain/install/prepared-installation.ts';
import { formatDayTime } from '../../../src/domain/format/locale-format.ts';
import { HemsPreparedRoute } from '../../../src/routes/hems-prepared.tsx';
import { exampleValue, readCommittedMockSpec } from '../fixtures/mock-examples.ts';
import { json, never, renderRoute, type Answer } from './render-route.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const spec = readCommittedMockSpec();
const sonnen = exampleValue<{ installations: PreparedInstallationSource[] }>(
  spec,
  'listPreparedInstallations',
  'sonnen',
).installations;
const count = (status: string) => sonnen.filter((row) => row.status === status).length;
const first = sonnen[0] as PreparedInstallationSource;
const second = sonnen[1] as PreparedInstallationSource;

const LIST = '/ui/v1/installation/prepared/hems/sonnen';
const listAnswer =
  (installations: readonly PreparedInstallationSource[]): Answer =>
  (path) =>
    path === LIST ? json({ installations }) : json({ message: 'Not Found', status: 404 }, 404);

function renderScreen(answer: Answer = listAnswer(sonnen), path = '/hems/prepared/sonnen') {
  return renderRoute(
    [
      { path: '/hems/prepared/:id', element: <HemsPreparedRoute /> },
      { path: '/hems', element: <h1>HEMS</h1> },
    ],
    path,
    answer,
  );
}

const skeletons = () => screen.queryAllByRole('progressbar', { name: 'Loading installations' });
// Plain selectors here: role queries over ~50 accordion rows are slow in jsdom.
const rowHeaders = () => [
  ...(screen
    .getByLabelText('Prepared installations')
    .querySelectorAll<HTMLElement>('[role="listitem"] [aria-expanded]') ?? []),
];
const filterButton = () => screen.getByText('Filter', { selector: 'button' });
const countText = () => screen.getByText(/^Installations: \d+$/).textContent;

async function loaded() {
  await screen.findByText(/^Installations: \d+$/);
}

// The filter dialog is a lazy chunk in the app; loading its module once here keeps each test's wait short.
beforeAll(async () => {
  await import('../../../src/features/prepared-installations/components/prepared-filter-dialog.tsx');
});

// No 0 ms pause between a user's actions: nothing on this screen waits for time between events (the 300 ms
// skeleton delay is driven by fake timers).
const setupUser = () => userEvent.setup({ delay: null });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

describe('Prepared Installations: header and loading', () => {
  it('shows the title, the id as subtitle and a back link to /hems; skeleton rows while loading', async () => {
    renderScreen(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Prepared Installations' })).toBeInTheDocument();
    expect(screen.getByText('sonnen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/hems');
    expect(skeletons().length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Installations:/)).toBeNull();
    expect(screen.queryByText('No Sites Found')).toBeNull();
  });

  it('loads the provider of the URL through the list call', async () => {
    const { calls } = renderScreen();
    await loaded();
    expect(calls).toContain(LIST);
  });
});

describe('Prepared Installations: loaded', () => {
  it('counts the rows and shows status badge, name and "<hemProvider>: <hems.id>" in each row header', async () => {
    renderScreen();
    await loaded();
    expect(countText()).toBe(`Installations: ${sonnen.length}`);
    expect(skeletons()).toHaveLength(0);
    const headers = rowHeaders();
    expect(headers).toHaveLength(sonnen.length);
    const header = headers[0] as HTMLElement;
    expect(header).toHaveTextContent(first.name);
    expect(header).toHaveTextContent(`${first.hemProvider}: ${first.hems.id}`);
    expect(
      within(header).getByTitle(`Status: ${first.status.toLowerCase().replace('_', '-')}`),
    ).toBeInTheDocument();
  });

  it('expands a row to read-only fields, and only one row is open at a time', async () => {
    const user = setupUser();
    renderScreen();
    await loaded();
    const [a, b] = rowHeaders() as [HTMLElement, HTMLElement];
    await user.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', {
      name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    const createdAt = within(details).getByLabelText('Created at');
    expect(createdAt).toHaveAttribute('readonly');
    expect((createdAt as HTMLInputElement).value).toBe(formatDayTime(new Date(first.created)));
    expect(within(details).getByLabelText('Status of installation')).toHaveValue(
      first.status.toLowerCase().replace('_', '-'),
    );
    expect(within(details).getByLabelText(first.pvBattGatewayType)).toHaveValue(first.pvBattGateway.id);
    expect(within(details).getByLabelText('Installer User ID')).toHaveValue(first.installer);
    for (const input of within(details).getAllByRole('textbox')) expect(input).toHaveAttribute('readonly');

    await user.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(a).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByDisplayValue(first.installer)).toBeNull());
    expect(screen.getByDisplayValue(second.installer)).toBeInTheDocument();

    await user.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('links a row to its gateway devices and, once activated, to its site (proposed `site`)', async () => {
    const user = setupUser();
    const activated = {
      ...first,
      status: 'ACTIVATED',
      site: {
        subscription: 'cbd253f7-5b1f-444f-b0b4-f5015e41e3c6',
        siteUuid: '5b1a3a4e-3c0b-4d47-9a37-0d5e8f7f2b11',
        userReference: 'CUST-<i>1</i>',
      },
    } satisfies PreparedInstallationSource;
    renderScreen(listAnswer([activated, { ...second, site: null }]));
    await loaded();
    const [a, b] = rowHeaders() as [HTMLElement, HTMLElement];
    await user.click(a);
    expect(screen.getByRole('link', { name: 'Gateway devices' })).toHaveAttribute(
      'href',
      `/assets/gateways-devices/${first.uuid}`,
    );
    // A reference with markup is text.
    expect(screen.getByRole('link', { name: 'Site CUST-<i>1</i>' })).toHaveAttribute(
      'href',
      `/site/${activated.site.subscription}`,
    );
    await user.click(b);
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Site / })).toBeNull());
    expect(screen.getByRole('link', { name: 'Gateway devices' })).toHaveAttribute(
      'href',
      `/assets/gateways-devices/${second.uuid}`,
    );
  });

  it('opens one installation through the seed single-item call', async () => {
    const user = setupUser();
    const answer: Answer = (path) =>
      path === `/ui/v1/installation/prepared/${second.uuid}` ? json(second) : listAnswer(sonnen)(path);
    const { calls } = renderScreen(answer);
    await loaded();
    await user.click(rowHeaders()[1] as HTMLElement);
    await user.click(screen.getByText('Open installation', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prepared installation' });
    expect(await within(dialog).findByText(`UUID: ${second.uuid}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Installer User ID')).toHaveValue(second.installer);
    expect(calls).toContain(`/ui/v1/installation/prepared/${second.uuid}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a single installation the API does not know shows a clear not-found message', async () => {
    const user = setupUser();
    renderScreen();
    await loaded();
    await user.click(rowHeaders()[0] as HTMLElement);
    await user.click(screen.getByText('Open installation', { selector: 'button' }));
    expect(await screen.findByText('This installation was not found.')).toBeInTheDocument();
  });

  it('keeps at most 50 rows in the DOM and pages through the rest', async () => {
    const user = setupUser();
    const many = Array.from({ length: 70 }, (_, i) => ({
      ...first,
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Installation ${i}`,
    }));
    renderScreen(listAnswer(many));
    await loaded();
    expect(countText()).toBe('Installations: 70');
    expect(rowHeaders()).toHaveLength(50);
    // By its label: a role query names every button of the 50 rows first.
    await user.click(await screen.findByLabelText('Go to page 2'));
    expect(rowHeaders()).toHaveLength(20);
    expect(rowHeaders()[0]).toHaveTextContent('Installation 50');
  });
});

describe('Prepared Installations: filtering (300 ms skeletons, fake timers)', () => {
  // The dialog's code loads on first opening (real timers); the 300 ms are then measured on fake ones.
  async function openFilterDialog() {
    fireEvent.click(filterButton());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Filter Sites' },
      { timeout: timeLimit(10_000) },
    );
    vi.useFakeTimers();
    return dialog;
  }

  async function applyStatus(label: string) {
    const dialog = await openFilterDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  }

  // A synchronous act: the timers run and React renders before it returns.
  const tick = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('Apply: skeletons at 299 ms, the filtered list with its chip at 300 ms', async () => {
    const { router } = renderScreen();
    await loaded();
    await applyStatus('Ready');
    tick(299);
    expect(skeletons().length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Prepared installations')).toBeNull();
    tick(1);
    expect(skeletons()).toHaveLength(0);
    expect(countText()).toBe(`Installations: ${count('READY')}`);
    expect(rowHeaders()).toHaveLength(count('READY'));
    expect(screen.getByLabelText('Remove filter Ready')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?prepared_status=READY');
  });

  it('Reset: skeletons at 299 ms, the full list at 300 ms', async () => {
    renderScreen(undefined, '/hems/prepared/sonnen?prepared_status=COMPLETED');
    await loaded();
    expect(countText()).toBe(`Installations: ${count('COMPLETED')}`);
    const dialog = await openFilterDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    tick(299);
    expect(skeletons().length).toBeGreaterThan(0);
    tick(1);
    expect(skeletons()).toHaveLength(0);
    expect(countText()).toBe(`Installations: ${sonnen.length}`);
    expect(screen.queryByLabelText(/^Remove filter/)).toBeNull();
  });

  it('removing the chip restores the full list (after the same 300 ms)', async () => {
    const { router } = renderScreen(undefined, '/hems/prepared/sonnen?prepared_status=IN_PROGRESS');
    await loaded();
    expect(countText()).toBe(`Installations: ${count('IN_PROGRESS')}`);
    vi.useFakeTimers();
    fireEvent.click(screen.getByLabelText('Remove filter In-Progress'));
    tick(299);
    expect(skeletons().length).toBeGreaterThan(0);
    tick(1);
    expect(countText()).toBe(`Installations: ${sonnen.length}`);
    expect(router.state.location.search).toBe('');
  });

  it('Cancel keeps the applied filter; clicking the chosen option again clears the choice', async () => {
    const user = setupUser();
    renderScreen(undefined, '/hems/prepared/sonnen?prepared_status=READY');
    await loaded();
    await user.click(filterButton());
    let dialog = await screen.findByRole('dialog', { name: 'Filter Sites' }, { timeout: timeLimit(10_000) });
    expect(within(dialog).getByRole('button', { name: 'Ready' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(countText()).toBe(`Installations: ${count('READY')}`);

    await user.click(filterButton());
    dialog = screen.getByRole('dialog', { name: 'Filter Sites' });
    const ready = within(dialog).getByRole('button', { name: 'Ready' });
    await user.click(ready);
    expect(ready).toHaveAttribute('aria-pressed', 'false');
  });

  it('removing the chip from the keyboard leaves focus on the Filter button, not on the page', async () => {
    const user = setupUser();
    renderScreen(undefined, '/hems/prepared/sonnen?prepared_status=READY');
    await loaded();
    screen.getByLabelText('Remove filter Ready').focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByLabelText('Remove filter Ready')).toBeNull();
    expect(filterButton()).toHaveFocus();
  });

  it('an unknown status in the URL is dropped', async () => {
    renderScreen(undefined, '/hems/prepared/sonnen?prepared_status=ACTIVATED');
    await loaded();
    expect(countText()).toBe(`Installations: ${sonnen.length}`);
    expect(screen.queryByLabelText(/^Remove filter/)).toBeNull();
  });
});

describe('Prepared Installations: empty and failure', () => {
  it("an empty list shows 'No Sites Found'", async () => {
    renderScreen(listAnswer([]));
    expect(await screen.findByText('No Sites Found')).toBeInTheDocument();
    expect(countText()).toBe('Installations: 0');
  });

  it("a filter matching nothing shows 'No Sites Found'", async () => {
    renderScreen(
      listAnswer(sonnen.filter((row) => row.status !== 'COMPLETED')),
      '/hems/prepared/sonnen?prepared_status=COMPLETED',
    );
    expect(await screen.findByText('No Sites Found')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => json({ message: 'Internal Server Error', status: 500 }, 500)],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    '%s is ignored silently: no skeleton left, no list, no message; logged for developers',
    async (_name, answer) => {
      renderScreen(answer as Answer);
      await waitFor(() => expect(skeletons()).toHaveLength(0));
      expect(screen.queryByLabelText('Prepared installations')).toBeNull();
      expect(screen.queryByText('No Sites Found')).toBeNull();
      expect(screen.queryByText(/^Installations:/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"sonnen"'), expect.anything());
      expect(screen.getByRole('heading', { level: 1, name: 'Prepared Installations' })).toBeInTheDocument();
    },
  );
});
