import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { ProblemsLoadError } from '../../../src/features/health/components/problems-load-error.tsx';

const REQUEST_ID = '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

function show(error: ApiError) {
  render(<ProblemsLoadError what="site problems" error={error} onRetry={() => undefined} />);
  return screen.getByRole('alert');
}

describe('ProblemsLoadError', () => {
  it("shows the answer's error id, not the request id", () => {
    const alert = show(
      new ApiError(
        { message: 'Database unavailable', status: 503, errorId: 'E-42' },
        { requestId: REQUEST_ID },
      ),
    );
    expect(alert).toHaveTextContent('The server answered 503: Database unavailable. Error id: E-42');
    expect(alert).not.toHaveTextContent(REQUEST_ID);
    expect(within(alert).getByText('E-42').tagName).toBe('CODE');
  });

  it('shows the request id when the answer has no errorId', () => {
    const alert = show(
      new ApiError({ message: 'Internal server error', status: 500 }, { requestId: REQUEST_ID }),
    );
    expect(alert).toHaveTextContent(
      `The server answered 500: Internal server error. Request id: ${REQUEST_ID}`,
    );
    expect(within(alert).getByText(REQUEST_ID)).toHaveStyle({ userSelect: 'all' });
  });

  it('shows the request id when the server could not be reached', () => {
    const alert = show(new ApiError({ message: 'Failed to fetch', status: 0 }, { requestId: REQUEST_ID }));
    expect(alert).toHaveTextContent('The server could not be reached (Failed to fetch).');
    expect(alert).toHaveTextContent(`Request id: ${REQUEST_ID}`);
  });
});
