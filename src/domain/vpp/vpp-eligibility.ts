import type { components } from '../../api/schema.gen.ts';
import { OFFLINE_PROBLEM_HOURS } from '../shared/constants.ts';

/*
 * THE virtual power plant (VPP) eligibility rule, used by the screen and by the mock alike: what
 * blocks a site from the pool, its enrolment state, what enrolling and withdrawing do, and the pool's figures. The
 * vocabulary follows OpenADR's VTN model (a program's participating sites, whose resources are enrolled or not) and
 * FlexMeasures' stale-data status (telemetry not seen within a limit is stale, whatever the last value said).
 */

type Schemas = components['schemas'];
export type VppEnrolmentState = Schemas['VppEnrolmentState'];
export type VppBlocker = Schemas['VppBlocker'];
export type VppAssetKind = Schemas['VppAssetKind'];
export type VppAssets = Pick<Schemas['SiteEnergyAssets'], 'pv' | 'battery' | 'heatPump'> & {
  readonly chargers: readonly { readonly maxPowerKw: number }[];
};

/** What the rule reads of a site (the site row, its assets and problems). */
export interface VppSiteFacts {
  readonly status: Schemas['SiteStatus'];
  /** ISO date-time the site was last seen. */
  readonly lastSeen: string;
  readonly readyForTradingLabel: Schemas['ReadinessLabel'];
  /** The grid operator; missing or empty: the site cannot join a TSO's pool. */
  readonly tso?: string | null | undefined;
  readonly tradingEnabledSupply: boolean;
  readonly tradingEnabledFeedIn: boolean;
  readonly vppHealth: Schemas['HealthLevel'];
  readonly problems: readonly string[];
  readonly assets: VppAssets;
}

/** A site's enrolment as the server keeps it: never enrolled is no record. */
export interface VppEnrolmentRecord {
  readonly enrolled: boolean;
  /** ISO date-time of the last enrolment or withdrawal. */
  readonly changedAt: string;
}

/** The site problems that keep a site out of the pool (the offline ones are the stale-data blocker). */
export const VPP_BLOCKING_PROBLEMS: readonly string[] = [
  'SITE_NOT_OPTIMIZABLE',
  'SITE_IOT_STATUS_UNHEALTHY_NOW',
  'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
];

/** Telemetry older than this is stale (SPEC §9's offline limit). */
export const VPP_STALE_AFTER_MS = OFFLINE_PROBLEM_HOURS * 3_600_000;

/** Tenths: every kW and kWh of the VPP is added in whole tenths, so that totals equal the sum of what rows show. */
const tenths = (value: number): number => Math.round(value * 10);

/** Flexible power in tenths of a kW: battery, chargers and heat pump maximum power (PV is not dispatchable). */
function flexibleTenths(assets: VppAssets): number {
  let sum = tenths(assets.battery?.maxPowerKw ?? 0) + tenths(assets.heatPump?.maxPowerKw ?? 0);
  for (const charger of assets.chargers) sum += tenths(charger.maxPowerKw);
  return sum;
}

export const flexiblePowerKw = (assets: VppAssets): number => flexibleTenths(assets) / 10;
export const storageKwh = (assets: VppAssets): number => tenths(assets.battery?.capacityKwh ?? 0) / 10;

/** The asset kinds a site has (a charger counts once one is registered). */
export function assetKinds(assets: VppAssets): VppAssetKind[] {
  const kinds: VppAssetKind[] = [];
  if (assets.battery) kinds.push('battery');
  if (assets.chargers.length > 0) kinds.push('charger');
  if (assets.heatPump) kinds.push('heatPump');
  if (assets.pv) kinds.push('pv');
  return kinds;
}

/** True when the site's telemetry is fresh at `nowMs` (an unreadable date is stale). */
export function isDataFresh(lastSeen: string, nowMs: number): boolean {
  const seen = Date.parse(lastSeen);
  return Number.isFinite(seen) && nowMs - seen <= VPP_STALE_AFTER_MS;
}

/** Everything that blocks the site from the pool at `nowMs`, in the catalogue's order; empty: it may join. */
export function vppBlockers(site: VppSiteFacts, nowMs: number): VppBlocker[] {
  const blockers: VppBlocker[] = [];
  if (site.status === 'INACTIVE') blockers.push('SITE_NOT_ACTIVATED');
  if (flexibleTenths(site.assets) === 0) blockers.push('NO_FLEXIBLE_ASSET');
  if (site.readyForTradingLabel !== 'READY') blockers.push('NOT_READY_FOR_TRADING');
  if (site.tso === undefined || site.tso === null || site.tso.trim() === '') blockers.push('TSO_MISSING');
  if (!site.tradingEnabledSupply && !site.tradingEnabledFeedIn) blockers.push('TRADING_DISABLED');
  if (site.vppHealth === 'critical') blockers.push('VPP_HEALTH_CRITICAL');
  if (!isDataFresh(site.lastSeen, nowMs)) blockers.push('TELEMETRY_STALE');
  if (site.problems.some((code) => VPP_BLOCKING_PROBLEMS.includes(code))) blockers.push('BLOCKING_PROBLEM');
  return blockers;
}

