// The site-energy part of the dataset: per site, the equipment and behaviour the energy series are
// simulated from (scripts/mock/data/energy-series.ts). Drawn from a PRNG of its own per site, so adding it changed
// no existing fixture. Which sites have telemetry gaps or forecast deviations follows the problem rows.
import { createPrng } from '../../../generate/prng.ts';
import type { Fixtures, ProblemCode, SiteRow } from '../../../generate/fixtures.ts';

export interface EnergyCharger {
  evseUuid: string;
  label: string;
  maxPowerKw: number;
}

export interface EnergyProfile {
  subscription: string;
  timeZone: string;
  pvPeakKw: number | null;
  battery: { capacityKwh: number; maxPowerKw: number } | null;
  heatPumpKw: number | null;
  chargers: EnergyCharger[];
  /** Mean household load without heat pump and chargers. */
  baseLoadKw: number;
  /** Seeds the site's weather, habits and noise. */
  noiseSeed: number;
  /** Share of the last reported day's 10-second samples missing, in `gapBlocks` outages (0: none). */
  gapShare: number;
  gapBlocks: number;
  pvForecastDeviation: boolean;
  consumptionForecastDeviation: boolean;
  /** The proposed subscription token of the site's detail (about half of the sites have one). */
  subscriptionToken: string | null;
}

function hashSeed(seed: number, text: string): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function profileOf(
  seed: number,
  site: SiteRow,
  codes: ReadonlySet<ProblemCode>,
  chargers: readonly EnergyCharger[],
): EnergyProfile {
  const prng = createPrng(hashSeed(seed, site.subscription));
  const large = codes.has('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS');
  const small = !large && codes.has('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS');
  const pvPeakKw = site.hasPv ? round(4 + prng.next() * 11, 0.1) : null;
  const capacity = round(5 + prng.next() * 10, 0.1);
  const chargerCount = site.hasEvse ? prng.int(1, 2) : 0;
  return {
    subscription: site.subscription,
    timeZone: 'Europe/Berlin',
    pvPeakKw,
    battery: site.hasBattery ? { capacityKwh: capacity, maxPowerKw: round(capacity * 0.5, 0.1) } : null,
    heatPumpKw: site.hasHp ? round(2 + prng.next() * 2, 0.1) : null,
    // The site's chargers are those of the chargers' dataset, so their links open them. The draws that
    // made chargers here before stay, so every other value of the profile is as it was.
    chargers: (() => {
      for (let index = 0; index < chargerCount; index += 1) {
        prng.uuid();
        prng.bool(0.7);
      }
      return [...chargers];
    })(),
    baseLoadKw: round(0.3 + prng.next() * 0.5, 0.01),
    noiseSeed: prng.int(1, 2 ** 30),
    gapShare: large ? 0.06 + prng.next() * 0.34 : small ? 0.002 + prng.next() * 0.04 : 0,
    gapBlocks: large ? prng.int(1, 2) : small ? prng.int(3, 8) : 0,
    pvForecastDeviation: site.hasPv && codes.has('PV_FORECAST_DEVIATION'),
    consumptionForecastDeviation: codes.has('CONSUMPTION_FC_DEVIATION'),
    subscriptionToken: prng.bool(0.5) ? `subtok_${prng.digits(24)}` : null,
  };
}

/** Every site's energy profile, by subscription uuid. */
export function buildEnergyProfiles(fixtures: Fixtures): Record<string, EnergyProfile> {
  const codes = new Map<string, Set<ProblemCode>>();
  for (const row of fixtures.siteProblems) {
    const set = codes.get(row.subscription) ?? new Set<ProblemCode>();
    set.add(row.problemName);
    codes.set(row.subscription, set);
  }
  const chargersOf = new Map<string, EnergyCharger[]>();
  for (const { detail } of fixtures.evse.evses) {
    const { site } = detail.evse;
    if (site === null) continue;
    const list = chargersOf.get(site.subscription) ?? [];
    list.push({
      evseUuid: detail.evse.evseUuid,
      label: detail.evse.displayName,
      maxPowerKw: Math.round((detail.maxCurrent * 230 * detail.phases) / 100) / 10,
    });
    chargersOf.set(site.subscription, list);
  }
  const profiles: Record<string, EnergyProfile> = {};
  for (const { sites } of fixtures.providers) {
    for (const site of sites) {
      profiles[site.subscription] = profileOf(
        fixtures.seed,
        site,
        codes.get(site.subscription) ?? new Set(),
        chargersOf.get(site.subscription) ?? [],
      );
    }
  }
  return profiles;
}
