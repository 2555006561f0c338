import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog.tsx';
import { FilterPanel } from '../../../src/components/filter-panel.tsx';
import type { FilterPanelProps } from '../../../src/components/filter-panel.tsx';
import type { FilterGroup, FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const SECTION_RUNS = 20;

/** The panel's sections (SPEC §2), named as before the panel took groups, and the groups that make each. */
const GROUPS_OF = {
  showActivationStatus: ['activation', 'currentStatus'],
  showInstallationStatus: ['installationStatus'],
  showDateRange: ['dates'],
  showFleets: ['fleets'],
  showSiteAttributes: ['siteAttributes'],
  showTradingAttributes: ['tradingAttributes'],
  showPreparedStatus: ['preparedStatus'],
  showMasterData: ['readiness', 'tso'],
  showProblems: ['problems'],
  showHealth: ['health'],
} as const satisfies Record<string, readonly FilterGroup[]>;
type Flag = keyof typeof GROUPS_OF;
/** The props of the named sections. */
const on = (...flags: Flag[]) => ({ groups: flags.flatMap((flag) => GROUPS_OF[flag]) });

/** How a user finds each section: by the name of its group or its field. */
const SECTIONS: Record<Flag, { groups?: string[]; comboboxes?: string[] }> = {
  showActivationStatus: { groups: ['Activation Status', 'Current Status'] },
  showInstallationStatus: { groups: ['Installations Status'] },
  showDateRange: { groups: ['Created'] },
  showFleets: { comboboxes: ['Fleets'] },
  showSiteAttributes: { groups: ['Site Attributes'] },
  showTradingAttributes: { groups: ['Trading Attributes'] },
  showPreparedStatus: { groups: ['Prepared Status'] },
  showMasterData: { groups: ['Master Data'], comboboxes: ['Readiness', 'TSO'] },
  showProblems: { comboboxes: ['Problems'] },
  showHealth: { groups: ['Health'] },
};
const FLAGS = Object.keys(SECTIONS) as Flag[];

const FLEETS = [
  { uuid: 'f1', name: 'North' },
  { uuid: 'f2', name: 'South' },
];
const PROBLEMS = [
  { value: 'SITE_OFFLINE_NOW', label: 'Site is offline now' },
  { value: 'PV_FORECAST_DEVIATION', label: 'PV forecast deviates by over 30%' },
];

/** The panel as screens use it: controlled, the latest state recorded for assertions. */
function renderPanel(props: Partial<FilterPanelProps> = {}, initial: FilterState = EMPTY_FILTER_STATE) {
  const changes: FilterState[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    const onChange = (next: FilterState) => {
      changes.push(next);
      setValue(next);
    };
    return (
      <FilterPanel
        groups={[]}
        fleetOptions={FLEETS}
        tsoOptions={['TenneT', 'not available']}
        problemOptions={PROBLEMS}
        {...props}
        value={value}
        onChange={onChange}
      />
    );
  }
  render(<Harness />);
  return { latest: () => changes.at(-1) ?? initial, changes };
}

/** The accessible names of all elements of a role, in one pass (a query per name would name every element again). */
function namesOf(role: 'group' | 'combobox'): string[] {
  const names: string[] = [];
  screen.queryAllByRole(role, {
    name: (name) => {
      names.push(name);
      return false;
    },
  });
  return names;
}

function shownSections(): Set<string> {
  const groupNames = new Set(namesOf('group'));
  const comboboxNames = namesOf('combobox');
  const names = new Set<string>();
  for (const [flag, { groups = [], comboboxes = [] }] of Object.entries(SECTIONS)) {
    const present = [
      ...groups.map((name) => groupNames.has(name)),
      ...comboboxes.map((name) => comboboxNames.some((shown) => shown.startsWith(name))),
    ];
    if (present.every(Boolean)) names.add(flag);
    else if (present.some(Boolean)) names.add(`${flag} (partly)`);
  }
  return names;
}

describe('FilterPanel sections', () => {
  it('shows nothing without section props', () => {
    renderPanel();
    expect(shownSections()).toEqual(new Set());
  });

  it.each(FLAGS)('switches on exactly its section with %s', (flag) => {
    renderPanel(on(flag));
    expect(shownSections()).toEqual(new Set([flag]));
  });

  it(
    'renders exactly the sections whose flags are set, for random subsets of flags',
    () => {
      fc.assert(
        fc.property(fc.subarray(FLAGS), (flags) => {
          cleanup();
          renderPanel(on(...flags));
          expect(shownSections()).toEqual(new Set(flags));
        }),
        { numRuns: SECTION_RUNS },
      );
    },
    timeLimit(120_000),
  );
});

describe('FilterPanel checkbox sections', () => {
  it('edits activation and current status, appending in the order chosen', async () => {
    const panel = renderPanel(on('showActivationStatus'));
    const activation = screen.getByRole('group', { name: 'Activation Status' });
    await userEvent.click(within(activation).getByRole('checkbox', { name: 'HEMS Offline' }));
    await userEvent.click(within(activation).getByRole('checkbox', { name: 'Active' }));
    expect(panel.latest().activation).toEqual(['HEMS_OFFLINE', 'ACTIVE']);
    await userEvent.click(within(activation).getByRole('checkbox', { name: 'HEMS Offline' }));
    expect(panel.latest().activation).toEqual(['ACTIVE']);
    const current = screen.getByRole('group', { name: 'Current Status' });
    expect(
      within(current)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Active', 'Auto-Activated', 'Inactive']);
    await userEvent.click(within(current).getByRole('checkbox', { name: 'Inactive' }));
    expect(panel.latest().currentStatus).toEqual(['INACTIVE']);
  });

  it('offers the installation statuses, site and trading attributes with SPEC §2 labels', async () => {
    const panel = renderPanel(on('showInstallationStatus', 'showSiteAttributes', 'showTradingAttributes'));
    const labels = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(labels('Installations Status')).toEqual(['In-Progress', 'Ready', 'Completed', 'Activated']);
    expect(labels('Site Attributes')).toEqual(['Has PV', 'Has Battery', 'Has EVSE', 'Has HP']);
    expect(labels('Trading Attributes')).toEqual(['Supply-Trading enabled', 'Feed-in-Trading enabled']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has EVSE' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Feed-in-Trading enabled' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(panel.latest()).toEqual({
      ...EMPTY_FILTER_STATE,
      siteAttributes: ['hasEvse'],
      tradingAttributes: ['tradingEnabledFeedIn'],
      installationStatus: ['COMPLETED'],
    });
  });

  it('offers the nine health keys with their labels and toggles them from the keyboard', async () => {
    const panel = renderPanel(on('showHealth'));
    const health = screen.getByRole('group', { name: 'Health' });
    expect(within(health).getAllByRole('checkbox')).toHaveLength(9);
    for (const name of ['Site Health Status: Good', 'IoT Health: Moderate', 'VPP Health: Critical']) {
      expect(within(health).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    within(health).getByRole('checkbox', { name: 'IoT Health: Moderate' }).focus();
    await userEvent.keyboard(' ');
    expect(panel.latest().health).toEqual(['moderateIot']);
  });
});

describe('FilterPanel prepared status', () => {
  it('chooses one status and clears it when the chosen one is chosen again', async () => {
    const panel = renderPanel(on('showPreparedStatus'));
    const group = screen.getAllByRole('group', { name: 'Prepared Status' })[0]!;
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ready', 'In-Progress', 'Completed']);
    await userEvent.click(within(group).getByRole('button', { name: 'In-Progress' }));
    expect(panel.latest().preparedStatus).toBe('IN_PROGRESS');
    expect(within(group).getByRole('button', { name: 'In-Progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Ready' }));
    expect(panel.latest().preparedStatus).toBe('READY');
    await userEvent.keyboard('{Enter}');
    expect(panel.latest().preparedStatus).toBeNull();
  });
});

describe('FilterPanel multi-selects', () => {
  it('chooses fleets by name with the keyboard', async () => {
    const panel = renderPanel(on('showFleets'));
    screen.getByRole('combobox', { name: /^Fleets/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['North', 'South']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(panel.latest().fleets).toEqual(['South']);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(panel.latest().fleets).toEqual(['South', 'North']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Fleets/ })).toHaveTextContent('South, North');
  });

  it('disables the fleet select and says why when no row is linked to a fleet', () => {
    renderPanel({ ...on('showFleets'), fleetsDisabled: true });
    const select = screen.getByRole('combobox', { name: /^Fleets/ });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveAccessibleDescription('No site in view is linked to a fleet');
  });

  it('chooses master-data readiness, TSO and problems with the mouse', async () => {
    const panel = renderPanel(on('showMasterData', 'showProblems'));
    const choose = async (field: string, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${field}`) }));
      await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
      await userEvent.keyboard('{Escape}');
    };
    await choose('Readiness', 'Missing Master Data');
    await choose('TSO', 'not available');
    await choose('Problems', 'PV forecast deviates by over 30%');
    expect(panel.latest()).toEqual({
      ...EMPTY_FILTER_STATE,
      readiness: ['MISSING_MASTER_DATA'],
      tso: ['not available'],
      problems: ['PV_FORECAST_DEVIATION'],
    });
    expect(screen.getByRole('combobox', { name: /^Problems/ })).toHaveTextContent(
      'PV forecast deviates by over 30%',
    );
  });

  it('keeps a chosen value that has no option (e.g. from a shared link) visible', () => {
    renderPanel({ ...on('showFleets'), fleetOptions: [] }, { ...EMPTY_FILTER_STATE, fleets: ['Old fleet'] });
    expect(screen.getByRole('combobox', { name: /^Fleets/ })).toHaveTextContent('Old fleet');
  });
});

describe('FilterPanel date range', () => {
  const field = (name: string) => screen.getByRole('group', { name });
  const shown = (name: string) => field(name).parentElement!.querySelector('input')!.value;
  // The pickers are a lazy chunk, fetched when a date field is first opened: open one and wait for them (earlier
  // tests may have loaded them already, and then they are there at once).
  const renderDates = async (dates: FilterState['dates']) => {
    const panel = renderPanel(on('showDateRange'), { ...EMPTY_FILTER_STATE, dates });
    const standIn = screen.queryByRole('textbox', { name: 'From' });
    if (standIn) await userEvent.click(standIn);
    await screen.findByRole('group', { name: 'From' });
    return panel;
  };

  it('shows two plain date fields under the section legend until one is opened, then the pickers, focused', async () => {
    // A fresh copy of the kit, so its lazy pickers have not been loaded by an earlier test.
    vi.resetModules();
    // The fresh copy has a fresh message runtime too: English, as the setup gave the first one.
    await import('../../../src/i18n/english-at-start.ts');
    const fresh = await import('../../../src/components/filter-panel.tsx');
    render(
      <fresh.FilterPanel
        value={{ ...EMPTY_FILTER_STATE, dates: { start: '2024-10-27', end: null } }}
        onChange={() => {}}
        groups={['dates']}
      />,
    );
    const section = screen.getByRole('group', { name: 'Created' });
    expect(section).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('2024/10/27');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'From' })).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'To' }));
    // The pickers' chunk loads after resetModules: slow on a busy machine.
    expect(
      await screen.findByRole('group', { name: 'From' }, { timeout: timeLimit(10_000) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To' }).contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('group', { name: 'Created' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull();
  });

  it('shows the dates as yyyy/MM/dd', async () => {
    await renderDates({ start: '2024-10-27', end: '2024-11-03' });
    expect(shown('From')).toBe('2024/10/27');
    expect(shown('To')).toBe('2024/11/03');
  });

  it('clears a date', async () => {
    const panel = await renderDates({ start: '2024-10-27', end: null });
    await userEvent.click(within(field('From').parentElement!).getByRole('button', { name: 'Clear' }));
    expect(panel.latest().dates).toEqual({ start: null, end: null });
    expect(shown('From')).toBe('');
  });

  it('steps a date from the keyboard', async () => {
    const panel = await renderDates({ start: '2024-10-27', end: null });
    within(field('From')).getByRole('spinbutton', { name: 'Day' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(panel.latest().dates).toEqual({ start: '2024-10-28', end: null });
  });

  it('picks a date from the calendar', async () => {
    const panel = await renderDates({ start: null, end: '2024-10-30' });
    await userEvent.click(screen.getByRole('button', { name: /Choose date, selected date is Oct 30, 2024/ }));
    await userEvent.click(await screen.findByRole('gridcell', { name: '31' }));
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await userEvent.click(ok);
    expect(panel.latest().dates).toEqual({ start: null, end: '2024-10-31' });
  });
});

describe('FilterPanel inside ConfirmDialog', () => {
  it('edits a draft and applies it only on Apply', async () => {
    const applied = vi.fn();
    function Screen() {
      const [draft, setDraft] = useState(EMPTY_FILTER_STATE);
      return (
        <ConfirmDialog
          open
          title="Filter Sites"
          onCancel={() => {}}
          onApply={() => applied(draft)}
          onReset={() => setDraft(EMPTY_FILTER_STATE)}
        >
          <FilterPanel value={draft} onChange={setDraft} groups={['preparedStatus']} />
        </ConfirmDialog>
      );
    }
    render(<Screen />);
    const dialog = screen.getByRole('dialog', { name: 'Filter Sites' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Completed' }));
    expect(applied).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(applied).toHaveBeenCalledWith({ ...EMPTY_FILTER_STATE, preparedStatus: 'READY' });
  });
});