/** The blocking problems of a site's problem codes, in their order. */
export const blockingProblems = (problems: readonly string[]): string[] =>
  problems.filter((code) => VPP_BLOCKING_PROBLEMS.includes(code));

/**
 * The enrolment state: enrolled while its record says so (blockers then are a risk, shown, not a state); else blocked
 * while anything blocks it; else withdrawn when it was taken out; else eligible.
 */
export function enrolmentState(
  blockers: readonly VppBlocker[],
  record: VppEnrolmentRecord | null | undefined,
): VppEnrolmentState {
  if (record?.enrolled === true) return 'enrolled';
  if (blockers.length > 0) return 'blocked';
  return record ? 'withdrawn' : 'eligible';
}

export const canEnrol = (state: VppEnrolmentState): boolean => state === 'eligible' || state === 'withdrawn';
export const canWithdraw = (state: VppEnrolmentState): boolean => state === 'enrolled';

/** Why an enrolment change was refused: the API error id of the server's 409. */
export type VppRefusal = 'VPP_SITE_BLOCKED' | 'VPP_ALREADY_ENROLLED' | 'VPP_NOT_ENROLLED';

export type VppChange =
  | { readonly ok: true; readonly record: VppEnrolmentRecord }
  | { readonly ok: false; readonly errorId: VppRefusal; readonly blockers: readonly VppBlocker[] };

/** Enrol a site at `at`: refused for a blocked site (with its blockers) and for one enrolled already. */
export function enrol(
  blockers: readonly VppBlocker[],
  record: VppEnrolmentRecord | null | undefined,
  at: string,
): VppChange {
  const state = enrolmentState(blockers, record);
  if (state === 'enrolled') return { ok: false, errorId: 'VPP_ALREADY_ENROLLED', blockers };
  if (!canEnrol(state)) return { ok: false, errorId: 'VPP_SITE_BLOCKED', blockers };
  return { ok: true, record: { enrolled: true, changedAt: at } };
}

/** Withdraw a site at `at`: refused unless it is enrolled. */
export function withdraw(
  blockers: readonly VppBlocker[],
  record: VppEnrolmentRecord | null | undefined,
  at: string,
): VppChange {
  if (!canWithdraw(enrolmentState(blockers, record)))
    return { ok: false, errorId: 'VPP_NOT_ENROLLED', blockers };
  return { ok: true, record: { enrolled: false, changedAt: at } };
}

/** What the pool reads of a site. */
export interface VppPoolSite {
  readonly tso: string;
  readonly state: VppEnrolmentState;
  readonly assets: VppAssets;
}

export interface VppPoolFigures {
  readonly sites: number;
  readonly flexiblePowerKw: number;
  readonly storageKwh: number;
}

export interface VppPoolSummary {
  /** Per TSO with an enrolled site, by name (`tsoOrder`). */
  readonly byTso: readonly (VppPoolFigures & { readonly tso: string })[];
  readonly total: VppPoolFigures;
  readonly eligible: number;
  readonly blocked: number;
  readonly withdrawn: number;
}

/**
 * The pool: the enrolled sites per TSO with the sum of their flexible power and storage, and the totals; the other
 * states counted. Added in tenths, so a TSO's figure is the sum of its sites' and the total the sum of the TSOs'.
 */
export function vppPool(
  sites: readonly VppPoolSite[],
  tsoOrder: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): VppPoolSummary {
  const byTso = new Map<string, { sites: number; power: number; storage: number }>();
  const counts = { eligible: 0, blocked: 0, withdrawn: 0 };
  for (const site of sites) {
    if (site.state !== 'enrolled') {
      counts[site.state] += 1;
      continue;
    }
    const entry = byTso.get(site.tso) ?? { sites: 0, power: 0, storage: 0 };
    entry.sites += 1;
    entry.power += flexibleTenths(site.assets);
    entry.storage += tenths(site.assets.battery?.capacityKwh ?? 0);
    byTso.set(site.tso, entry);
  }
  const rows = [...byTso.entries()].sort(([a], [b]) => tsoOrder(a, b));
  const total = { sites: 0, power: 0, storage: 0 };
  for (const [, entry] of rows) {
    total.sites += entry.sites;
    total.power += entry.power;
    total.storage += entry.storage;
  }
  const figures = (entry: { sites: number; power: number; storage: number }): VppPoolFigures => ({
    sites: entry.sites,
    flexiblePowerKw: entry.power / 10,
    storageKwh: entry.storage / 10,
  });
  return {
    byTso: rows.map(([tso, entry]) => ({ tso, ...figures(entry) })),
    total: figures(total),
    ...counts,
  };
}
