// The mock's world (DESIGN §3, the mock): the fixture generator's one consistent dataset, held as mutable
// collections. Each owner (an e2e worker's test, the contract verifier's provider state, a developer's browser) gets
// its own copy, made from a frozen base, so changes stay with whoever made them until the mock restarts or is reset.
import {
  buildFixtures,
  DEFAULT_SEED,
  REFERENCE_DATE,
  type Fixtures,
  type Fleet,
  type HemsProvider,
  type PreparedInstallation,
  type ProblemCode,
  type ProblemRow,
  type SiteRow,
} from '../../generate/fixtures.ts';
import type { EvseRecord } from '../areas/evses/evses.fixtures.ts';
import type { ChargepointCandidate, GatewayRecord } from '../areas/gateways/gateways.fixtures.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { buildEnergyProfiles, type EnergyProfile } from '../areas/energy/energy.fixtures.ts';
import { initialEnrolments } from '../areas/vpp/vpp.answers.ts';
import type { VppEnrolmentRecord } from '../../../src/domain/vpp/vpp-eligibility.ts';
import { shiftFor, shiftTimestamps } from './time-shift.ts';
import { buildExchangeWorld, type ExchangeWorld } from '../areas/exchange/exchange.fixtures.ts';
import { changesOf } from '../../../src/domain/activity/activity-changes.ts';
import { auditFingerprint } from './text-fingerprint.ts';
import type { InstallOwner } from '../areas/install/install.fixtures.ts';
import {
  FALLBACK_PERSONA,
  STAFF_DOMAIN,
  type InstallerCompany,
  type OutboxMessage,
  type SignUp,
  type StaffUser,
} from '../areas/access/staff.fixtures.ts';
import { buildLeadWorld, type LeadWorld } from '../areas/leads/leads.fixtures.ts';
import type { AccountOwners } from '../areas/access/account-owners.fixtures.ts';
import { spendKeyElsewhere } from './idempotency.ts';

export type JsonRecord = Record<string, unknown>;

/** Keyed rows an area creates in the owner's copy on first use (the widgets' catalogue). */
export interface Collection {
  /** The row field that identifies a row. */
  readonly key: string;
  rows: JsonRecord[];
}

export interface Dataset {
  readonly seed: number;
  /** How far every timestamp was moved: the mock's start minus the generator's reference date. */
  readonly offsetMs: number;
  /**
   * The wall-clock moment at which this world read its now (the reference date moved by `offsetMs`); its time runs
   * on from there (`runningNow`: the live sample, what staff do). The mock's start for the shared world, the moment
   * an owner's copy was made for a pinned instant (scripts/mock/instants.ts).
   */
  clockStartedAt: number;
  /** The provider entries; their counts are computed from `sites` and `installations` when answered. */
  providers: Omit<HemsProvider, 'siteCount' | 'preparedCount'>[];
  /** By provider id, newest first (the order of the sites call). */
  sites: Record<string, SiteRow[]>;
  installations: Record<string, PreparedInstallation[]>;
  fleets: Fleet[];
  siteProblems: ProblemRow[];
  installationProblems: ProblemRow[];
  /** EVSE problem codes by subscription uuid: shown only in a site's detail. */
  evseProblems: Record<string, ProblemCode[]>;
  collections: Record<string, Collection>;
  /** The EV chargers with their charging profiles, newest last connection first. */
  evses: EvseRecord[];
  chargepointModels: components['schemas']['ChargepointModel'][];
  /** Site energy: each site's energy profile by subscription uuid; its series are simulated from it. */
  energy: Record<string, EnergyProfile>;
  /**
   * The installations' gateways with their devices and the charge points they saw unregistered; a
   * gateway's chargers are the `evses` whose `gateway` names it.
   */
  gateways: GatewayRecord[];
  /** OCPP identities that connected but belong to no installation, newest last attempt first. */
  chargepointCandidates: ChargepointCandidate[];
  /** The activity log the audit hook records (audit.ts), oldest first; empty when generated. */
  activity: components['schemas']['ActivityEntry'][];
  /** The installer companies, the staff users (one per sign-in persona first), sign-ups and sent mail. */
  companies: InstallerCompany[];
  staff: StaffUser[];
  signUps: SignUp[];
  /** The mock's outbox: every message the mock "sent" (verification mail), oldest first. */
  outbox: OutboxMessage[];
  /** Messages exchanged with grid operators and the ERP, and the background job runs. */
  messages: ExchangeWorld['messages'];
  jobRuns: ExchangeWorld['jobRuns'];
  /**
   * Each installation's company and installer by installation uuid (prepared and the sites' own); a
   * prepared installation's `installer` field says the same.
   */
  installOwners: Record<string, InstallOwner>;
  /** By staff user id: the fleets (uuids) a fleet manager looks after. */
  managedFleets: Record<string, string[]>;
  /** Each site's virtual power plant enrolment by subscription uuid; never enrolled has none. */
  vppEnrolments: Record<string, VppEnrolmentRecord>;
  /** The tariff orders (funnel and leads, newest started first) and their contacts, kept apart. */
  leads: LeadWorld['leads'];
  leadContacts: LeadWorld['leadContacts'];
  /** Each site's account owner (a salesperson's staff id) by subscription; unowned sites absent. */
  accountOwners: AccountOwners;
}

