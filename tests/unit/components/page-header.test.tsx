import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../../../src/components/page-header.tsx';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(entries: string[], header: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {header}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageHeader', () => {
  it('shows the title as the page heading and the subtitle', () => {
    renderAt(['/hems/prepared/p1'], <PageHeader title="Prepared Installations" subtitle="p1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prepared Installations' })).toBeInTheDocument();
    expect(screen.getByText('p1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes back to a path with a link', async () => {
    renderAt(['/hems/prepared/p1'], <PageHeader title="Prepared Installations" backTo="/hems" />);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/hems');
    await userEvent.click(back);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hems');
  });

  it('goes one step back in history, also from the keyboard', async () => {
    renderAt(['/api', '/api/internal'], <PageHeader title="Internal" backOneStep backLabel="Go back" />);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/api/internal');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/api$/);
  });

  it('renders the optional left and right items', () => {
    renderAt(
      ['/x'],
      <PageHeader title="T" left={<span>left item</span>} right={<button type="button">Filter</button>} />,
    );
    expect(screen.getByText('left item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});
