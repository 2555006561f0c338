// The data exchange and the job runs: messages exchanged with grid operators (Redispatch 2.0 via
// Connect+) and the ERP, with their acknowledgements, and the runs of the background workers with their logs. On
// their own random stream (so no earlier fixture value changes) and relative to the reference date, which the mock
// moves to its now: overdue acknowledgements and running jobs exist at any hour the mock is started or pinned to.
// Consistent by construction, checked by tests/unit/fixtures/exchange-consistency.test.ts: every acknowledgement
// refers to a message, a run's failed sites are sites, and every site with an ACTIVE_FC_INCOMPLETE or
// SITE_NOT_OPTIMIZABLE problem has a failed run whose log names it and says why.
import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  type StoredState,
} from '../../../../src/domain/exchange/message-state.ts';
import type {
  Direction,
  MessageType,
  PartnerKind,
} from '../../../../src/domain/exchange/exchange-catalogue.ts';
import type { Job, LogLevel } from '../../../../src/domain/job-runs/job-run.ts';
import { REFERENCE_DATE, TSOS, type Fixtures, type SiteRow } from '../../../generate/fixtures.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export interface SiteRef {
  subscription: string;
  userReference: string;
}

export interface Partner {
  kind: PartnerKind;
  name: string;
}

export interface Acknowledgement {
  /** The inbound acknowledgement message (its `refersTo` is the message acknowledged). */
  messageId: string;
  receivedAt: string;
  outcome: 'accepted' | 'rejected';
  code: string;
  text: string;
}

export interface ExchangeRecord {
  id: string;
  direction: Direction;
  partner: Partner;
  type: MessageType;
  site: SiteRef | null;
  state: StoredState;
  createdAt: string;
  sentAt: string | null;
  acknowledgementDue: string | null;
  attempts: number;
  /** The business document's id, shared by a message and its acknowledgement. */
  documentId: string;
  /** For an acknowledgement: the message it answers. */
  refersTo: string | null;
  payload: string;
  error: { code: string; text: string } | null;
  acknowledgement: Acknowledgement | null;
}

export interface LogLine {
  at: string;
  level: LogLevel;
  message: string;
  site: SiteRef | null;
}

export interface JobRunRecord {
  id: string;
  job: Job;
  startedAt: string;
  /** Null while running. */
  finishedAt: string | null;
  sitesTotal: number;
  /** For a running run: how long one site takes; its progress is derived from the server's now. */
  msPerSite: number;
  sitesProcessed: number;
  /** Subscriptions of the sites that failed, each named by an error line of the log. */
  failedSites: string[];
  log: LogLine[];
}

export interface ExchangeWorld {
  /** Newest first. */
  messages: ExchangeRecord[];
  /** Newest first. */
  jobRuns: JobRunRecord[];
}

const DSOS = ['Westnetz', 'Bayernwerk Netz', 'E.DIS Netz', 'Netze BW', 'Stromnetz Berlin'] as const;

/** Markup and script in the partners' free text: the screen must show it as text (hostile input in the dataset). */
const HOSTILE_NOTES = [
  '<script>alert("exchange")</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(document.domain)>',
  "'; DROP TABLE messages; --",
] as const;

const REJECTIONS = [
  { code: 'Z29', text: 'Controllable resource unknown to the grid operator' },
  { code: 'Z35', text: 'Schedule does not cover the whole delivery day' },
  { code: 'Z10', text: 'Syntax error in TimeSeries: resolution PT15M expected' },
  { code: 'Z41', text: 'Unavailability period starts in the past' },
] as const;

const DOCUMENT_OF: Readonly<Record<MessageType, string>> = {
  MASTER_DATA: 'Stammdaten_MarketDocument',
  PLANNED_SCHEDULE: 'PlannedResourceSchedule_MarketDocument',
  UNAVAILABILITY: 'Unavailability_MarketDocument',
  ACTIVATION: 'Activation_MarketDocument',
  ACKNOWLEDGEMENT: 'Acknowledgement_MarketDocument',
  SETTLEMENT: 'SettlementData',
};

