import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingRow } from '../../../src/components/loading-row.tsx';

describe('LoadingRow', () => {
  it('is a busy progress indicator with an accessible name', () => {
    render(<LoadingRow />);
    const row = screen.getByRole('progressbar', { name: 'Loading' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(3);
  });

  it('takes its name from the caller', () => {
    render(<LoadingRow label="Loading installations" />);
    expect(screen.getByRole('progressbar', { name: 'Loading installations' })).toBeInTheDocument();
  });
});
