import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EnergyTable } from '../../../src/components/energy-table.tsx';

const rows = Array.from({ length: 300 }, (_, i) => [`t${i}`, String(i)]);

describe('EnergyTable (the charts accessible alternative)', () => {
  it('puts one page of at most 48 rows in the DOM and pages on', async () => {
    render(<EnergyTable label="Energy values" header={['Start', 'PV (kW)']} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Energy values' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(48);
    expect(screen.getByText('t0')).toBeInTheDocument();
    // The pager is its own chunk, loaded when there is a second page.
    await userEvent.click(await screen.findByRole('button', { name: /next page/i }));
    expect(screen.queryByText('t0')).toBeNull();
    expect(screen.getByText('t48')).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(48);
    expect(screen.getByText('49–96 of 300')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /page 7/i }));
    expect(screen.getByText('t288')).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
  });
});
