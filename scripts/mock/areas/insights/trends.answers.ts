// The daily snapshots of the trends screen. History cannot be replayed from the current state, so
// a server keeps one snapshot a day; the mock makes that history up, deterministically per seed: each past day's
// figures drift (a seeded slope plus a mean-reverting walk) towards the generated world's figures, and today's
// snapshot is counted live from the dataset's sites and problem rows — the same rows the lists answer with, so a
// write changes today's point and following it finds that many rows. Every day's health buckets add up to the sites
// that existed that day (created by its end); activations are counted from the sites' own activation dates.
import type { components } from '../../../../src/api/schema.gen.ts';
import {
  HEALTH_DIMENSIONS,
  HEALTH_LEVELS,
  type HealthDimension,
} from '../../../../src/domain/health/health.ts';
import { PROBLEM_CODES } from '../../../../src/domain/problems/problems.ts';
import { daysBetween, TREND_HISTORY_DAYS } from '../../../../src/domain/trends/trend-range.ts';
import { addDays, zonedDate, zonedDayStart } from '../../../../src/domain/format/zoned-time.ts';
import { FLEET_TIME_ZONE } from '../energy/fleet-energy.answers.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import type { ProblemRow, SiteRow } from '../../../generate/fixtures.ts';

type Schemas = components['schemas'];
export type TrendSnapshot = Schemas['TrendSnapshot'];
type LevelCounts = Schemas['FleetHealthLevelCounts'];

/** The trends' days are the fleet's Central European days (every site of the dataset is in this zone). */
export const TRENDS_TIME_ZONE = FLEET_TIME_ZONE;
/** Activations are counted over the 7 days ending with the snapshot's day. */
export const ACTIVATION_WINDOW_DAYS = 7;
/** The random stream of the history, apart from every other fixture's. */
const TREND_STREAM = 0x7e4d5;

export interface TrendWorld {
  readonly sites: readonly SiteRow[];
  readonly siteProblems: readonly ProblemRow[];
  readonly installationProblems: readonly ProblemRow[];
}

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

function countLevels(sites: readonly SiteRow[], dimension: HealthDimension): LevelCounts {
  const counts: LevelCounts = { good: 0, moderate: 0, critical: 0 };
  for (const site of sites) counts[site.health[dimension]] += 1;
  return counts;
}

/** Sites activated in the window of `days` days ending at `end` (exclusive). */
function activationsBefore(sites: readonly SiteRow[], date: string, end: number): number {
  const start = zonedDayStart(addDays(date, -(ACTIVATION_WINDOW_DAYS - 1)), TRENDS_TIME_ZONE);
  return sites.filter((site) => {
    const at = ms(site.activationDate);
    return at >= start && at < end;
  }).length;
}

/** Problem rows per code, in the catalogue's order; codes no row has are left out. */
function problemCounts(rows: readonly ProblemRow[]): Schemas['TrendProblemCount'][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.problemName, (counts.get(row.problemName) ?? 0) + 1);
  return PROBLEM_CODES.filter((code) => counts.has(code)).map((code) => ({
    code,
    count: counts.get(code) ?? 0,
  }));
}

/** Today's snapshot, counted from the world as it is at `now`: the lists' own rows. */
export function liveSnapshot(world: TrendWorld, now: number): TrendSnapshot {
  const date = zonedDate(now, TRENDS_TIME_ZONE);
  const sites = world.sites;
  return {
    date,
    live: true,
    sites: sites.length,
    online: sites.filter((site) => site.online).length,
    activations: activationsBefore(sites, date, now + 1),
    health: {
      overall: countLevels(sites, 'overall'),
      iot: countLevels(sites, 'iot'),
      vpp: countLevels(sites, 'vpp'),
    },
    problems: problemCounts([...world.siteProblems, ...world.installationProblems]),
  };
}

/** A drift back in time: `slope` per year plus a mean-reverting walk, 0 today. Index = days before today. */
function drift(prng: Prng, slope: number, step: number): Float64Array {
  const values = new Float64Array(TREND_HISTORY_DAYS + 1);
  let walk = 0;
  for (let k = 1; k <= TREND_HISTORY_DAYS; k += 1) {
    walk = walk * 0.97 + (prng.next() - 0.5) * step;
    values[k] = (slope * k) / 365 + walk;
  }
  return values;
}

interface Drifts {
  readonly health: Record<HealthDimension, { moderate: Float64Array; critical: Float64Array }>;
  readonly online: Float64Array;
  readonly problems: ReadonlyMap<string, Float64Array>;
}

const driftsBySeed = new Map<number, Drifts>();

/**
 * The seed's drifts, drawn in a fixed order. Critical sites fall towards today (the platform got better: a past day
 * had more), moderate ones wander, the online share rose a little; each problem code has its own slope.
 */
function driftsOf(seed: number): Drifts {
  const cached = driftsBySeed.get(seed);
  if (cached) return cached;
  const prng = createPrng(seed ^ TREND_STREAM);
  const health = Object.fromEntries(
    HEALTH_DIMENSIONS.map((dimension) => [
      dimension,
      {
        moderate: drift(prng, (prng.next() - 0.5) * 0.08, 0.012),
        critical: drift(prng, 0.04 + prng.next() * 0.06, 0.01),
      },
    ]),
  ) as Drifts['health'];
  const online = drift(prng, -(0.02 + prng.next() * 0.04), 0.01);
  const problems = new Map(
    PROBLEM_CODES.map((code) => [code, drift(prng, 0.2 + (prng.next() - 0.3) * 0.8, 0.08)] as const),
  );
  const drifts = { health, online, problems };
  driftsBySeed.set(seed, drifts);
  return drifts;
}

