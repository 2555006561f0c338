// A 429 carries its wait; sign-in says "Too many attempts — try again in N s" and re-enables the
// button after N s; a list says it is waiting and asks once more after the wait.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_AFTER_SECONDS } from '../../../src/api/api-error.ts';
import { retryAfterSeconds } from '../../../src/api/api-error-answer.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { retryDelay, shouldRetry } from '../../../src/api/query-client.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { tooManyAttemptsMessage } from '../../../src/domain/auth/rate-limit.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { memoryTokenStore } from '../api/fake-api.ts';
import { FLEETS, json as sitesJson, renderScreen } from '../sites/harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const tooMany = (seconds: string) =>
  new Response(JSON.stringify({ message: 'Too many requests', status: 429, errorId: 'RATE_LIMITED' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': seconds },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP-dates, and caps both to 0..1 hour', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    expect(retryAfterSeconds('999999')).toBe(MAX_RETRY_AFTER_SECONDS);
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 12:00:42 GMT', now)).toBe(42);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(undefined)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
  });

  it('never throws and never leaves 0..3600 for any header text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const seconds = retryAfterSeconds(text);
        return seconds === undefined || (Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600);
      }),
    );
  });

  it('the client turns a 429 into an ApiError that carries the wait', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => tooMany('7'),
      tokenStore: memoryTokenStore({ token: 't' }),
      onSignOut: () => {},
    });
    const result = await api.GET('/ui/v1/sites/fleets');
    expect(result.error).toMatchObject({ status: 429, errorId: 'RATE_LIMITED', retryAfterSeconds: 7 });
  });

  it('the cache retries a 429 once, after its wait; other HTTP errors never', () => {
    const limited = new ApiError({ message: 'x', status: 429 }, { retryAfterSeconds: 3 });
    expect(shouldRetry(0, limited)).toBe(true);
    expect(shouldRetry(1, limited)).toBe(false);
    expect(retryDelay(0, limited)).toBe(3000);
    expect(shouldRetry(0, new ApiError({ message: 'x', status: 500 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ message: 'x', status: 404 }))).toBe(false);
  });
});

describe('sign-in after too many attempts', () => {
  it('says how long to wait, keeps the button off for that long, then lets the staff member try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    renderApp('/login', (method, path) => {
      if (method === 'POST' && path === '/authentication-api/login') {
        attempts += 1;
        return tooMany('3');
      }
      return json({});
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/Email/), 'staff@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // toHaveTextContent reads the no-break space between number and unit as a space.
    expect(await screen.findByRole('alert', {}, { timeout: timeLimit(10_000) })).toHaveTextContent(
      tooManyAttemptsMessage(3).replace(/\u00a0/g, ' '),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // What was typed stays.
    expect(screen.getByLabelText(/Email/)).toHaveValue('staff@example.com');
    // The wait counts down a second at a time (the clock also moves with real time, so a busy machine may have
    // taken a step already); the button stays off until it is over.
    const seen = new Set<string>();
    for (
      let step = 0;
      step < 5 && !/try again now/.test(screen.getByRole('alert').textContent ?? '');
      step++
    ) {
      seen.add(screen.getByRole('alert').textContent ?? '');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect([...seen].every((text) => /^Too many attempts — try again in [123]\u00a0s\.$/.test(text))).toBe(
      true,
    );
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again now.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});

describe('a list after too many requests', () => {
  it('the problem lists of home and the prepared installations wait and ask again too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    const asked = new Map<string, number>();
    const { router } = renderApp('/', (_method, path) => {
      asked.set(path, (asked.get(path) ?? 0) + 1);
      if (asked.get(path) === 1) return tooMany('1');
      if (path.startsWith('/ui/v1/problems/')) return json({ rows: [] });
      if (path.startsWith('/ui/v1/installation/prepared/hems/')) return json({ installations: [] });
      return json({});
    });
    // Generous waits: the whole app renders in jsdom, on a machine that may be busy.
    const slow = { timeout: timeLimit(10_000) };
    await waitFor(() => expect(screen.getAllByText(/Trying again in 1 s/)).toHaveLength(2), slow);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(screen.queryByText(/Trying again/)).toBeNull(), slow);
    expect(asked.get('/ui/v1/problems/sites')).toBe(2);
    expect(asked.get('/ui/v1/problems/installations')).toBe(2);
    await act(() => router.navigate('/hems/prepared/sonnen'));
    expect(await screen.findByText(/Trying again in 1 s/, {}, slow)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('No Sites Found', {}, slow)).toBeInTheDocument();
    localStorage.clear();
  });

  it('says it is waiting, then asks once more by itself and shows the rows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    renderScreen('/fleet', (url) => {
      if (url.pathname !== '/ui/v1/sites/fleets') return sitesJson({});
      calls += 1;
      return calls === 1 ? tooMany('2') : sitesJson({ fleets: FLEETS });
    });
    const slow = { timeout: timeLimit(10_000) };
    expect(await screen.findByText(/Trying again in 2 s/, {}, slow)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByRole('link', { name: FLEETS[0]!.name }, slow)).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });
});
