// Rate limits on the sites lists: a provider's sites (/hems/active/{id}) and a fleet's sites (/fleet/{uuid}) say
// they wait after a 429 and ask once more by themselves, as the other lists do (one RateLimitWait, fed by the cache).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLEETS, json, renderScreen, site, sitesApi, sitesPage } from '../sites/harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const tooMany = (seconds: string) =>
  new Response(JSON.stringify({ message: 'Too many requests', status: 429, errorId: 'RATE_LIMITED' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': seconds },
  });

afterEach(() => {
  vi.useRealTimers();
});

// Generous waits: big MUI tables in jsdom, on a machine that may be busy.
const slow = { timeout: timeLimit(10_000) };

describe('a sites list after too many requests', { timeout: timeLimit(60_000) }, () => {
  it("a provider's sites say they wait, then ask once more and show the rows", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    renderScreen(
      '/hems/active/sonnen',
      sitesApi(3, {
        sites: () => {
          calls += 1;
          return calls === 1 ? tooMany('2') : json(sitesPage(3, 1));
        },
      }),
    );
    expect(await screen.findByText(/Trying again in 2 s/, {}, slow)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByText('CUST-00001', {}, slow)).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });

  it("a fleet's sites say they wait while a provider's page is asked again, then show the fleet's rows", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fleet = FLEETS[1]!;
    let limited = 0;
    let senecAfter = 0;
    renderScreen(
      `/fleet/${fleet.uuid}`,
      sitesApi(0, {
        sites: async (url, request) => {
          const senec = url.pathname.endsWith('/senec');
          // StrictMode starts the run twice and aborts the first: refuse the first request that stays wanted.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (senec && limited > 0) senecAfter += 1;
          if (senec && limited === 0 && !request.signal.aborted) {
            limited += 1;
            return tooMany('1');
          }
          // One site of the fleet per provider: 1 at sonnen, 2 at senec.
          const n = senec ? 2 : 1;
          return json({
            subscriptions: [site(n, { fleets: [fleet] })],
            page: 1,
            countPages: 1,
            countTotal: 1,
          });
        },
      }),
    );
    expect(await screen.findByText(/Trying again in 1 s/, {}, slow)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('CUST-00002', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('CUST-00001')).toBeInTheDocument();
    expect(limited).toBe(1);
    expect(senecAfter).toBe(1);
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });
});