const clampShare = (share: number, max: number) => Math.min(max, Math.max(0, share));

/** `total` split over good/moderate/critical by shares (largest remainder: the parts add up to `total`). */
function splitLevels(total: number, moderate: number, critical: number): LevelCounts {
  const shares = { critical: clampShare(critical, 0.9), moderate: 0 };
  shares.moderate = clampShare(moderate, 1 - shares.critical);
  const exact = {
    good: total * (1 - shares.critical - shares.moderate),
    moderate: total * shares.moderate,
    critical: total * shares.critical,
  };
  const counts = { good: Math.floor(exact.good), moderate: Math.floor(exact.moderate), critical: 0 };
  counts.critical = Math.floor(exact.critical);
  let rest = total - counts.good - counts.moderate - counts.critical;
  for (const level of [...HEALTH_LEVELS].sort(
    (a, b) => exact[b] - Math.floor(exact[b]) - (exact[a] - Math.floor(exact[a])),
  )) {
    if (rest <= 0) break;
    counts[level] += 1;
    rest -= 1;
  }
  return counts;
}

/**
 * The kept snapshot of a past day, `daysAgo` (1 … TREND_HISTORY_DAYS) days before `today`: the anchor's shares
 * (the generated world's today) moved by the seed's drift, over the sites that existed by the end of that day.
 */
export function pastSnapshot(
  seed: number,
  anchor: TrendSnapshot,
  sites: readonly SiteRow[],
  today: string,
  daysAgo: number,
): TrendSnapshot {
  const date = addDays(today, -daysAgo);
  const end = zonedDayStart(addDays(date, 1), TRENDS_TIME_ZONE);
  const existing = sites.filter((site) => ms(site.created) < end);
  const total = existing.length;
  const drifts = driftsOf(seed);
  const shareOf = (count: number) => (anchor.sites === 0 ? 0 : count / anchor.sites);
  const health = Object.fromEntries(
    HEALTH_DIMENSIONS.map((dimension) => {
      const base = anchor.health[dimension];
      const drift = drifts.health[dimension];
      return [
        dimension,
        splitLevels(
          total,
          shareOf(base.moderate) + (drift.moderate[daysAgo] ?? 0),
          shareOf(base.critical) + (drift.critical[daysAgo] ?? 0),
        ),
      ];
    }),
  ) as TrendSnapshot['health'];
  const onlineShare = clampShare(shareOf(anchor.online) + (drifts.online[daysAgo] ?? 0), 1);
  const scale = anchor.sites === 0 ? 0 : total / anchor.sites;
  const problems = anchor.problems
    .map(({ code, count }) => ({
      code,
      count: Math.max(0, Math.round(count * scale * (1 + (drifts.problems.get(code)?.[daysAgo] ?? 0)))),
    }))
    .filter((entry) => entry.count > 0);
  return {
    date,
    live: false,
    sites: total,
    online: Math.round(total * onlineShare),
    activations: activationsBefore(existing, date, end),
    health,
    problems,
  };
}

/** The snapshots of `from` … `to` (inclusive, to ≤ today): past days kept, today live. */
export function trendDays(
  seed: number,
  anchor: TrendSnapshot,
  world: TrendWorld,
  now: number,
  from: string,
  to: string,
): TrendSnapshot[] {
  const live = liveSnapshot(world, now);
  const days: TrendSnapshot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const daysAgo = daysBetween(date, live.date);
    days.push(daysAgo === 0 ? live : pastSnapshot(seed, anchor, world.sites, live.date, daysAgo));
  }
  return days;
}

/** The generated world's figures (the fixtures at the reference date): what every history drifts towards. */
export function trendAnchor(
  fixtures: {
    providers: readonly { sites: readonly SiteRow[] }[];
    siteProblems: readonly ProblemRow[];
    installationProblems: readonly ProblemRow[];
  },
  referenceDate: number,
): TrendSnapshot {
  return liveSnapshot(
    {
      sites: fixtures.providers.flatMap((provider) => provider.sites),
      siteProblems: fixtures.siteProblems,
      installationProblems: fixtures.installationProblems,
    },
    referenceDate,
  );
}

/** The answer of getTrendSnapshots for a checked range, plus the day before it when the history has it. */
export function trendAnswer(
  seed: number,
  anchor: TrendSnapshot,
  world: TrendWorld,
  now: number,
  from: string,
  to: string,
): Schemas['TrendSnapshots'] {
  const today = zonedDate(now, TRENDS_TIME_ZONE);
  const before = addDays(from, -1);
  const daysAgo = daysBetween(before, today);
  return {
    timeZone: TRENDS_TIME_ZONE,
    from,
    to,
    days: trendDays(seed, anchor, world, now, from, to),
    previous:
      daysAgo >= 1 && daysAgo <= TREND_HISTORY_DAYS
        ? pastSnapshot(seed, anchor, world.sites, today, daysAgo)
        : null,
  };
}
