import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../src/components/status-badge.tsx';

describe('StatusBadge', () => {
  it('shows a home icon for ACTIVATED', () => {
    render(<StatusBadge status="ACTIVATED" />);
    expect(screen.getByRole('img', { name: 'Status: activated' })).toHaveAttribute('data-testid', 'HomeIcon');
  });

  it('shows a verified icon for COMPLETED', () => {
    render(<StatusBadge status="COMPLETED" />);
    expect(screen.getByRole('img', { name: 'Status: completed' })).toHaveAttribute(
      'data-testid',
      'VerifiedIcon',
    );
  });

  it.each(['IN_PROGRESS', 'READY', 'SOMETHING_NEW'])(
    'shows an hourglass in the error colour for %s',
    (status) => {
      render(<StatusBadge status={status} />);
      const icon = screen.getByRole('img', { name: `Status: ${status.toLowerCase().replaceAll('_', '-')}` });
      expect(icon).toHaveAttribute('data-testid', 'HourglassEmptyIcon');
      expect(icon.getAttribute('class')).toMatch(/MuiSvgIcon-colorError/);
    },
  );

  it("displays IN_PROGRESS as 'in-progress'", () => {
    render(<StatusBadge status="IN_PROGRESS" showLabel />);
    expect(screen.getByText('in-progress')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
