// The site-energy series the mock answers, simulated from a site's energy profile so that they obey
// physics: PV is zero at night and never negative; consumption + export + battery charge = PV + import + battery
// discharge in every step; the state of charge stays within 0–100 % and moves by what was charged and discharged.
// The base step is 5 minutes (the day range's resolution); telemetry adds 10-second detail inside each step without
// changing its balance. Missing data (before activation, after the last contact, the outages of a gap site, the
// future) is null, never 0.
import type { EnergyProfile } from './energy.fixtures.ts';

export const BASE_STEP_S = 300;
export const TELEMETRY_STEP_S = 10;
export const DAY_S = 86_400;
/** How far back the mock keeps data. */
const KEPT_DAYS = 400;
/** A bucket with less than this share of its samples is missing. */
export const MIN_BUCKET_COVERAGE = 0.5;

export interface SiteClock {
  /** The mock's now (ms). */
  readonly nowMs: number;
  /** Last contact of the gateway (ms): the site row's `timestamp`. */
  readonly lastSeenMs: number;
  /** When energy data starts (ms): the activation date, or null for a site never activated. */
  readonly activationMs: number | null;
}

function unit(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n | 0, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

interface DayConstants {
  /** The local midnight starting this day (s). */
  readonly midnight: number;
  readonly sunrise: number;
  readonly daylight: number;
  readonly cloud: number;
  readonly cold: number;
  readonly cycleOffset: number;
  readonly sessionStart: number;
  readonly sessionEnd: number;
}

const dayMemo = new Map<string, DayConstants>();
let lastDay: { seed: number; localDay: number; constants: DayConstants } | undefined;

// Central Europe: local solar time is close enough to CET/CEST for the shape of a day. The constants of a day are
// computed once per site and day (a year is 105k steps).
/** CET/CEST by month, roughly: enough for the shape of a day (the answers' buckets use the real zone). */
function offsetOf(utcSeconds: number): number {
  const month = new Date(utcSeconds * 1000).getUTCMonth();
  return 3600 * (month > 2 && month < 10 ? 2 : 1);
}

function dayConstants(p: EnergyProfile, t: number): DayConstants {
  const localDay = Math.floor((t + offsetOf(t)) / DAY_S);
  if (lastDay !== undefined && lastDay.seed === p.noiseSeed && lastDay.localDay === localDay)
    return lastDay.constants;
  const key = `${p.noiseSeed}|${localDay}`;
  const known = dayMemo.get(key);
  if (known) {
    lastDay = { seed: p.noiseSeed, localDay, constants: known };
    return known;
  }
  const utcDay = localDay;
  const date = new Date(localDay * DAY_S * 1000);
  const offset = offsetOf(localDay * DAY_S);
  const dayOfYear = Math.floor((localDay * DAY_S - Date.UTC(date.getUTCFullYear(), 0, 1) / 1000) / DAY_S);
  const daylight = 12 + 4 * Math.cos((2 * Math.PI * (dayOfYear - 172)) / 365);
  const charger = p.chargers[0];
  const session = charger !== undefined && unit(p.noiseSeed, utcDay * 3 + 1) < 0.45;
  const sessionStart = 17 + 3 * unit(p.noiseSeed, utcDay * 3 + 2);
  const constants: DayConstants = {
    midnight: utcDay * DAY_S - offset,
    sunrise: 12.5 - daylight / 2,
    daylight,
    cloud: 0.3 + 0.7 * unit(p.noiseSeed, utcDay),
    cold: Math.max(0, Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365)),
    cycleOffset: unit(p.noiseSeed, 7) * 60,
    sessionStart: session ? sessionStart : 99,
    sessionEnd: session ? sessionStart + 1 + 3 * unit(p.noiseSeed, utcDay * 3) : 99,
  };
  dayMemo.set(key, constants);
  lastDay = { seed: p.noiseSeed, localDay, constants };
  return constants;
}

const bump = (hour: number, centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));
/** A household's load shape (× base load) per 5-minute slot of the day: morning, noon and evening peaks. */
const HABIT = Float64Array.from({ length: 288 }, (_, slot) => {
  const hour = slot / 12;
  return 0.6 + 0.6 * bump(hour, 7.5, 1.2) + 1.2 * bump(hour, 19, 2) + 0.3 * bump(hour, 12.5, 1.5);
});

interface StepDrivers {
  pv: number;
  pvForecast: number;
  house: number;
  heatPump: number;
  ev: number;
  consumptionForecast: number;
}

