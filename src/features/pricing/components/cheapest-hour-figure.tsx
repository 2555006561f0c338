import { useMemo } from 'react';
import type { FigureState } from '../../../components/live-figure.tsx';
import { LiveStatement } from '../../../components/live-figure.tsx';
import { useNow } from '../../../components/use-now.ts';
import { BIDDING_ZONES, DEFAULT_BIDDING_ZONE } from '../../../domain/pricing/bidding-zones.ts';
import { deliveryDays } from '../../../domain/pricing/publication.ts';
import { horizonStart, planSlots } from '../../../domain/sales/price-horizon.ts';
import { hourWindows, hourWindowsText, type HourWindows } from '../../../domain/sales/price-windows.ts';
import { useDayAheadPrices } from '../api/get-day-ahead-prices.ts';

const ZONE = DEFAULT_BIDDING_ZONE;
const TIME_ZONE = BIDDING_ZONES[ZONE].timeZone;

/**
 * The smart-charging demo card's figure on /sales: the cheapest and the dearest published hour of
 * the demo's horizon, end-customer prices — from the two day-ahead calls the demo plans with (one cached answer).
 */
export function CheapestHourFigure() {
  const now = horizonStart(useNow(60_000));
  const days = deliveryDays(now, TIME_ZONE);
  const today = useDayAheadPrices(ZONE, days.today);
  const tomorrow = useDayAheadPrices(ZONE, days.tomorrow);
  const state = useMemo((): FigureState<HourWindows | null> => {
    if (today.status === 'error' || tomorrow.status === 'error') return { status: 'error' };
    if (today.status !== 'ready' || tomorrow.status !== 'ready') return { status: 'loading' };
    const slots = planSlots([today.data, tomorrow.data], { now, timeZone: TIME_ZONE, pvKwp: 0 });
    return { status: 'ready', data: hourWindows(slots) };
  }, [today, tomorrow, now]);
  return (
    <LiveStatement
      state={state}
      text={(windows) => hourWindowsText(windows, TIME_ZONE)}
      unavailable="Prices not available"
    />
  );
}
