// What the tariff order funnel screen shows, pure: its URL state (period and channel, hostile
// values fall back to the defaults), percentages, the median time between steps in words, the change against the
// previous period, and the leads link of a step (the leads that stopped there).
import { formatDecimal } from '../format/locale-format.ts';
import { isChannel, type Channel, type FunnelStep } from './funnel-steps.ts';

export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const DEFAULT_FUNNEL_PERIOD: FunnelPeriod = 30;
export const PERIOD_PARAM = 'period';
export const CHANNEL_PARAM = 'channel';

export interface FunnelView {
  readonly period: FunnelPeriod;
  /** null = every channel. */
  readonly channel: Channel | null;
}

/** The view a URL's params ask for; anything unknown is the default. */
export function funnelViewFromParams(params: URLSearchParams): FunnelView {
  const period =
    FUNNEL_PERIODS.find((days) => String(days) === params.get(PERIOD_PARAM)) ?? DEFAULT_FUNNEL_PERIOD;
  const channel = params.get(CHANNEL_PARAM);
  return { period, channel: isChannel(channel) ? channel : null };
}

/** The params of a view; defaults are left out so URLs stay short. */
export function funnelViewToParams(view: FunnelView, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.period === DEFAULT_FUNNEL_PERIOD) next.delete(PERIOD_PARAM);
  else next.set(PERIOD_PARAM, String(view.period));
  if (view.channel === null) next.delete(CHANNEL_PARAM);
  else next.set(CHANNEL_PARAM, view.channel);
  return next;
}

/** "72.5 %", or "–" without a base. */
export function percentText(ratio: number | null, locale?: string): string {
  if (ratio === null || !Number.isFinite(ratio)) return '–';
  return `${formatDecimal(ratio * 100, 1, locale)} %`;
}

/** A duration in seconds in its largest fitting unit: "45 s", "12 min", "5.5 h", "21 d"; "–" for none. */
export function durationText(seconds: number | null, locale?: string): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '–';
  const format = (value: number, unit: string) =>
    `${formatDecimal(value, value < 10 ? 1 : 0, locale)} ${unit}`;
  if (seconds < 60) return format(seconds, 's');
  if (seconds < 3600) return format(seconds / 60, 'min');
  if (seconds < 86_400) return format(seconds / 3600, 'h');
  return format(seconds / 86_400, 'd');
}

/** The instants a funnel counted its orders in: started at or after `from`, before `to` (the answer's period). */
export interface FunnelWindow {
  readonly from: string;
  readonly to: string;
}

/**
 * The leads that stopped at `step` (in this channel) among the orders the funnel counted: those started in its
 * period, carried as the exact instants of the answer (`since`/`until`), so the list holds as many leads as the step
 * says. Without a window, every lead that stopped there.
 */
export function stoppedLeadsHref(
  leadsPath: string,
  step: FunnelStep,
  channel: Channel | null,
  window?: FunnelWindow,
): string {
  const params = new URLSearchParams({ lastStep: step });
  if (channel !== null) params.set('channel', channel);
  if (window !== undefined) {
    params.set('since', window.from);
    params.set('until', window.to);
  }
  return `${leadsPath}?${params.toString()}`;
}
