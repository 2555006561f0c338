import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterChips } from '../../../src/components/filter-chips.tsx';
import { FILTER_GROUP_TABLE } from '../../../src/domain/filter-table/filter-groups.ts';
import type { FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';

const initial: FilterState = {
  ...EMPTY_FILTER_STATE,
  siteAttributes: ['hasEvse', 'hasPv'],
  tradingAttributes: ['tradingEnabledFeedIn'],
  dates: { start: '2024-10-01', end: '2024-10-31' },
  installationStatus: ['ACTIVATED'],
  problems: ['SITE_OFFLINE_NOW'],
};

let latest: FilterState = initial;
function Harness({ start = initial }: { start?: FilterState }) {
  const [state, setState] = useState(start);
  const change = (next: FilterState) => {
    latest = next;
    setState(next);
  };
  return (
    <FilterChips
      table={FILTER_GROUP_TABLE}
      value={state}
      onChange={change}
      labels={{ problemLabel: (code) => `Problem: ${code}` }}
    />
  );
}

function WithTrigger({ start }: { start: FilterState }) {
  const [state, setState] = useState(start);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button">
        Filters
      </button>
      <FilterChips table={FILTER_GROUP_TABLE} value={state} onChange={setState} triggerRef={trigger} />
    </>
  );
}

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('button')
    .map((chip) => chip.getAttribute('aria-label'));

describe('FilterChips', () => {
  it('shows one labelled chip per active filter', () => {
    render(<Harness />);
    expect(chipNames()).toEqual([
      'Remove filter Activated',
      'Remove filter 2024/10/01 – 2024/10/31',
      'Remove filter has EVSE',
      'Remove filter has PV',
      'Remove filter Trading Enabled FeedIn',
      'Remove filter Problem: SITE_OFFLINE_NOW',
    ]);
    expect(screen.getByText('has EVSE')).toBeVisible();
  });

  it('removes a chip with its delete icon', async () => {
    render(<Harness />);
    const chip = screen.getByRole('button', { name: 'Remove filter has PV' });
    await userEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(latest.siteAttributes).toEqual(['hasEvse']);
    expect(screen.queryByRole('button', { name: 'Remove filter has PV' })).not.toBeInTheDocument();
  });

  it('removes a chip from the keyboard (Enter, Delete)', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove filter Activated' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(latest.installationStatus).toEqual([]);
    screen.getByRole('button', { name: 'Remove filter 2024/10/01 – 2024/10/31' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(latest.dates).toEqual({ start: null, end: null });
  });

  describe('focus after removing a focused chip from the keyboard', () => {
    const three: FilterState = { ...EMPTY_FILTER_STATE, siteAttributes: ['hasEvse', 'hasPv', 'hasHp'] };

    it('goes to the next chip', async () => {
      render(<WithTrigger start={three} />);
      screen.getByRole('button', { name: 'Remove filter has PV' }).focus();
      await userEvent.keyboard('{Delete}');
      expect(screen.queryByRole('button', { name: 'Remove filter has PV' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove filter has HP' })).toHaveFocus();
    });

    it('goes to the previous chip when the last one is removed', async () => {
      render(<WithTrigger start={three} />);
      screen.getByRole('button', { name: 'Remove filter has HP' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('button', { name: 'Remove filter has HP' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove filter has PV' })).toHaveFocus();
    });

    it('goes to the filter trigger when no chip is left', async () => {
      render(<WithTrigger start={{ ...EMPTY_FILTER_STATE, siteAttributes: ['hasPv'] }} />);
      await userEvent.tab();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Remove filter has PV' })).toHaveFocus();
      await userEvent.keyboard('{Backspace}');
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    });

    it('without a trigger the last removal still works (focus falls to the page)', async () => {
      render(<Harness start={{ ...EMPTY_FILTER_STATE, siteAttributes: ['hasPv'] }} />);
      await userEvent.tab();
      await userEvent.keyboard('{Delete}');
      expect(latest.siteAttributes).toEqual([]);
      expect(document.body).toHaveFocus();
    });

    it('leaves focus alone when the chip removed did not have it', async () => {
      render(<WithTrigger start={three} />);
      const trigger = screen.getByRole('button', { name: 'Filters' });
      trigger.focus();
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter has EVSE' }));
      expect(screen.queryByRole('button', { name: 'Remove filter has EVSE' })).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });
  });

  it('gives every delete icon a target of at least 24 px', () => {
    render(<Harness />);
    const icons = document.querySelectorAll('.MuiChip-deleteIcon');
    expect(icons).toHaveLength(6);
    for (const icon of icons) {
      const style = getComputedStyle(icon);
      expect(parseFloat(style.width)).toBeGreaterThanOrEqual(24);
      expect(parseFloat(style.height)).toBeGreaterThanOrEqual(24);
    }
  });

  it('renders nothing without active filters', () => {
    render(<Harness start={EMPTY_FILTER_STATE} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
