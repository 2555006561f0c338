// The raw telemetry of a site's last reported day: the 10-second samples inside each simulated
// 5-minute step. PV and the household load vary around the step's values (zero-mean detail), the battery holds its
// step's power, the grid takes the difference — so every sample still balances. A sample outside the data window or
// inside an outage is null in every series.
import type { components } from '../../../../src/api/schema.gen.ts';
import type { EnergyProfile } from './energy.fixtures.ts';
import {
  BASE_STEP_S,
  baseSteps,
  DAY_S,
  dataWindow,
  detail,
  samplePresent,
  TELEMETRY_STEP_S,
  type BaseStep,
  type SiteClock,
} from './energy.simulation.ts';

type Schemas = components['schemas'];
type TelemetryKey = keyof Schemas['SiteTelemetrySeries'];

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
};

function keysOf(p: EnergyProfile): TelemetryKey[] {
  const keys: TelemetryKey[] = ['pv', 'consumption', 'gridImport', 'gridExport'];
  if (p.battery) keys.push('batteryCharge', 'batteryDischarge', 'soc');
  if (p.chargers.length > 0) keys.push('ev');
  if (p.heatPumpKw !== null) keys.push('heatPump');
  return keys;
}

export type TelemetrySample = Record<TelemetryKey, number>;

/** Sample `i` (0–29) of a step: the step's flows with 10-second detail, still balanced. */
export function sampleOf(s: BaseStep, i: number, seed: number): TelemetrySample {
  const samples = BASE_STEP_S / TELEMETRY_STEP_S;
  const pv = Math.max(0, s.pv * (1 + 0.06 * detail(i, seed % 7)));
  const house = s.consumption - s.heatPump - s.ev;
  const consumption = Math.max(0, house * (1 + 0.08 * detail(i, (seed % 5) + 1))) + s.heatPump + s.ev;
  const net = consumption + s.batteryCharge - pv - s.batteryDischarge;
  return {
    pv,
    consumption,
    gridImport: Math.max(0, net),
    gridExport: Math.max(0, -net),
    batteryCharge: s.batteryCharge,
    batteryDischarge: s.batteryDischarge,
    soc: s.socStart + ((s.socEnd - s.socStart) * i) / samples,
    ev: s.ev,
    heatPump: s.heatPump,
  };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * The 24 hours of samples that end at the site's last contact (now for an online site). `spanSeconds` shortens it
 * for Prism's named example only, which must keep the mock spec small.
 */
export function telemetryAnswer(
  p: EnergyProfile,
  clock: SiteClock,
  spanSeconds: number = DAY_S,
): Schemas['SiteTelemetry'] {
  const window = dataWindow(p, clock);
  const from = window.to - spanSeconds;
  const nowS = Math.floor(clock.nowMs / 1000);
  const steps = baseSteps(p, from, window.to, nowS);
  const first = (steps[0] as BaseStep).t;
  const keys = keysOf(p);
  const series: Partial<Record<TelemetryKey, (number | null)[]>> = {};
  for (const key of keys) series[key] = [];
  for (let t = from; t < window.to; t += TELEMETRY_STEP_S) {
    const present = samplePresent(window, t);
    const offset = t - first;
    const sample = present
      ? sampleOf(
          steps[Math.floor(offset / BASE_STEP_S)] as BaseStep,
          (offset % BASE_STEP_S) / TELEMETRY_STEP_S,
          p.noiseSeed,
        )
      : null;
    for (const key of keys) {
      (series[key] as (number | null)[]).push(
        sample === null ? null : round(sample[key], key === 'soc' ? 1 : 2),
      );
    }
  }
  return {
    subscription: p.subscription,
    timeZone: p.timeZone,
    from: iso(from),
    stepSeconds: TELEMETRY_STEP_S,
    series: series as Schemas['SiteTelemetrySeries'],
  };
}
