// The bodies of the site-energy calls, computed from a site's energy profile and the simulated series:
// the mock's handlers answer with them and the generator draws the named examples from them.
import type { components } from '../../../../src/api/schema.gen.ts';
import {
  rangeBuckets,
  rangeEndDate,
  rangeStartDate,
  RESOLUTION_SECONDS,
  unitFor,
  type EnergyRange,
} from '../../../../src/domain/energy/energy-range.ts';
import { zonedDate, zonedDayStart } from '../../../../src/domain/format/zoned-time.ts';
import type { EnergyProfile } from './energy.fixtures.ts';
import type { SiteRow } from '../../../generate/fixtures.ts';
import {
  BASE_STEP_S,
  baseSteps,
  dataWindow,
  MIN_BUCKET_COVERAGE,
  presentShare,
  type BaseStep,
  type SiteClock,
} from './energy.simulation.ts';

type Schemas = components['schemas'];

export function siteClock(site: SiteRow, nowMs: number): SiteClock {
  return {
    nowMs,
    lastSeenMs: site.online ? nowMs : Date.parse(site.timestamp),
    activationMs: site.activationDate === null ? null : Date.parse(site.activationDate),
  };
}

export function assetsAnswer(p: EnergyProfile): Schemas['SiteEnergyAssets'] {
  const body: Schemas['SiteEnergyAssets'] = {
    subscription: p.subscription,
    timeZone: p.timeZone,
    chargers: p.chargers.map((c) => ({ ...c })),
  };
  if (p.pvPeakKw !== null) body.pv = { peakPowerKw: p.pvPeakKw };
  if (p.battery) body.battery = { ...p.battery };
  if (p.heatPumpKw !== null) body.heatPump = { maxPowerKw: p.heatPumpKw };
  return body;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
};

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

type SeriesKey = keyof Schemas['SiteEnergySeries'];
/** The measured energy flows of a site (and, added up, of a fleet). */
export const FLOW_KEYS = [
  'pv',
  'consumption',
  'gridImport',
  'gridExport',
  'batteryCharge',
  'batteryDischarge',
  'ev',
  'heatPump',
] as const satisfies readonly Exclude<SeriesKey, 'soc'>[];
export const POWER_KEYS = [
  ...FLOW_KEYS,
  'pvForecast',
  'consumptionForecast',
] as const satisfies readonly Exclude<SeriesKey, 'soc'>[];

function keysOf(p: EnergyProfile): SeriesKey[] {
  const keys: (SeriesKey & ('soc' | (typeof POWER_KEYS)[number]))[] = [
    'pv',
    'consumption',
    'gridImport',
    'gridExport',
  ];
  if (p.battery) keys.push('batteryCharge', 'batteryDischarge', 'soc');
  if (p.chargers.length > 0) keys.push('ev');
  if (p.heatPumpKw !== null) keys.push('heatPump');
  if (p.pvPeakKw !== null) keys.push('pvForecast');
  keys.push('consumptionForecast');
  return keys;
}

/** The range's series: each bucket is the mean power (kW) or the energy (kWh) of its steps with data. */
export function historyAnswer(
  p: EnergyProfile,
  clock: SiteClock,
  range: EnergyRange,
  startParam: string | undefined,
): Schemas['SiteEnergyHistory'] {
  const start = rangeStartDate(range, startParam ?? zonedDate(clock.nowMs, p.timeZone));
  const buckets = rangeBuckets(range, start, p.timeZone);
  const endMs = zonedDayStart(rangeEndDate(range, start), p.timeZone);
  const unit = unitFor(range);
  const keys = keysOf(p);
  return {
    subscription: p.subscription,
    range,
    start,
    timeZone: p.timeZone,
    resolutionSeconds: RESOLUTION_SECONDS[range],
    unit,
    timestamps: buckets.map(iso),
    series: aggregate(p, clock, buckets, endMs, unit, keys) as Schemas['SiteEnergySeries'],
  };
}

/**
 * The site's series over buckets starting at `buckets` (ms) and ending at `endMs`: each bucket the mean power (kW)
 * or the energy (kWh) of its steps with data, null when less than half of it has data.
 */
export function aggregate(
  p: EnergyProfile,
  clock: SiteClock,
  buckets: readonly number[],
  endMs: number,
  unit: 'kW' | 'kWh',
  keys: readonly SeriesKey[] = keysOf(p),
): Partial<Record<SeriesKey, (number | null)[]>> {
  const nowS = Math.floor(clock.nowMs / 1000);
  const window = dataWindow(p, clock);
  const steps = baseSteps(p, (buckets[0] as number) / 1000, endMs / 1000, nowS);
  const series: Partial<Record<SeriesKey, (number | null)[]>> = {};
  for (const key of keys) series[key] = [];
  let index = 0;
  buckets.forEach((bucketStart, k) => {
    const bucketEnd = (buckets[k + 1] ?? endMs) / 1000;
    const inBucket: BaseStep[] = [];
    let total = 0;
    while (index < steps.length && (steps[index] as BaseStep).t < bucketEnd) {
      const s = steps[index] as BaseStep;
      total += 1;
      if (presentShare(window, s.t, s.t + BASE_STEP_S) >= MIN_BUCKET_COVERAGE) inBucket.push(s);
      index += 1;
    }
    const present = total > 0 && inBucket.length / total >= MIN_BUCKET_COVERAGE;
    const hours = (bucketEnd - bucketStart / 1000) / 3600;
    for (const key of keys) {
      const values = series[key] as (number | null)[];
      if (!present) {
        values.push(null);
      } else if (key === 'soc') {
        values.push(round((inBucket[inBucket.length - 1] as BaseStep).socEnd, 2));
      } else {
        const mean = inBucket.reduce((sum, s) => sum + s[key], 0) / inBucket.length;
        values.push(round(unit === 'kW' ? mean : mean * hours, 3));
      }
    }
  });
  return series;
}
