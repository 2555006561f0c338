// The virtual power plant's answers as a function of the world: each site's VPP row from its site
// row, its energy assets (energy.fixtures.ts), its site problems and its enrolment record, by the portal's one
// eligibility rule (src/domain/vpp/vpp-eligibility.ts); the pool from those rows. The mock's handlers
// (scripts/mock/areas/vpp/vpp.handlers.ts) and the named examples (vpp.examples.ts) both call these, so they agree.
import type { components } from '../../../../src/api/schema.gen.ts';
import { tsoOf } from '../../../../src/domain/filters/tso.ts';
import {
  blockingProblems,
  enrolmentState,
  flexiblePowerKw,
  isDataFresh,
  storageKwh,
  vppBlockers,
  vppPool,
  type VppEnrolmentRecord,
} from '../../../../src/domain/vpp/vpp-eligibility.ts';
import { assetsAnswer } from '../energy/energy.answers.ts';
import type { EnergyProfile } from '../energy/energy.fixtures.ts';
import type { ProblemRow, SiteRow } from '../../../generate/fixtures.ts';

type Schemas = components['schemas'];
export type VppSite = Schemas['VppSite'];

/** What the VPP answers are made of: every site, its energy profile, the site problems and the enrolments. */
export interface VppWorld {
  readonly sites: readonly SiteRow[];
  readonly energy: Readonly<Record<string, EnergyProfile>>;
  readonly siteProblems: readonly ProblemRow[];
  /** By subscription uuid; a site never enrolled has none. */
  readonly enrolments: Readonly<Record<string, VppEnrolmentRecord>>;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function problemsBySite(rows: readonly ProblemRow[]): Map<string, string[]> {
  const bySite = new Map<string, string[]>();
  for (const row of rows) {
    const codes = bySite.get(row.subscription) ?? [];
    if (!codes.includes(row.problemName)) codes.push(row.problemName);
    bySite.set(row.subscription, codes);
  }
  return bySite;
}

/** A site without an energy profile has no known assets (nothing flexible). */
function assetsOf(site: SiteRow, profile: EnergyProfile | undefined): Schemas['SiteEnergyAssets'] {
  return profile
    ? assetsAnswer(profile)
    : { subscription: site.subscription, timeZone: 'Europe/Berlin', chargers: [] };
}

/** One site's VPP row at `nowMs`: an online site is seen now, an offline one when its row says. */
export function vppSiteOf(
  site: SiteRow,
  profile: EnergyProfile | undefined,
  problems: readonly string[],
  record: VppEnrolmentRecord | undefined,
  nowMs: number,
): VppSite {
  const assets = assetsOf(site, profile);
  const lastSeen = site.online ? iso(nowMs) : site.timestamp;
  const facts = {
    status: site.status,
    lastSeen,
    readyForTradingLabel: site.readyForTradingLabel,
    tso: site.tso,
    tradingEnabledSupply: site.tradingEnabledSupply,
    tradingEnabledFeedIn: site.tradingEnabledFeedIn,
    vppHealth: site.health.vpp,
    problems,
    assets,
  };
  const blockers = vppBlockers(facts, nowMs);
  const row: VppSite = {
    subscription: site.subscription,
    siteUuid: site.siteUuid,
    userReference: site.userReference,
    gatewayId: site.gatewayId,
    status: site.status,
    online: site.online,
    lastSeen,
    dataFresh: isDataFresh(lastSeen, nowMs),
    assets,
    flexiblePowerKw: flexiblePowerKw(assets),
    storageKwh: storageKwh(assets),
    readyForForecastingLabel: site.readyForForecastingLabel,
    readyForOptimizationLabel: site.readyForOptimizationLabel,
    readyForTradingLabel: site.readyForTradingLabel,
    tradingEnabledSupply: site.tradingEnabledSupply,
    tradingEnabledFeedIn: site.tradingEnabledFeedIn,
    vppHealth: site.health.vpp,
    blockingProblems: blockingProblems(problems) as VppSite['blockingProblems'],
    state: enrolmentState(blockers, record),
    blockers,
    stateChangedAt: record?.changedAt ?? null,
  };
  if (site.tso !== undefined) row.tso = site.tso;
  return row;
}

const byReference = (a: VppSite, b: VppSite) =>
  a.userReference.localeCompare(b.userReference, 'en') || a.subscription.localeCompare(b.subscription);

/** Every site's VPP row at `nowMs` (those `visible` keeps), ordered by user reference. */
export function vppSites(
  world: VppWorld,
  nowMs: number,
  visible: (site: SiteRow) => boolean = () => true,
): VppSite[] {
  const problems = problemsBySite(world.siteProblems);
  return world.sites
    .filter(visible)
    .map((site) =>
      vppSiteOf(
        site,
        world.energy[site.subscription],
        problems.get(site.subscription) ?? [],
        world.enrolments[site.subscription],
        nowMs,
      ),
    )
    .sort(byReference);
}

/** 'not available' last, the others by name. */
export function compareTso(a: string, b: string): number {
  const missing = (tso: string) => (tso === tsoOf({ tso: null }) ? 1 : 0);
  return missing(a) - missing(b) || a.localeCompare(b, 'en');
}

/** The pool over VPP rows: per TSO of the enrolled ones, and the totals. */
export function vppPoolAnswer(rows: readonly VppSite[]): Schemas['VppPool'] {
  const pool = vppPool(
    rows.map((row) => ({ tso: tsoOf(row), state: row.state, assets: row.assets })),
    compareTso,
  );
  return {
    byTso: pool.byTso.map((entry) => ({ ...entry })),
    total: { ...pool.total },
    eligible: pool.eligible,
    blocked: pool.blocked,
    withdrawn: pool.withdrawn,
  };
}

/** Every TSO of the rows (the TSO filter's choices), 'not available' last. */
export const vppTsos = (rows: readonly VppSite[]): string[] =>
  [...new Set(rows.map((row) => tsoOf(row)))].sort(compareTso);

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The enrolments a world starts with, at `nowMs`: of the sites nothing blocks, six in ten enrolled and one in ten
 * withdrawn (chosen by their subscription uuid, so the choice is stable), each changed 1 to 90 days ago.
 */
export function initialEnrolments(
  world: Omit<VppWorld, 'enrolments'>,
  nowMs: number,
): Record<string, VppEnrolmentRecord> {
  const enrolments: Record<string, VppEnrolmentRecord> = {};
  for (const row of vppSites({ ...world, enrolments: {} }, nowMs)) {
    if (row.state !== 'eligible') continue;
    const h = hash(row.subscription);
    const share = h % 10;
    if (share > 6) continue;
    const changedAt = iso(nowMs - (1 + (h % 90)) * 86_400_000);
    enrolments[row.subscription] = { enrolled: share < 6, changedAt };
  }
  return enrolments;
}
