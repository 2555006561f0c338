import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { LoadErrorAlert } from '../../../src/components/load-error-alert.tsx';
import { BASE, fakeFetch, json, memoryTokenStore, type Handler } from '../api/fake-api.ts';

// From the wire to the screen: the id the alert shows is the one the server received (or the answer's errorId).
async function failedLoad(handler: Handler) {
  const server = fakeFetch(handler);
  const api = createApiClient({
    tokenStore: memoryTokenStore({ token: 't' }),
    onSignOut: () => undefined,
    baseUrl: BASE,
    fetch: server.fetch,
    currentPath: () => '/',
  });
  const { error } = await api.GET('/ui/v1/sites/fleets');
  if (error === undefined) throw new Error('expected the call to fail');
  render(<LoadErrorAlert title="Could not load the fleets" error={error} onRetry={() => undefined} />);
  const sent = server.seen[0]?.headers.get('X-Request-Id');
  expect(sent).toMatch(/^[0-9a-f-]{36}$/);
  return { alert: screen.getByRole('alert'), sent: sent ?? '' };
}

describe('load error: the id to report', () => {
  it('shows the request id the server received when its answer has no errorId', async () => {
    const { alert, sent } = await failedLoad(() =>
      json(500, { message: 'Internal server error', status: 500 }),
    );
    expect(alert).toHaveTextContent(`Request id: ${sent}`);
    expect(alert).not.toHaveTextContent('Error id');
  });

  it('shows the request id when no answer came at all', async () => {
    const { alert, sent } = await failedLoad(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(alert).toHaveTextContent('Failed to fetch (no answer).');
    expect(alert).toHaveTextContent(`Request id: ${sent}`);
  });

  it("shows the answer's errorId when it has one", async () => {
    const { alert, sent } = await failedLoad(() =>
      json(409, { message: 'Conflict', status: 409, errorId: 'FLEETS_BUSY' }),
    );
    expect(alert).toHaveTextContent('Error id: FLEETS_BUSY');
    expect(alert).not.toHaveTextContent(sent);
  });
});
