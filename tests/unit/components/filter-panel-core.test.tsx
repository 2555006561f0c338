// The filter panel's core (the charger lists' panel): the kit's sections and checkbox lists without the richer
// controls, so a multi-select group is drawn as checkboxes and a group that needs a richer control says so.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanelCore } from '../../../src/components/filter-panel-core.tsx';
import type { FiltersOf } from '../../../src/domain/lists/list-state.ts';

/** The charger groups and the fleets: the core's checkbox lists, named here so the test needs no list's module. */
const GROUPS = ['connectivity', 'firmwareSupport', 'evseProblems', 'fleets'] as const;
type Filters = FiltersOf<(typeof GROUPS)[number]>;
const NONE: Filters = { connectivity: [], firmwareSupport: [], evseProblems: [], fleets: [] };
const FLEETS = [
  { uuid: '00000000-0000-4000-8000-000000000001', name: 'Ruhr <b>Flex</b>' },
  { uuid: '00000000-0000-4000-8000-000000000002', name: 'Spree Storage' },
];

function Harness({ onChange }: { onChange: (next: Filters) => void }) {
  const [value, setValue] = useState(NONE);
  return (
    <FilterPanelCore
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      groups={GROUPS}
      fleetOptions={FLEETS}
    />
  );
}

describe('FilterPanelCore', () => {
  it("draws every charger group as checkboxes, the fleets' names as written, and reports each change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(next: Filters) => void>();
    render(<Harness onChange={onChange} />);
    for (const legend of ['Connectivity', 'Firmware Support', 'EVSE Problems', 'Fleets'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    // No select or combobox: the richer controls are not part of the core.
    expect(screen.queryByRole('combobox')).toBeNull();
    const fleets = within(screen.getByRole('group', { name: 'Fleets' }));
    await user.click(fleets.getByRole('checkbox', { name: 'Ruhr <b>Flex</b>' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, fleets: ['Ruhr <b>Flex</b>'] });
    await user.click(fleets.getByRole('checkbox', { name: 'Spree Storage' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, fleets: ['Ruhr <b>Flex</b>', 'Spree Storage'] });
  });

  it('refuses a group that needs a richer control, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <FilterPanelCore
          value={{ dates: { start: null, end: null } }}
          onChange={() => undefined}
          groups={['dates']}
        />,
      ),
    ).toThrow("The Date filter needs the panel's controls");
    vi.restoreAllMocks();
  });
});
