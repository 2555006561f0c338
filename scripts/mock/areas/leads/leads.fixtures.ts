// The tariff orders of the mock's world: one dataset that the order funnel and the
// order-funnel leads both answer from. Each lead is an order someone started: the instants it reached the funnel's
// steps (a prefix of FUNNEL_STEPS, first = started), its channel, postcode, tariff, consent to be contacted, status,
// assignee (an active Sales or Operations staff user) and note. Contact details (name, e-mail, phone) are kept apart,
// by lead id, so that no list answer can carry them by accident. Deterministic per seed; a few rows carry markup in
// names and notes and a formula in a note (hostile input for screens and the CSV export).
import {
  CHANNELS,
  FINAL_STEP,
  FUNNEL_STEPS,
  type Channel,
  type FunnelStep,
  type LeadStatus,
} from '../../../../src/domain/sales/funnel-steps.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import { SURNAMES } from '../../../generate/names.ts';
import type { StaffUser } from '../access/staff.fixtures.ts';

export interface LeadRecord {
  id: string;
  /** When the order was started (= reachedAt[0]). */
  startedAt: string;
  /** The instants the order reached FUNNEL_STEPS[0..n-1], in order. */
  reachedAt: string[];
  lastStep: FunnelStep;
  channel: Channel;
  postcode: string;
  tariff: string;
  /** The person agreed to be contacted about the order. */
  consent: boolean;
  status: LeadStatus;
  /** A staff user id, or null when nobody is assigned. */
  assigneeId: string | null;
  note: string;
  updatedAt: string;
}

export interface LeadContact {
  name: string;
  email: string;
  phone: string;
}

export interface LeadWorld {
  /** Newest started first. */
  leads: LeadRecord[];
  /** By lead id: the person's contact details, answered only by the reveal and export calls. */
  leadContacts: Record<string, LeadContact>;
}

export const LEAD_COUNT = 640;
export const TARIFFS = [
  'Ökostrom Fix 24',
  'Flex Dynamisch',
  'Wärmepumpe Plus',
  'E-Auto Nachtstrom',
  'Basis Strom 12',
] as const;
const GIVEN = [
  'Anna',
  'Ben',
  'Clara',
  'Deniz',
  'Emil',
  'Frieda',
  'Gül',
  'Hanna',
  'Jörg',
  'Karla',
  'Lars',
  'Maja',
];
/** Rows with markup in the name or note (by position), so screens prove they never render it as HTML. */
const HOSTILE_NAMES: Record<number, string> = {
  3: '<img src=x onerror=alert(1)> Mallory',
  17: 'Eve <script>alert("x")</script>',
  41: '=HYPERLINK("http://evil.example","click") Trudy',
};
const HOSTILE_NOTES: Record<number, string> = {
  5: '<b>call after 18:00</b>',
  29: '@SUM(1+1) asked for a callback',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Orders were started over the 180 days before the reference date. */
const SPAN = 180 * DAY;
/** How likely an order goes on from step i to step i + 1, by channel. */
const GO_ON: Record<Channel, readonly number[]> = {
  web: [0.72, 0.7, 0.78, 0.82, 0.9, 0.88, 0.8],
  partner: [0.82, 0.8, 0.84, 0.86, 0.92, 0.9, 0.85],
  phone: [0.9, 0.86, 0.88, 0.9, 0.95, 0.95, 0.88],
};
/** The time from step i to step i + 1: [min, max] ms (supply starts weeks after submission). */
const GAP: readonly (readonly [number, number])[] = [
  [MINUTE, 10 * MINUTE],
  [2 * MINUTE, 30 * MINUTE],
  [MINUTE, 20 * MINUTE],
  [2 * MINUTE, 3 * DAY],
  [MINUTE, 15 * MINUTE],
  [30 * 1000, 5 * MINUTE],
  [7 * DAY, 42 * DAY],
];

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

function reachedInstants(prng: Prng, channel: Channel, started: number, reference: number): number[] {
  const reached = [started];
  for (let step = 0; step < FUNNEL_STEPS.length - 1; step++) {
    if (!prng.bool(GO_ON[channel][step] ?? 0)) break;
    const [min, max] = GAP[step] ?? [MINUTE, HOUR];
    const next = (reached[reached.length - 1] as number) + prng.int(min, max);
    if (next > reference) break;
    reached.push(next);
  }
  return reached;
}

function statusOf(prng: Prng, lastStep: FunnelStep, started: number, reference: number): LeadStatus {
  if (lastStep === FINAL_STEP) return 'won';
  if (reference - started < 3 * DAY) return 'new';
  return prng.weighted<LeadStatus>([
    ['new', 45],
    ['contacted', 35],
    ['lost', 20],
  ]);
}

/** Active staff who follow leads up: Sales, Operations and Operations lead users (Sami Sales first). */
export function leadAssignees(staff: readonly StaffUser[]): StaffUser[] {
  return staff.filter(
    (user) =>
      user.state === 'active' &&
      user.roles.some((role) => role === 'Sales' || role === 'Operations' || role === 'Operations lead'),
  );
}

export function buildLeadWorld(seed: number, reference: number, staff: readonly StaffUser[]): LeadWorld {
  const prng = createPrng(seed ^ 0x1ead5);
  const assignees = leadAssignees(staff);
  const made: { started: number; lead: Omit<LeadRecord, 'id'>; contact: LeadContact }[] = [];
  for (let index = 0; index < LEAD_COUNT; index++) {
    const channel = prng.weighted<Channel>([
      [CHANNELS[0], 60],
      [CHANNELS[1], 25],
      [CHANNELS[2], 15],
    ]);
    const started = reference - prng.int(HOUR, SPAN);
    const reached = reachedInstants(prng, channel, started, reference);
    const lastStep = FUNNEL_STEPS[reached.length - 1] as FunnelStep;
    const status = statusOf(prng, lastStep, started, reference);
    const assignee =
      status === 'new' && prng.bool(0.7) ? null : assignees.length > 0 ? prng.pick(assignees) : null;
    const given = prng.pick(GIVEN);
    const surname = prng.pick(SURNAMES);
    const name = HOSTILE_NAMES[index] ?? `${given} ${surname}`;
    const note =
      HOSTILE_NOTES[index] ??
      (status === 'contacted'
        ? prng.pick(['Called, will decide next week', 'Left a voicemail', 'Sent an offer'])
        : '');
    const last = reached[reached.length - 1] as number;
    made.push({
      started,
      lead: {
        startedAt: iso(started),
        reachedAt: reached.map(iso),
        lastStep,
        channel,
        postcode: String(prng.int(1067, 99998)).padStart(5, '0'),
        tariff: prng.pick(TARIFFS),
        consent: prng.bool(0.6),
        status,
        assigneeId: assignee?.id ?? null,
        note,
        updatedAt: iso(Math.min(reference, last + prng.int(0, 2 * DAY))),
      },
      contact: {
        name,
        email: `${ascii(given)}.${ascii(surname)}${index}@example.net`,
        phone: `+49 ${prng.int(151, 179)} ${prng.digits(7)}`,
      },
    });
  }
  made.sort((a, b) => b.started - a.started);
  const leads: LeadRecord[] = [];
  const leadContacts: Record<string, LeadContact> = {};
  made.forEach(({ lead, contact }, index) => {
    const id = `L-${String(index + 1).padStart(5, '0')}`;
    leads.push({ id, ...lead });
    leadContacts[id] = contact;
  });
  return { leads, leadContacts };
}