function payloadOf(
  type: MessageType,
  documentId: string,
  partner: Partner,
  site: SiteRef | null,
  at: number,
  note: string | null,
): string {
  if (partner.kind === 'ERP') {
    return JSON.stringify(
      {
        document: DOCUMENT_OF[type],
        id: documentId,
        customer: site?.userReference ?? null,
        period: iso(at - DAY).slice(0, 10),
        energyKWh: Math.round((at % 997) * 1.7) / 10,
        ...(note !== null ? { note } : {}),
      },
      null,
      2,
    );
  }
  const lines = [
    `<${DOCUMENT_OF[type]}>`,
    `  <mRID>${documentId}</mRID>`,
    `  <createdDateTime>${iso(at)}</createdDateTime>`,
    `  <receiver_MarketParticipant>${partner.name}</receiver_MarketParticipant>`,
    ...(site !== null ? [`  <registeredResource.mRID>${site.userReference}</registeredResource.mRID>`] : []),
    ...(type === 'PLANNED_SCHEDULE' || type === 'ACTIVATION'
      ? [`  <Period resolution="PT15M" start="${iso(at + DAY).slice(0, 10)}T00:00Z" points="96"/>`]
      : []),
    ...(note !== null ? [`  <reason.text>${note}</reason.text>`] : []),
    `</${DOCUMENT_OF[type]}>`,
  ];
  return lines.join('\n');
}

