// The bodies of the fleet energy dashboard's calls, counted from the same sites and problem rows the lists
// answer with and added up from the same simulated series as a site's history: the data-backed mock answers with them
// and the generator draws the named examples from them, so following a count to its list finds that many rows.
import type { components } from '../../../../src/api/schema.gen.ts';
import { HEALTH_LEVELS, type HealthDimension } from '../../../../src/domain/health/health.ts';
import { PROBLEM_CODES } from '../../../../src/domain/problems/problems.ts';
import { addDays, zonedDate, zonedDayStart } from '../../../../src/domain/format/zoned-time.ts';
import { aggregate, FLOW_KEYS, siteClock } from './energy.answers.ts';
import type { EnergyProfile } from './energy.fixtures.ts';
import type { ProblemRow, SiteRow } from '../../../generate/fixtures.ts';

type Schemas = components['schemas'];

/** The fleet's days are Central European days: every site of the dataset is in this zone. */
export const FLEET_TIME_ZONE = 'Europe/Berlin';
/** How many sites with the most problems the summary names. */
export const TOP_SITES = 5;
export const MAX_DAYS = 92;

export const FLEET_FLOWS = FLOW_KEYS satisfies readonly (keyof Schemas['FleetEnergyDay'])[];

/** The fleet's sites: linked to it by uuid, each once. */
export function fleetSites(sites: readonly SiteRow[], fleetUuid: string): SiteRow[] {
  const seen = new Set<string>();
  return sites.filter((site) => {
    if (seen.has(site.subscription) || !site.fleets.some((fleet) => fleet.uuid === fleetUuid)) return false;
    seen.add(site.subscription);
    return true;
  });
}

export function fleetSummary(
  fleetUuid: string,
  sites: readonly SiteRow[],
  siteProblems: readonly ProblemRow[],
): Schemas['FleetEnergySummary'] {
  const members = fleetSites(sites, fleetUuid);
  const subscriptions = new Set(members.map((site) => site.subscription));
  const rows = siteProblems.filter((row) => subscriptions.has(row.subscription));
  const online = members.filter((site) => site.online).length;
  const levels = (dimension: HealthDimension) =>
    Object.fromEntries(
      HEALTH_LEVELS.map((level) => [
        level,
        members.filter((site) => site.health[dimension] === level).length,
      ]),
    ) as Schemas['FleetHealthLevelCounts'];
  const problems = PROBLEM_CODES.map((code) => ({
    code,
    count: rows.filter((row) => row.problemName === code).length,
  })).filter((entry) => entry.count > 0);
  const codesOf = new Map<string, Schemas['ProblemCode'][]>();
  for (const row of rows)
    codesOf.set(row.subscription, [...(codesOf.get(row.subscription) ?? []), row.problemName]);
  const topSites = members
    .filter((site) => codesOf.has(site.subscription))
    .map((site) => {
      const codes = [...(codesOf.get(site.subscription) ?? [])].sort(
        (a, b) => PROBLEM_CODES.indexOf(a) - PROBLEM_CODES.indexOf(b),
      );
      return {
        siteUuid: site.siteUuid,
        subscription: site.subscription,
        userReference: site.userReference,
        problemCount: codes.length,
        problems: codes,
      };
    })
    .sort((a, b) => b.problemCount - a.problemCount || a.userReference.localeCompare(b.userReference, 'en'))
    .slice(0, TOP_SITES);
  return {
    fleetUuid,
    total: members.length,
    online,
    offline: members.length - online,
    health: { overall: levels('overall'), iot: levels('iot'), vpp: levels('vpp') },
    problems,
    topSites,
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The fleet's energy per local day for the `days` complete days before the day of `nowMs`. */
export function fleetDaily(
  fleetUuid: string,
  sites: readonly SiteRow[],
  profiles: Readonly<Record<string, EnergyProfile>>,
  nowMs: number,
  days: number,
): Schemas['FleetEnergyDaily'] {
  const to = addDays(zonedDate(nowMs, FLEET_TIME_ZONE), -1);
  const from = addDays(to, -(days - 1));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const buckets = dates.map((date) => zonedDayStart(date, FLEET_TIME_ZONE));
  const endMs = zonedDayStart(addDays(to, 1), FLEET_TIME_ZONE);
  const totals = dates.map(() => ({
    sitesReporting: 0,
    flows: Object.fromEntries(FLEET_FLOWS.map((flow) => [flow, 0])) as Record<
      (typeof FLEET_FLOWS)[number],
      number
    >,
  }));
  for (const site of fleetSites(sites, fleetUuid)) {
    const profile = profiles[site.subscription];
    if (!profile) continue;
    const series = aggregate(profile, siteClock(site, nowMs), buckets, endMs, 'kWh');
    totals.forEach((day, index) => {
      if (series.pv?.[index] === null || series.pv?.[index] === undefined) return;
      day.sitesReporting += 1;
      for (const flow of FLEET_FLOWS) day.flows[flow] += series[flow]?.[index] ?? 0;
    });
  }
  return {
    fleetUuid,
    timeZone: FLEET_TIME_ZONE,
    from,
    to,
    days: dates.map((date, index) => {
      const day = totals[index] as (typeof totals)[number];
      const reported = day.sitesReporting > 0;
      return {
        date,
        sitesReporting: day.sitesReporting,
        ...(Object.fromEntries(
          FLEET_FLOWS.map((flow) => [flow, reported ? round3(day.flows[flow]) : null]),
        ) as Record<(typeof FLEET_FLOWS)[number], number | null>),
      };
    }),
  };
}