// One scratch record: the battery's year-long chain runs 105k steps and must not allocate per step.
const scratch: StepDrivers = { pv: 0, pvForecast: 0, house: 0, heatPump: 0, ev: 0, consumptionForecast: 0 };

/** The site's weather and habits in the 5-minute step starting at `t` (s), written into the scratch record. */
function drivers(p: EnergyProfile, t: number, nowS: number): StepDrivers {
  const day = dayConstants(p, t);
  const hour = ((((t - day.midnight) % DAY_S) + DAY_S) % DAY_S) / 3600;
  const lastDay = t >= nowS - DAY_S;
  const sun = Math.max(0, Math.sin((Math.PI * (hour - day.sunrise)) / day.daylight));
  const wobble = 0.85 + 0.15 * Math.sin(t / 1700 + p.noiseSeed);
  const clear = sun > 0 ? (p.pvPeakKw ?? 0) * sun * Math.sqrt(sun) : 0;
  const pvForecast = clear * day.cloud;
  const pv = pvForecast * wobble * (p.pvForecastDeviation && lastDay ? 0.5 : 1);
  const cycle = (t / 60 + day.cycleOffset) % 60 < 20 + 30 * day.cold;
  const heatPump =
    p.heatPumpKw !== null && day.cold > 0.15 && cycle ? p.heatPumpKw * (0.5 + 0.5 * day.cold) : 0;
  const ev = hour >= day.sessionStart && hour < day.sessionEnd ? (p.chargers[0]?.maxPowerKw ?? 0) : 0;
  const habit = HABIT[Math.floor(hour * 12) % HABIT.length] as number;
  const expectedHouse = p.baseLoadKw * habit;
  const noise = 0.9 + 0.2 * unit(p.noiseSeed, Math.floor(t / BASE_STEP_S));
  const consumptionForecast = expectedHouse + heatPump + ev;
  const scale = p.consumptionForecastDeviation && lastDay ? 1.8 : 1;
  scratch.pv = pv;
  scratch.pvForecast = pvForecast;
  scratch.house = expectedHouse * noise * scale;
  scratch.heatPump = heatPump * scale;
  scratch.ev = ev * scale;
  scratch.consumptionForecast = consumptionForecast;
  return scratch;
}

export interface BaseStep {
  readonly t: number;
  readonly pv: number;
  readonly consumption: number;
  readonly heatPump: number;
  readonly ev: number;
  readonly batteryCharge: number;
  readonly batteryDischarge: number;
  readonly gridImport: number;
  readonly gridExport: number;
  /** State of charge (%) at the start and the end of the step. */
  readonly socStart: number;
  readonly socEnd: number;
  readonly pvForecast: number;
  readonly consumptionForecast: number;
}

const SOC_MIN = 5;

/**
 * The battery's greedy self-consumption control in one step: surplus charges, deficit discharges. Returns the
 * battery power in kW, positive while charging and negative while discharging (a number: the chain must not allocate).
 */
function control(p: EnergyProfile, t: number, d: StepDrivers, soc: number): number {
  if (!p.battery) return 0;
  const hours = BASE_STEP_S / 3600;
  const stored = ((soc - SOC_MIN) / 100) * p.battery.capacityKwh;
  // Night trading: from local midnight to 03:00 the battery sells what it holds. Half its capacity per hour empties
  // it within two hours, so at 03:00 it is always at the minimum: the day's simulation starts there.
  if (t - dayConstants(p, t).midnight < NIGHT_EMPTY_S)
    return -Math.min(p.battery.maxPowerKw, Math.max(0, stored) / hours);
  const surplus = d.pv - (d.house + d.heatPump + d.ev);
  if (surplus > 0) {
    const room = ((100 - soc) / 100) * p.battery.capacityKwh;
    return Math.min(surplus, p.battery.maxPowerKw, Math.max(0, room) / hours);
  }
  return -Math.min(-surplus, p.battery.maxPowerKw, Math.max(0, stored) / hours);
}

function socAfter(p: EnergyProfile, soc: number, power: number): number {
  if (!p.battery) return 0;
  const change = ((power * BASE_STEP_S) / 3600 / p.battery.capacityKwh) * 100;
  return Math.min(100, Math.max(0, soc + change));
}

