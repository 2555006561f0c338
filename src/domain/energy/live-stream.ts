// The live stream of a site: which flows to show with which direction, and whether what is on
// screen is live, stale (updates stopped) or from an offline gateway. Pure: the view and the tests share it.
import type { components } from '../../api/schema.gen.ts';

export type LivePower = components['schemas']['SiteEnergyLivePower'];

/** How often the view asks while the page is visible. */
export const LIVE_POLL_MS = 5_000;
/** Updates count as stopped after this many missed polls. */
export const STALE_AFTER_POLLS = 3;

export type LiveStatus = 'waiting' | 'live' | 'stale' | 'offline';

export interface LiveInput {
  /** When the sample on screen arrived (ms); 0 when none has. */
  readonly updatedAt: number;
  /** The last poll failed. */
  readonly failed: boolean;
  /** The gateway's own state in the last answer (undefined without one). */
  readonly online: boolean | undefined;
  readonly now: number;
  readonly pollMs?: number;
}

/** Stale wins over offline: when updates stopped, the portal no longer knows whether the gateway still is offline. */
export function liveStatus({ updatedAt, failed, online, now, pollMs = LIVE_POLL_MS }: LiveInput): LiveStatus {
  if (updatedAt === 0 || online === undefined) return 'waiting';
  if (failed || now - updatedAt > STALE_AFTER_POLLS * pollMs) return 'stale';
  return online ? 'live' : 'offline';
}

export interface LiveFlow {
  readonly key: string;
  readonly label: string;
  /** kW, ≥ 0. */
  readonly kw: number;
  /** What the flow does now, e.g. 'importing', 'charging', 'idle'. */
  readonly doing: string;
}

const signed = (
  label: string,
  key: string,
  into: number | undefined,
  out: number | undefined,
  words: [string, string],
) => {
  const inKw = into ?? 0;
  const outKw = out ?? 0;
  if (inKw > outKw) return { key, label, kw: inKw - outKw, doing: words[0] };
  if (outKw > inKw) return { key, label, kw: outKw - inKw, doing: words[1] };
  return { key, label, kw: 0, doing: 'idle' };
};

const one = (key: string, label: string, kw: number, active: string): LiveFlow => ({
  key,
  label,
  kw,
  doing: kw > 0 ? active : 'idle',
});

/** The flows of the site's equipment, PV first, then the home and where the power goes or comes from. */
export function liveFlows(power: LivePower): LiveFlow[] {
  const flows: LiveFlow[] = [
    one('pv', 'PV', power.pv, 'producing'),
    one('consumption', 'Home', power.consumption, 'consuming'),
  ];
  if (power.batteryCharge !== undefined || power.batteryDischarge !== undefined)
    flows.push(
      signed('Battery', 'battery', power.batteryCharge, power.batteryDischarge, ['charging', 'discharging']),
    );
  flows.push(signed('Grid', 'grid', power.gridImport, power.gridExport, ['importing', 'exporting']));
  if (power.ev !== undefined) flows.push(one('ev', 'Charger', power.ev, 'charging a car'));
  if (power.heatPump !== undefined) flows.push(one('heatPump', 'Heat pump', power.heatPump, 'running'));
  return flows;
}

/** The flows and the state of charge the live chart draws, as the energy charts name them (FLOW_SERIES keys). */
export const LIVE_COLUMNS = [
  'pv',
  'consumption',
  'batteryCharge',
  'batteryDischarge',
  'gridImport',
  'gridExport',
  'ev',
  'heatPump',
  'soc',
] as const;
export type LiveColumn = (typeof LIVE_COLUMNS)[number];

/** Samples the live chart keeps: 30 minutes of 5-second polls. */
export const LIVE_WINDOW = 360;

/** The samples seen since the page opened (the API answers only the latest): times in Unix seconds, ascending. */
export interface LiveHistory {
  readonly x: readonly number[];
  readonly columns: Readonly<Record<LiveColumn, readonly (number | null)[]>>;
}

export const EMPTY_LIVE_HISTORY: LiveHistory = {
  x: [],
  columns: Object.fromEntries(
    LIVE_COLUMNS.map((column) => [column, []]),
  ) as unknown as LiveHistory['columns'],
};

export interface LiveSample {
  readonly measuredAt?: string;
  readonly power?: LivePower;
  readonly soc?: number;
}

/**
 * `history` with `sample` appended — the same object when the sample is not newer than the last one (a poll that
 * found no new measurement, an offline gateway's last contact), so nothing redraws. When polls went missing for
 * longer than the stale limit, an empty sample goes in first, so the chart breaks its lines there instead of
 * drawing across the silence; a flow the sample lacks is null, never 0. At most `max` samples are kept.
 */
export function appendLiveSample(
  history: LiveHistory,
  sample: LiveSample,
  pollMs = LIVE_POLL_MS,
  max = LIVE_WINDOW,
): LiveHistory {
  const at = sample.measuredAt === undefined ? Number.NaN : Date.parse(sample.measuredAt) / 1000;
  const last = history.x[history.x.length - 1];
  if (!Number.isFinite(at) || sample.power === undefined || (last !== undefined && at <= last))
    return history;
  const gap = last !== undefined && at - last > (STALE_AFTER_POLLS * pollMs) / 1000;
  const power: Partial<Record<LiveColumn, number>> = { ...sample.power, soc: sample.soc };
  const kept = <T>(values: readonly T[], gapValue: T, value: T) =>
    [...values, ...(gap ? [gapValue] : []), value].slice(-max);
  const x = kept(history.x, (last as number) + pollMs / 1000, at);
  const columns = Object.fromEntries(
    LIVE_COLUMNS.map((column) => [column, kept(history.columns[column], null, power[column] ?? null)]),
  ) as unknown as LiveHistory['columns'];
  return { x, columns };
}
