import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { SitesLoadError } from '../../../src/features/sites/components/sites-load-error.tsx';

const REQUEST_ID = '9c4e2a1b-7d3f-4e8a-b5c6-d7e8f9a0b1c2';

function show(error: ApiError, onRetry = () => undefined) {
  render(<SitesLoadError title="Could not load the sites" error={error} onRetry={onRetry} />);
  return screen.getByRole('alert');
}

describe('SitesLoadError', () => {
  it("says what failed and what to do, then the answer's error id; Try again retries", async () => {
    const onRetry = vi.fn();
    const alert = show(
      new ApiError({ message: 'Locked', status: 423, errorId: 'SITE_LOCKED' }, { requestId: REQUEST_ID }),
      onRetry,
    );
    expect(alert).toHaveTextContent(
      'Locked (HTTP 423). Try again; if it keeps failing, report the id below. Error id: SITE_LOCKED',
    );
    expect(alert).not.toHaveTextContent(REQUEST_ID);
    expect(within(alert).getByText('SITE_LOCKED').tagName).toBe('CODE');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the request id when the answer has no errorId', () => {
    const alert = show(
      new ApiError({ message: 'Internal server error', status: 500 }, { requestId: REQUEST_ID }),
    );
    expect(alert).toHaveTextContent('Internal server error (HTTP 500). The server had a problem.');
    expect(alert).toHaveTextContent(`Request id: ${REQUEST_ID}`);
    expect(alert).not.toHaveTextContent('Error id');
    expect(within(alert).getByText(REQUEST_ID)).toHaveStyle({ userSelect: 'all' });
  });

  it('shows the request id when there was no answer at all', () => {
    const alert = show(new ApiError({ message: 'Failed to fetch', status: 0 }, { requestId: REQUEST_ID }));
    expect(alert).toHaveTextContent('Failed to fetch (no answer).');
    expect(alert).toHaveTextContent(`Request id: ${REQUEST_ID}`);
  });
});