/** One whole step with its grid exchange. */
function step(p: EnergyProfile, t: number, nowS: number, soc: number): BaseStep {
  const d = drivers(p, t, nowS);
  const consumption = d.house + d.heatPump + d.ev;
  const power = control(p, t, d, soc);
  const charge = Math.max(0, power);
  const discharge = Math.max(0, -power);
  const net = consumption + charge - d.pv - discharge;
  return {
    t,
    pv: d.pv,
    consumption,
    heatPump: d.heatPump,
    ev: d.ev,
    batteryCharge: charge,
    batteryDischarge: discharge,
    gridImport: Math.max(0, net),
    gridExport: Math.max(0, -net),
    socStart: soc,
    socEnd: socAfter(p, soc, power),
    pvForecast: d.pvForecast,
    consumptionForecast: d.consumptionForecast,
  };
}

/** The state of charge after the steps [from, to), without keeping them. */
function chain(p: EnergyProfile, from: number, to: number, nowS: number, soc: number): number {
  let value = soc;
  for (let t = from; t < to; t += BASE_STEP_S) {
    value = socAfter(p, value, control(p, t, drivers(p, t, nowS), value));
  }
  return value;
}

const NIGHT_EMPTY_S = 3 * 3600;

/** State of charge at `t`: simulated from the last 03:00 (local), when the battery is always at the minimum. */
function socAt(p: EnergyProfile, t: number, nowS: number): number {
  if (!p.battery) return 0;
  const midnight = dayConstants(p, t).midnight;
  const anchor =
    t - midnight >= NIGHT_EMPTY_S
      ? midnight + NIGHT_EMPTY_S
      : dayConstants(p, t - DAY_S).midnight + NIGHT_EMPTY_S;
  return chain(p, anchor, t, nowS, SOC_MIN);
}

/** The 5-minute steps covering [fromS, toS) (aligned down to the step). */
export function baseSteps(p: EnergyProfile, fromS: number, toS: number, nowS: number): BaseStep[] {
  const first = Math.floor(fromS / BASE_STEP_S) * BASE_STEP_S;
  let soc = socAt(p, first, nowS);
  const steps: BaseStep[] = [];
  for (let t = first; t < toS; t += BASE_STEP_S) {
    const s = step(p, t, nowS, soc);
    soc = s.socEnd;
    steps.push(s);
  }
  return steps;
}

/** Where the site has data: [from, to) in seconds, and the outages of the last reported day inside it. */
export function dataWindow(
  p: EnergyProfile,
  clock: SiteClock,
): { from: number; to: number; gaps: [number, number][] } {
  const to = Math.floor(Math.min(clock.nowMs, clock.lastSeenMs) / 1000 / TELEMETRY_STEP_S) * TELEMETRY_STEP_S;
  const from =
    clock.activationMs === null ? to : Math.ceil(clock.activationMs / 1000 / BASE_STEP_S) * BASE_STEP_S;
  const samples = DAY_S / TELEMETRY_STEP_S;
  const missing = Math.round(p.gapShare * samples);
  const gaps: [number, number][] = [];
  if (missing > 0 && p.gapBlocks > 0) {
    const dayStart = to - DAY_S;
    let left = missing;
    for (let block = 0; block < p.gapBlocks; block += 1) {
      const size = block === p.gapBlocks - 1 ? left : Math.floor(missing / p.gapBlocks);
      left -= size;
      const slot = samples / p.gapBlocks;
      const centre = Math.floor(slot * block + slot / 2);
      const first = Math.max(
        Math.floor(slot * block),
        Math.min(centre - Math.floor(size / 2), Math.floor(slot * (block + 1)) - size),
      );
      gaps.push([dayStart + first * TELEMETRY_STEP_S, dayStart + (first + size) * TELEMETRY_STEP_S]);
    }
  }
  return { from: Math.max(from, to - KEPT_DAYS * DAY_S), to, gaps };
}

/** Share (0–1) of [a, b) with data. */
export function presentShare(window: ReturnType<typeof dataWindow>, a: number, b: number): number {
  let present = Math.max(0, Math.min(b, window.to) - Math.max(a, window.from));
  for (const [x, y] of window.gaps) present -= Math.max(0, Math.min(b, y) - Math.max(a, x));
  return Math.max(0, present) / (b - a);
}

/** Whether the 10-second sample at `t` exists. */
export function samplePresent(window: ReturnType<typeof dataWindow>, t: number): boolean {
  if (t < window.from || t >= window.to) return false;
  return !window.gaps.some(([x, y]) => t >= x && t < y);
}

/** Zero-mean detail of sample `i` (0–29) within a 5-minute step: the step's mean is kept exactly. */
export function detail(i: number, phase: number): number {
  return Math.sin((2 * Math.PI * i) / (BASE_STEP_S / TELEMETRY_STEP_S) + phase);
}