export interface DatasetOptions {
  seed?: number;
  /** The instant the reference date becomes (ms since the epoch). Default: the reference date itself. */
  now?: number;
  /** A bigger world of this many sites (`buildFixtures`' `sites`, `MOCK_SITES`). Default: the generated world. */
  sites?: number;
}

export function datasetFromFixtures(fixtures: Fixtures, now: number = REFERENCE_DATE): Dataset {
  const offsetMs = shiftFor(REFERENCE_DATE, now);
  const shifted = shiftTimestamps(fixtures, offsetMs);
  const energy = buildEnergyProfiles(fixtures);
  const vppEnrolments = initialEnrolments(
    {
      sites: shifted.providers.flatMap((provider) => provider.sites),
      energy,
      siteProblems: shifted.siteProblems,
    },
    REFERENCE_DATE + offsetMs,
  );
  return {
    seed: fixtures.seed,
    offsetMs,
    clockStartedAt: Date.now(),
    providers: shifted.providers.map(({ provider }) => ({ id: provider.id, name: provider.name })),
    sites: Object.fromEntries(shifted.providers.map((p) => [p.provider.id, p.sites])),
    installations: Object.fromEntries(shifted.providers.map((p) => [p.provider.id, p.installations])),
    fleets: shifted.fleets,
    siteProblems: shifted.siteProblems,
    installationProblems: shifted.installationProblems,
    evseProblems: Object.fromEntries(shifted.evseProblems),
    collections: {},
    evses: shifted.evse.evses,
    chargepointModels: shifted.evse.chargepointModels,
    energy,
    gateways: shifted.gateway.gateways,
    chargepointCandidates: shifted.gateway.chargepointCandidates,
    activity: [],
    ...shifted.staff,
    installOwners: shifted.ownership.installations,
    managedFleets: shifted.ownership.managedFleets,
    accountOwners: shifted.accountOwners,
    ...shiftTimestamps(buildExchangeWorld(fixtures), offsetMs),
    vppEnrolments,
    ...shiftTimestamps(buildLeadWorld(fixtures.seed, REFERENCE_DATE, fixtures.staff.staff), offsetMs),
  };
}

export function createDataset(options: DatasetOptions = {}): Dataset {
  return datasetFromFixtures(
    buildFixtures(options.seed ?? DEFAULT_SEED, { sites: options.sites }),
    options.now,
  );
}

/**
 * Named states of the dataset: what a Pact provider state asks the mock to hold (contracts/provider-states.ts maps
 * states to these names). Each changes a fresh copy of the base so that the world stays consistent.
 */
/**
 * The person the contracts' requests come from: the contract verifier swaps the pacts' placeholder tokens for tokens
 * the mock signs for this persona (scripts/contracts/verifier.ts), and the `caller-…` states below change them.
 */
export const CONTRACT_CALLER_EMAIL = `${FALLBACK_PERSONA}@${STAFF_DOMAIN}`;

