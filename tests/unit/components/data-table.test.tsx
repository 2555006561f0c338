import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { DataTable } from '../../../src/components/data-table.tsx';
import { LoadErrorAlert } from '../../../src/components/load-error-alert.tsx';

const COLUMNS = [{ label: 'Name' }, { label: 'Count', align: 'right' }] as const;

function table(loading: boolean) {
  return render(
    <DataTable
      label="Things"
      columns={COLUMNS}
      loading={loading}
      loadingLabel="Loading things"
      skeletonRows={3}
    >
      <TableRow>
        <TableCell>alpha</TableCell>
        <TableCell align="right">1</TableCell>
      </TableRow>
    </DataTable>,
  );
}

describe('DataTable', () => {
  it('while loading: a named progress bar, a busy table with its headers, placeholder rows hidden from readers', () => {
    const { container } = table(true);
    expect(screen.getByRole('progressbar', { name: 'Loading things' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Things' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count']);
    expect(within(grid).getAllByRole('row')).toHaveLength(1);
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"] td')).toHaveLength(6);
    expect(screen.queryByText('alpha')).not.toBeInTheDocument();
  });

  it('loaded: the rows given, no progress bar', () => {
    table(false);
    const grid = screen.getByRole('table', { name: 'Things' });
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(within(grid).getByRole('cell', { name: 'alpha' })).toBeInTheDocument();
  });
});

describe('LoadErrorAlert', () => {
  it('names what failed, the message and status, the advice, and retries on Try again', async () => {
    const onRetry = vi.fn();
    render(
      <LoadErrorAlert
        title="Could not load things"
        error={new ApiError({ message: 'Internal server error', status: 500 })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load things');
    expect(alert).toHaveTextContent('Internal server error (HTTP 500).');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says "no answer" when there was none', () => {
    render(
      <LoadErrorAlert
        title="Could not load things"
        error={new ApiError({ message: 'Failed to fetch', status: 0 })}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch (no answer).');
  });

  const REQUEST_ID = '5b0d7c2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f';
  const alertFor = (error: ApiError) => {
    render(<LoadErrorAlert title="Could not load things" error={error} onRetry={() => undefined} />);
    return screen.getByRole('alert');
  };

  it("shows the answer's error id below the advice, as one selectable id", () => {
    const alert = alertFor(
      new ApiError({ message: 'Conflict', status: 409, errorId: 'E-42' }, { requestId: REQUEST_ID }),
    );
    expect(alert).toHaveTextContent(
      'Conflict (HTTP 409). Try again; if it keeps failing, report the id below. Error id: E-42',
    );
    expect(alert).not.toHaveTextContent(REQUEST_ID);
    expect(alert).not.toHaveTextContent('Request id');
    const id = within(alert).getByText('E-42');
    expect(id.tagName).toBe('CODE');
    expect(id).toHaveStyle({ userSelect: 'all' });
  });

  it.each([
    ['an answer without errorId', new ApiError({ message: 'Boom', status: 500 }, { requestId: REQUEST_ID })],
    [
      'a blank errorId',
      new ApiError({ message: 'Boom', status: 500, errorId: ' ' }, { requestId: REQUEST_ID }),
    ],
    ['no answer at all', new ApiError({ message: 'Failed to fetch', status: 0 }, { requestId: REQUEST_ID })],
  ])('shows the request id for %s', (_name, error) => {
    const alert = alertFor(error);
    expect(alert).toHaveTextContent(`Request id: ${REQUEST_ID}`);
    expect(alert).not.toHaveTextContent('Error id');
    expect(within(alert).getByText(REQUEST_ID).tagName).toBe('CODE');
  });

  it('shows no id line for an error the client did not make (no errorId, no request id)', () => {
    const alert = alertFor(new ApiError({ message: 'Boom', status: 500 }));
    expect(alert).not.toHaveTextContent(/Error id|Request id/);
  });
});