function buildMessages(prng: Prng, sites: readonly SiteRow[]): ExchangeRecord[] {
  const active = sites.filter((site) => site.status !== 'INACTIVE');
  const ref = (site: SiteRow): SiteRef => ({
    subscription: site.subscription,
    userReference: site.userReference,
  });
  const messages: ExchangeRecord[] = [];
  let serial = 0;
  const nextId = () => `msg-${String(++serial).padStart(6, '0')}`;
  const documentId = () => `RD2-${prng.digits(10)}`;
  const partnerFor = (site: SiteRow | null, kind: PartnerKind): Partner =>
    kind === 'ERP'
      ? { kind, name: 'SAP S/4HANA' }
      : kind === 'TSO'
        ? { kind, name: site?.tso ?? prng.pick(TSOS) }
        : { kind, name: prng.pick(DSOS) };

  // Outbound documents over the last 7 days, each answered (or not yet) by an acknowledgement.
  for (let i = 0; i < 420; i++) {
    // The first few were created minutes ago and are still queued.
    const created =
      i < 4 ? REFERENCE_DATE - prng.int(1, 8) * MINUTE : REFERENCE_DATE - Math.floor(prng.next() * 7 * DAY);
    const kind = prng.weighted<PartnerKind>([
      ['TSO', 40],
      ['DSO', 40],
      ['ERP', 20],
    ]);
    const type: MessageType =
      kind === 'ERP'
        ? 'SETTLEMENT'
        : prng.weighted<MessageType>([
            ['PLANNED_SCHEDULE', 60],
            ['MASTER_DATA', 20],
            ['UNAVAILABILITY', 20],
          ]);
    const site = prng.pick(active);
    const partner = partnerFor(site, kind);
    const id = nextId();
    const document = documentId();
    const note = prng.bool(0.05) ? prng.pick(HOSTILE_NOTES) : null;
    const message: ExchangeRecord = {
      id,
      direction: 'outbound',
      partner,
      type,
      site: ref(site),
      state: 'queued',
      createdAt: iso(created),
      sentAt: null,
      acknowledgementDue: null,
      attempts: 1,
      documentId: document,
      refersTo: null,
      payload: payloadOf(type, document, partner, ref(site), created, note),
      error: null,
      acknowledgement: null,
    };
    messages.push(message);
    // The newest minutes are still queued.
    if (created > REFERENCE_DATE - 10 * MINUTE) continue;
    const sent = created + prng.int(5, 90) * 1000;
    message.state = 'sent';
    message.sentAt = iso(sent);
    message.acknowledgementDue = iso(sent + ACKNOWLEDGEMENT_WINDOW_MS);
    const answeredAfter = prng.int(2 * MINUTE, 5 * HOUR);
    const outcome = prng.weighted<'accepted' | 'rejected' | 'none'>([
      ['accepted', 82],
      ['rejected', 10],
      ['none', 8],
    ]);
    // No answer yet: sent (due later) or overdue (due passed) — derived from the now, never stored.
    if (outcome === 'none' || sent + answeredAfter > REFERENCE_DATE) continue;
    const rejection = prng.pick(REJECTIONS);
    const ackId = nextId();
    const receivedAt = iso(sent + answeredAfter);
    const acknowledgement: Acknowledgement =
      outcome === 'accepted'
        ? { messageId: ackId, receivedAt, outcome, code: 'Z01', text: 'Processed without errors' }
        : { messageId: ackId, receivedAt, outcome, code: rejection.code, text: rejection.text };
    message.state = outcome === 'accepted' ? 'acknowledged' : 'rejected';
    message.acknowledgement = acknowledgement;
    if (outcome === 'rejected') {
      const hostile = prng.bool(0.2) ? ` ${prng.pick(HOSTILE_NOTES)}` : '';
      message.error = { code: rejection.code, text: `${rejection.text}${hostile}` };
    }
    messages.push({
      id: ackId,
      direction: 'inbound',
      partner,
      type: 'ACKNOWLEDGEMENT',
      site: ref(site),
      state: 'received',
      createdAt: receivedAt,
      sentAt: receivedAt,
      acknowledgementDue: null,
      attempts: 1,
      documentId: document,
      refersTo: id,
      payload: payloadOf('ACKNOWLEDGEMENT', document, partner, ref(site), sent + answeredAfter, null).replace(
        '</Acknowledgement_MarketDocument>',
        `  <Reason code="${acknowledgement.code}">${acknowledgement.text}</Reason>\n</Acknowledgement_MarketDocument>`,
      ),
      error: null,
      acknowledgement: null,
    });
  }
  // Activations (Abrufe) the grid operators sent for trading sites.
  const trading = active.filter((site) => site.tradingEnabledSupply || site.tradingEnabledFeedIn);
  for (let i = 0; i < 40 && trading.length > 0; i++) {
    const at = REFERENCE_DATE - Math.floor(prng.next() * 7 * DAY);
    const site = prng.pick(trading);
    const partner = partnerFor(site, prng.bool(0.5) ? 'TSO' : 'DSO');
    const document = documentId();
    messages.push({
      id: nextId(),
      direction: 'inbound',
      partner,
      type: 'ACTIVATION',
      site: ref(site),
      state: 'received',
      createdAt: iso(at),
      sentAt: iso(at),
      acknowledgementDue: null,
      attempts: 1,
      documentId: document,
      refersTo: null,
      payload: payloadOf('ACTIVATION', document, partner, ref(site), at, null),
      error: null,
      acknowledgement: null,
    });
  }
  return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

interface JobProfile {
  readonly job: Job;
  readonly everyMs: number;
  readonly msPerSite: number;
  readonly sites: (site: SiteRow) => boolean;
}

const JOB_PROFILES: readonly JobProfile[] = [
  { job: 'forecasting', everyMs: HOUR, msPerSite: 1500, sites: (site) => site.status !== 'INACTIVE' },
  { job: 'optimisation', everyMs: HOUR, msPerSite: 2500, sites: (site) => site.status !== 'INACTIVE' },
  {
    job: 'trading-bids',
    everyMs: 3 * HOUR,
    msPerSite: 800,
    sites: (site) => site.tradingEnabledSupply || site.tradingEnabledFeedIn,
  },
  { job: 'problem-detection', everyMs: 30 * MINUTE, msPerSite: 300, sites: () => true },
  { job: 'data-exchange', everyMs: 15 * MINUTE, msPerSite: 400, sites: (site) => site.status !== 'INACTIVE' },
];

/** Why a site failed in a job: what its log line says. */
const FAILURE_REASON: Readonly<Record<Job, readonly string[]>> = {
  forecasting: [
    'forecast incomplete: no PV measurements for the last 36 quarter hours',
    'forecast incomplete: weather service returned no irradiance for the site location',
  ],
  optimisation: [
    'site not optimizable: battery capacity missing in master data',
    'site not optimizable: no valid forecast to optimise against',
  ],
  'trading-bids': ['bid rejected: order book closed before the bid was placed'],
  'problem-detection': ['telemetry query timed out after 30 s'],
  'data-exchange': ['Connect+ answered 503 Service Unavailable; will retry in the next run'],
};

/** The problems a job's failed run explains (src/components/problem-explanation.ts links them). */
export const EXPLAINING_JOB = {
  ACTIVE_FC_INCOMPLETE: 'forecasting',
  SITE_NOT_OPTIMIZABLE: 'optimisation',
} as const;

/**
 * Oldest line first. The lines' instants are canonical UTC date-times of one length, so their text orders them as
 * localeCompare does, at a fraction of its cost (a big world's runs log thousands of lines each).
 */
/** How often a site answers a job slowly (a warning line). */
const SLOW_ANSWER = 0.02;
/**
 * From how many sites a run draws its slow answers as gaps (a geometric draw: the same odds per site, a draw per
 * slow site instead of one per site). Above the generated world's size, so that world keeps its draws.
 */
const SPARSE_FROM = 1_000;
const slowGap = (prng: Prng): number => Math.floor(Math.log(1 - prng.next()) / Math.log(1 - SLOW_ANSWER));

const byInstant = (a: LogLine, b: LogLine): number => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

function buildRuns(prng: Prng, fixtures: Fixtures, sites: readonly SiteRow[]): JobRunRecord[] {
  const ref = (site: SiteRow): SiteRef => ({
    subscription: site.subscription,
    userReference: site.userReference,
  });
  const bySubscription = new Map(sites.map((site) => [site.subscription, site]));
  const problemSites = (code: keyof typeof EXPLAINING_JOB) =>
    fixtures.siteProblems
      .filter((row) => row.problemName === code)
      .map((row) => bySubscription.get(row.subscription))
      .filter((site): site is SiteRow => site !== undefined);
  const runs: JobRunRecord[] = [];
  for (const profile of JOB_PROFILES) {
    const eligible = sites.filter(profile.sites);
    const explained = Object.entries(EXPLAINING_JOB)
      .filter(([, job]) => job === profile.job)
      .flatMap(([code]) => problemSites(code as keyof typeof EXPLAINING_JOB));
    const isExplained = new Set(explained);
    const indexOf = new Map(eligible.map((site, index) => [site, index]));
    const count = Math.floor((2 * DAY) / profile.everyMs);
    for (let n = 0; n < count; n++) {
      // The newest run started a few minutes ago and is still running.
      const start = REFERENCE_DATE - n * profile.everyMs - prng.int(1, 4) * MINUTE;
      const running = n === 0;
      const fullFailure = !running && profile.job === 'trading-bids' && n === 2;
      const failed = new Set<SiteRow>();
      if (fullFailure) eligible.forEach((site) => failed.add(site));
      else if (!running) {
        // The sites with the problem this job explains fail in every finished run of the last 12 hours.
        if (n * profile.everyMs <= 12 * HOUR) explained.forEach((site) => failed.add(site));
        if (prng.bool(0.25)) prng.sample(eligible, prng.int(1, 3)).forEach((site) => failed.add(site));
      }
      const duration = eligible.length * profile.msPerSite + prng.int(0, 20_000);
      const end = start + duration;
      const log: LogLine[] = [
        {
          at: iso(start),
          level: 'info',
          message: `${profile.job} run started for ${eligible.length} sites`,
          site: null,
        },
      ];
      /** The lines of the site at `index`: its failure or, if `warned`, a slow answer; every 50th a progress line. */
      const visit = (index: number, warned: boolean) => {
        const site = eligible[index] as SiteRow;
        const at = start + (index + 1) * profile.msPerSite;
        if (failed.has(site)) {
          const reason = fullFailure
            ? FAILURE_REASON[profile.job][0]
            : prng.pick(FAILURE_REASON[profile.job]);
          const why = isExplained.has(site) ? FAILURE_REASON[profile.job][0] : reason;
          log.push({
            at: iso(at),
            level: 'error',
            message: `${site.userReference}: ${why}`,
            site: ref(site),
          });
        } else if (warned) {
          log.push({
            at: iso(at),
            level: 'warning',
            message: `${site.userReference}: slow answer from the gateway (${prng.int(4, 9)} s)`,
            site: ref(site),
          });
        }
        if ((index + 1) % 50 === 0)
          log.push({
            at: iso(at),
            level: 'debug',
            message: `${index + 1} of ${eligible.length} sites done`,
            site: null,
          });
      };
      if (eligible.length < SPARSE_FROM) {
        eligible.forEach((site, index) => visit(index, !failed.has(site) && prng.bool(SLOW_ANSWER)));
      } else {
        // A big world visits only the sites that log a line: the slow ones drawn as the gaps between them.
        const warned = new Set<number>();
        for (let i = slowGap(prng); i < eligible.length; i += 1 + slowGap(prng)) warned.add(i);
        const lines = new Set([...warned, ...[...failed].map((site) => indexOf.get(site) as number)]);
        for (let i = 49; i < eligible.length; i += 50) lines.add(i);
        for (const index of [...lines].sort((a, b) => a - b)) visit(index, warned.has(index));
      }
      if (!running)
        log.push({
          at: iso(end),
          level: failed.size > 0 ? 'warning' : 'info',
          message:
            failed.size > 0
              ? `${profile.job} run finished: ${failed.size} of ${eligible.length} sites failed`
              : `${profile.job} run finished: ${eligible.length} sites processed`,
          site: null,
        });
      runs.push({
        id: `run-${profile.job}-${iso(start).replace(/[-:]/g, '').slice(0, 13)}`,
        job: profile.job,
        startedAt: iso(start),
        finishedAt: running ? null : iso(end),
        sitesTotal: eligible.length,
        msPerSite: profile.msPerSite,
        sitesProcessed: running ? 0 : eligible.length,
        failedSites: [...failed].map((site) => site.subscription),
        log: log.sort(byInstant),
      });
    }
  }
  return runs.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || a.id.localeCompare(b.id));
}

export function buildExchangeWorld(fixtures: Fixtures): ExchangeWorld {
  const prng = createPrng(fixtures.seed + 33);
  const sites = fixtures.providers.flatMap((provider) => provider.sites);
  return { messages: buildMessages(prng, sites), jobRuns: buildRuns(prng, fixtures, sites) };
}