export const DATASET_STATES = {
  /** The generated world as it is. */
  default: () => {},
  /** No HEMS provider: nor their sites, installations and problems. */
  'no-hems-providers': (data: Dataset) => {
    data.providers = [];
    data.sites = {};
    data.installations = {};
    data.siteProblems = [];
    data.installationProblems = [];
    data.evseProblems = {};
    data.evses = [];
    data.gateways = [];
  },
  /** No EV charger anywhere (the sites keep their `hasEvse` flags: chargers not yet registered). */
  'no-evses': (data: Dataset) => {
    data.evses = [];
  },
  /** No fleet: every site is linked to none. */
  'no-fleets': (data: Dataset) => {
    data.fleets = [];
    for (const rows of Object.values(data.sites)) for (const site of rows) site.fleets = [];
    for (const row of [...data.siteProblems, ...data.installationProblems]) row.fleets = [];
  },
  /** No gateway: no installation has one (its chargers stay, unreachable from a gateway page). */
  'no-gateways': (data: Dataset) => {
    data.gateways = [];
  },
  /** No OCPP charge-point candidate. */
  'no-chargepoint-candidates': (data: Dataset) => {
    data.chargepointCandidates = [];
  },
  /**
   * The activity log holds a change: a staff member renamed the first charger, recorded as the
   * audit hook records it (the contracts' populated log; a fresh world's log is empty).
   */
  'activity-recorded': (data: Dataset) => {
    const evse = data.evses[0]?.detail.evse;
    if (!evse) return;
    data.activity.push({
      id: 'activity-000001',
      at: new Date(datasetNow(data)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      actor: 'opslead@operator-portal.example',
      operationId: 'updateEvse',
      summary: "Change a charger's display name or electrical limits",
      target: { kind: 'evse', key: evse.evseUuid, label: evse.uniqueIdentifier },
      changes: changesOf(
        { displayName: evse.displayName },
        { displayName: `${evse.displayName} (garage)` },
        auditFingerprint,
      ),
    });
  },
  'no-site-problems': (data: Dataset) => {
    data.siteProblems = [];
  },
  'no-installation-problems': (data: Dataset) => {
    data.installationProblems = [];
  },
  /**
   * The contracts' caller (CONTRACT_CALLER_EMAIL) is the account owner of the Sales persona's customers instead of
   * it — sites with chargers (the generated world gives that persona none).
   */
  'caller-owns-customers': (data: Dataset) => {
    const email = (local: string) => `${local}@${STAFF_DOMAIN}`;
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    const sales = data.staff.find((user) => user.email === email('sales'));
    if (!caller || !sales) return;
    for (const [subscription, owner] of Object.entries(data.accountOwners)) {
      if (owner === sales.id) data.accountOwners[subscription] = caller.id;
    }
  },
  /** The contracts' caller holds only the Sales role, so a gated call is refused (403 PERMISSION_DENIED). */
  'caller-is-sales': (data: Dataset) => {
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    if (caller) caller.roles = ['Sales'];
  },
  /** The contracts' caller is an Operations lead: they approve sign-ups, only as roles within their own. */
  'caller-is-operations-lead': (data: Dataset) => {
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    if (caller) caller.roles = ['Operations lead'];
  },
  /**
   * The contracts' caller is an installer admin of the first installer company: their
   * sign-up queue is that company's, and they approve only as an installer role into it.
   */
  'caller-is-installer-admin': (data: Dataset) => {
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    const company = data.companies[0];
    if (caller && company) {
      caller.roles = ['Installer admin'];
      caller.company = { ...company };
    }
  },
  /** The contracts' caller holds no role: every call that names a permission is refused (403). */
  'caller-without-roles': (data: Dataset) => {
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    if (caller) caller.roles = [];
  },
  /** The contracts' caller has been deactivated: its calls and its token refresh answer 401. */
  'caller-deactivated': (data: Dataset) => {
    const caller = data.staff.find((user) => user.email === CONTRACT_CALLER_EMAIL);
    if (caller) caller.state = 'deactivated';
  },
  /** A charger command's Idempotency-Key (idempotency.ts KEY_USED_ELSEWHERE) was used for another request. */
  'command-key-used-elsewhere': (data: Dataset) => spendKeyElsewhere(data, 'sendEvseCommand'),
} as const satisfies Record<string, (data: Dataset) => void>;

export type DatasetStateName = keyof typeof DATASET_STATES;

export function isDatasetState(name: string): name is DatasetStateName {
  return Object.prototype.hasOwnProperty.call(DATASET_STATES, name);
}

/** The dataset's now: the reference date moved by the dataset's offset. Fixed: what the world was generated at. */
export const datasetNow = (data: Dataset): number => REFERENCE_DATE + data.offsetMs;

/** The dataset's now as time runs on: its now plus the wall-clock time since the world read it. */
export const runningNow = (data: Dataset): number => datasetNow(data) + (Date.now() - data.clockStartedAt);

/**
 * `base` as generated at `now` instead: every canonical UTC date-time moved by the difference, exactly as
 * `datasetFromFixtures` moves the generated ones (the energy profiles are not moved there either). A fresh copy.
 */
export function datasetAt(base: Dataset, now: number): Dataset {
  const offsetMs = shiftFor(REFERENCE_DATE, now);
  const { energy, ...world } = base;
  return {
    ...shiftTimestamps(world, offsetMs - base.offsetMs),
    energy: structuredClone(energy),
    offsetMs,
    clockStartedAt: Date.now(),
  };
}

/** A fresh, independent copy of `base` in the named state. */
export function datasetInState(base: Dataset, state: DatasetStateName = 'default'): Dataset {
  // The job runs are only read (their handlers page and filter them, no write changes them), so every copy shares
  // the base's: a big world's runs log millions of lines, the largest part of a copy.
  const { jobRuns, ...world } = base;
  const copy: Dataset = { ...structuredClone(world), jobRuns };
  DATASET_STATES[state](copy);
  return copy;
}

/** Every site with its provider id, in provider order. */
export function allSites(data: Dataset): { provider: string; site: SiteRow }[] {
  return Object.entries(data.sites).flatMap(([provider, rows]) => rows.map((site) => ({ provider, site })));
}
