import type { ChargingProfile } from './evse-types.ts';

/*
 * The effective charging schedule of a charger (OCPP 1.6 §3.13.4 composite schedule, as the charger itself computes
 * it for GetCompositeSchedule): at every instant, within each purpose the valid profile with the highest stack level
 * applies; a TxProfile overrides the TxDefaultProfile; the result is capped by the ChargePointMaxProfile; with no
 * profile at all the charger's own maximum applies. Only profiles the charger accepted count. Limits in W are turned
 * into A per phase at the nominal 230 V, so that one chart shows one unit.
 */

export const NOMINAL_VOLTAGE = 230;
const DAY_MS = 86_400_000;
const RECURRENCE_MS = { Daily: DAY_MS, Weekly: 7 * DAY_MS } as const;

export interface EffectivePeriod {
  /** ms since epoch, inclusive. */
  readonly start: number;
  /** ms since epoch, exclusive. */
  readonly end: number;
  /** A per phase, rounded to 0.1 A. */
  readonly limitA: number;
  /** The profile that set the limit, or null for the charger's own maximum. */
  readonly profileId: number | null;
}

export interface ChargerLimits {
  readonly maxCurrent: number;
  readonly phases: number;
}

interface Applied {
  readonly limitA: number;
  readonly profileId: number;
}

/** The start of the schedule instance running at `at`, or null when the profile is not running then. */
function instanceStart(profile: ChargingProfile, at: number, from: number): number | null {
  if (profile.validFrom !== undefined && at < Date.parse(profile.validFrom)) return null;
  if (profile.validTo !== undefined && at >= Date.parse(profile.validTo)) return null;
  let start: number;
  if (profile.kind === 'Relative' || profile.startSchedule === undefined) start = from;
  else start = Date.parse(profile.startSchedule);
  if (!Number.isFinite(start)) return null;
  if (profile.kind === 'Recurring') {
    const every = RECURRENCE_MS[profile.recurrencyKind ?? 'Daily'];
    if (at >= start) start += Math.floor((at - start) / every) * every;
  }
  if (at < start) return null;
  if (profile.duration !== undefined && at >= start + profile.duration * 1000) return null;
  return start;
}

function limitAt(profile: ChargingProfile, at: number, from: number, charger: ChargerLimits): Applied | null {
  const start = instanceStart(profile, at, from);
  if (start === null) return null;
  const offset = (at - start) / 1000;
  let period = null;
  for (const candidate of profile.periods) if (candidate.startPeriod <= offset) period = candidate;
  if (period === null) return null;
  const phases = period.numberPhases ?? charger.phases;
  const amps =
    profile.chargingRateUnit === 'A' ? period.limit : period.limit / (NOMINAL_VOLTAGE * Math.max(1, phases));
  return { limitA: amps, profileId: profile.chargingProfileId };
}

/** The highest stack level's limit among the profiles of one purpose that run at `at`. */
function topOf(
  profiles: readonly ChargingProfile[],
  at: number,
  from: number,
  charger: ChargerLimits,
): Applied | null {
  let best: { level: number; applied: Applied } | null = null;
  for (const profile of profiles) {
    if (best !== null && profile.stackLevel <= best.level) continue;
    const applied = limitAt(profile, at, from, charger);
    if (applied !== null) best = { level: profile.stackLevel, applied };
  }
  return best?.applied ?? null;
}

/** Every instant in [from, to) at which some profile may change its limit. */
function breakpoints(profiles: readonly ChargingProfile[], from: number, to: number): number[] {
  const points = new Set<number>([from]);
  const add = (at: number) => {
    if (Number.isFinite(at) && at > from && at < to) points.add(at);
  };
  for (const profile of profiles) {
    if (profile.validFrom !== undefined) add(Date.parse(profile.validFrom));
    if (profile.validTo !== undefined) add(Date.parse(profile.validTo));
    const first =
      profile.kind === 'Relative' || profile.startSchedule === undefined
        ? from
        : Date.parse(profile.startSchedule);
    const every = profile.kind === 'Recurring' ? RECURRENCE_MS[profile.recurrencyKind ?? 'Daily'] : Infinity;
    let start = first;
    if (every !== Infinity && start < from) start += Math.floor((from - start) / every) * every;
    for (; start < to; start += every) {
      for (const period of profile.periods) add(start + period.startPeriod * 1000);
      if (profile.duration !== undefined) add(start + profile.duration * 1000);
      add(start);
      if (every === Infinity) break;
    }
  }
  return [...points].sort((a, b) => a - b);
}

const round = (amps: number) => Math.round(amps * 10) / 10;

/** The effective limit over [from, to), as periods of constant limit (adjacent equal periods merged). */
export function effectiveSchedule(
  profiles: readonly ChargingProfile[],
  charger: ChargerLimits,
  from: number,
  to: number,
): EffectivePeriod[] {
  const accepted = profiles.filter((profile) => profile.deliveryState === 'ACCEPTED');
  const ofPurpose = (purpose: ChargingProfile['purpose']) =>
    accepted.filter((profile) => profile.purpose === purpose);
  const max = ofPurpose('ChargePointMaxProfile');
  const tx = ofPurpose('TxProfile');
  const txDefault = ofPurpose('TxDefaultProfile');
  const points = breakpoints(accepted, from, to);
  const out: EffectivePeriod[] = [];
  points.forEach((start, index) => {
    const end = points[index + 1] ?? to;
    const session = topOf(tx, start, from, charger) ?? topOf(txDefault, start, from, charger);
    const cap = topOf(max, start, from, charger);
    let applied: Applied | null = session;
    if (cap !== null && (applied === null || cap.limitA < applied.limitA)) applied = cap;
    const limitA = round(Math.min(applied?.limitA ?? charger.maxCurrent, charger.maxCurrent));
    const profileId = applied !== null && applied.limitA <= charger.maxCurrent ? applied.profileId : null;
    const last = out.at(-1);
    if (last !== undefined && last.limitA === limitA && last.profileId === profileId) {
      out[out.length - 1] = { ...last, end };
    } else {
      out.push({ start, end, limitA, profileId });
    }
  });
  return out;
}
