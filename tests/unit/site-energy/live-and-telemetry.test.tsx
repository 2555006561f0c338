// @vitest-environment jsdom
import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { LIVE_POLL_MS } from '../../../src/domain/energy/live-stream.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { energyApi, freshDataset } from './energy-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The chart draws on a canvas jsdom does not have: a figure with the chart's name stands in (the chart itself is
// drawn in Chromium by tests/e2e/site-energy.spec.ts). Both screens depend on "now": they run with the clock and the
// mock's world pinned to the hour staff work (scripts/mock/instants.ts: Tuesday 3 Nov 2026, 10:40 in Europe/Berlin).
// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };
const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];

afterEach(() => vi.useRealTimers());

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('live stream', () => {
  it(
    'shows the power flows, goes stale when the polls fail (the last sample stays) and recovers by itself',
    async () => {
      // The polls run on a fake clock that also moves by itself: the test jumps a poll ahead instead of waiting 5 s.
      // It starts at the staff hour, and so does the mock's world (made after it: its time runs from Date.now()).
      vi.useFakeTimers({ shouldAdvanceTime: true, now: STAFF_HOUR });
      let failing = false;
      const { calls } = renderApp(
        paths.fleetLiveStream(SITE),
        energyApi(freshDataset(STAFF_HOUR), (path) =>
          failing && path.endsWith('/energy/live')
            ? json({ message: 'Service down', status: 500 }, 500)
            : undefined,
        ),
      );
      const flows = await screen.findByRole('list', { name: 'Power flows' });
      expect(within(flows).getByText('PV')).toBeVisible();
      expect(within(flows).getByText('Grid')).toBeVisible();
      expect(screen.getByText('Live')).toBeVisible();
      // The samples since the page opened are drawn too (the chart itself: tests/unit/components/time-series-chart).
      expect(
        await screen.findByRole('img', { name: 'Live power since this page opened (kW)' }),
      ).toBeVisible();
      expect(screen.getByText(/^1 sample \(the chart keeps the last 30 min\)/)).toBeVisible();
      // A sample of this minute at the site (the browser's locale writes the time).
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Measured 11\/03, 10:40:\d\d AM \(Europe\/Berlin\)/,
      );
      const liveCalls = () => calls.filter((c) => c.path.endsWith('/energy/live')).length;
      const before = liveCalls();
      failing = true;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
      expect(await screen.findByText(/^Stale since .*Service down/)).toBeVisible();
      expect(liveCalls()).toBeGreaterThan(before);
      // The last sample stays on screen while the polls fail.
      expect(within(screen.getByRole('list', { name: 'Power flows' })).getByText('PV')).toBeVisible();
      failing = false;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
      expect(await screen.findByText('Live')).toBeVisible();
    },
    SLOW,
  );
});

describe('telemetry', () => {
  it(
    'shows the coverage of the day up to now, the problem it implies (none for this site) and the chart',
    async () => {
      vi.setSystemTime(STAFF_HOUR);
      renderApp(paths.fleetSiteTelemetry(SITE), energyApi(freshDataset(STAFF_HOUR)));
      expect(await screen.findByText(/of 8,640 samples arrived/)).toBeVisible();
      // The day ends at the gateway's last contact: now, for this online site.
      expect(screen.getByRole('region', { name: 'Coverage of the last reported day' })).toHaveTextContent(
        /to 11\/03, 10:40:00 AM \(Europe\/Berlin\)/,
      );
      expect(screen.getByText(/No telemetry-gap problem/)).toBeVisible();
      expect(
        await screen.findByRole('img', { name: /Telemetry at 10 s \(kW\); 0 gaps shaded/ }),
      ).toBeVisible();
      expect(screen.getByText('No sample is missing.')).toBeVisible();
    },
    SLOW,
  );
});
