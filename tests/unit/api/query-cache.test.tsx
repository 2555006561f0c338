import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_STATUS } from '../../../src/api/api-error.ts';
import { MAX_NETWORK_RETRIES, shouldRetry } from '../../../src/api/query-client.ts';
import { clearSession } from '../../../src/auth/session-storage.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The cache adds no rules of its own to the client's (DESIGN §3): what is sent, how often, and what stays.

// The whole app: the shell and the screen are lazy chunks, which take a while to transform on a busy 2-core machine.
configure({ asyncUtilTimeout: timeLimit(10_000) });

const FLEETS = '/ui/v1/sites/fleets';
const FLEET = { uuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21', name: 'Ruhr Flex' };

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});
afterEach(() => localStorage.clear());

describe('retry policy', () => {
  it('never retries an HTTP error answer (but a 429, once: rate-limit.test.tsx); retries a failure without an answer once', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500, 502, 503, 504]) {
      expect(shouldRetry(0, new ApiError({ message: 'x', status }))).toBe(false);
    }
    const network = new ApiError({ message: 'Failed to fetch', status: NO_RESPONSE_STATUS });
    expect(MAX_NETWORK_RETRIES).toBe(1);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(false);
    // Anything that is not an ApiError is a bug in the screen's code, not a network failure.
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('the server-state cache in the app', () => {
  it('a 500 is requested once and its error shows at once', async () => {
    const { calls } = renderApp('/fleet', (_method, path) =>
      path === FLEETS ? json({ message: 'Internal server error', status: 500 }, 500) : json({}),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the fleets');
    expect(alert).toHaveTextContent('Internal server error (HTTP 500)');
    // StrictMode's replay, the error state and the render after it: still one request.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls.filter((call) => call.path === FLEETS)).toHaveLength(1);
    // Try again is the only way to send it again.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.path === FLEETS)).toHaveLength(2));
  });

  it('a failure without an answer is tried once more, then shown', async () => {
    const { calls } = renderApp('/fleet', (_method, path) => {
      if (path === FLEETS) throw new TypeError('Failed to fetch');
      return json({});
    });
    const alert = await screen.findByRole('alert', {}, { timeout: timeLimit(5000) });
    expect(alert).toHaveTextContent('Failed to fetch (no answer)');
    expect(calls.filter((call) => call.path === FLEETS)).toHaveLength(1 + MAX_NETWORK_RETRIES);
  });

  it('a list opened again shows its cached answer at once, with when it was loaded and a refresh', async () => {
    const { calls, router } = renderApp('/fleet', (_method, path) =>
      path === FLEETS ? json({ fleets: [FLEET] }) : json({}),
    );
    expect(await screen.findByText('Ruhr Flex')).toBeInTheDocument();
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    await act(() => router.navigate('/hems'));
    await act(() => router.navigate('/fleet'));
    // At once: no loading state in between, and no second request within the stale time.
    expect(screen.getByText('Ruhr Flex')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === FLEETS)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the fleets' }));
    await waitFor(() => expect(calls.filter((call) => call.path === FLEETS)).toHaveLength(2));
    // The list stays on screen while it refreshes.
    expect(screen.getByText('Ruhr Flex')).toBeInTheDocument();
  });

  it('signing out empties the cache: nothing the last staff member loaded is left', async () => {
    const { queryClient } = renderApp('/fleet', (_method, path) =>
      path === FLEETS ? json({ fleets: [FLEET] }) : json({}),
    );
    expect(await screen.findByText('Ruhr Flex')).toBeInTheDocument();
    expect(queryClient.getQueryData(['fleets'])).toEqual([FLEET]);
    act(() => clearSession('/fleet'));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(queryClient.getQueryData(['fleets'])).toBeUndefined();
  });

  it('a refused token refresh (the client signs out) empties the cache too', async () => {
    const { queryClient } = renderApp('/fleet', (_method, path) =>
      path === FLEETS ? json({ fleets: [FLEET] }) : json({}),
    );
    expect(await screen.findByText('Ruhr Flex')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('refresh-token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'refresh-token' }));
    });
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });
});
