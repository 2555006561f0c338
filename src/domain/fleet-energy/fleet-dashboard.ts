// What the fleet energy dashboard derives from its two answers: the online share as staff read it, the
// range in the URL, and the daily energy as chart series, totals and table rows. Pure, so the chart, the table and
// the totals cannot disagree.
import type { components } from '../../api/schema.gen.ts';
import { FLOW_SERIES, type EnergySeriesInfo } from '../energy/energy.series.ts';
import { formatCount, formatQuantity } from '../format/locale-format.ts';
import { zonedDayStart } from '../format/zoned-time.ts';

type Daily = components['schemas']['FleetEnergyDaily'];
type Day = components['schemas']['FleetEnergyDay'];
export type FleetFlowKey = Exclude<keyof Day, 'date' | 'sitesReporting'>;

/** The ranges offered, in complete days (the API serves at most 92). */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
export const DAYS_PARAM = 'days';

/** The range from the URL; anything but an offered value is the first one. */
export function daysFromParams(params: URLSearchParams): DashboardDays {
  const value = Number(params.get(DAYS_PARAM));
  return DASHBOARD_DAYS.find((days) => days === value) ?? DASHBOARD_DAYS[0];
}

/**
 * `part` of `total` in whole percent, rounded, except that it never reads 100 % while one is missing nor 0 % while
 * one is there (499 of 500 online is 99 %, not 100 %). Null for no total.
 */
export function sharePercent(part: number, total: number): number | null {
  if (total <= 0) return null;
  const rounded = Math.round((part / total) * 100);
  if (part > 0 && rounded === 0) return 1;
  if (part < total && rounded === 100) return 99;
  return rounded;
}

/** '412 of 500 online (82 %)', numbers in the person's regional format. */
export function onlineShareText(online: number, total: number, locale?: string): string {
  const percent = sharePercent(online, total);
  const share = percent === null ? '' : ` (${formatQuantity(percent, '%', 0, locale)})`;
  return `${formatCount(online, locale)} of ${formatCount(total, locale)} online${share}`;
}

export interface DailyView {
  /** Local midnights of the days, in Unix seconds (the chart's x). */
  readonly x: number[];
  /** The flows any day has energy for, in the legend's order. */
  readonly flows: readonly (EnergySeriesInfo & { key: FleetFlowKey; values: readonly (number | null)[] })[];
  /** The range's total per flow (kWh); null when no day reported. */
  readonly totals: readonly { label: string; kwh: number | null }[];
  /** No site reported on any day. */
  readonly empty: boolean;
}

const isFleetFlow = (key: string, day: Day): key is FleetFlowKey => key in day && key !== 'date';

export function dailyView(daily: Daily): DailyView {
  const first = daily.days[0];
  const flows = FLOW_SERIES.flatMap((info) => {
    if (first === undefined || !isFleetFlow(info.key, first)) return [];
    const key = info.key;
    const values = daily.days.map((day) => day[key]);
    return values.some((value) => value !== null && value > 0) ? [{ ...info, key, values }] : [];
  });
  const totals = flows.map((flow) => {
    const reported = flow.values.filter((value): value is number => value !== null);
    return {
      label: flow.label,
      kwh: reported.length === 0 ? null : reported.reduce((sum, value) => sum + value, 0),
    };
  });
  return {
    x: daily.days.map((day) => zonedDayStart(day.date, daily.timeZone) / 1000),
    flows,
    totals,
    empty: daily.days.every((day) => day.sitesReporting === 0),
  };
}
