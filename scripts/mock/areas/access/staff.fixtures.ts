// The staff of the mock's world: staff users with roles, installer companies, sign-ups waiting for
// approval and the mock's outbox. Deterministic per seed; one user per sign-in persona (DESIGN §3 "Access": the mock
// signs in a dataset user by email, else a persona by the email's local part, else the Admin persona).
import { ROLES, type Role } from '../../../../src/api/permissions.gen.ts';
import { createPrng, type Prng } from '../../../generate/prng.ts';
import { SURNAMES } from '../../../generate/names.ts';

export type StaffState = 'active' | 'deactivated' | 'email-not-verified';

export interface InstallerCompany {
  uuid: string;
  name: string;
}

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  /** Installers and installer admins belong to one company. */
  company?: InstallerCompany;
  state: StaffState;
  createdAt: string;
  /** Null: never signed in. */
  lastSignInAt: string | null;
}

export interface SignUp {
  id: string;
  name: string;
  email: string;
  /** What the person asked for: an area of the portal or their installer company (free text). */
  requestedArea?: string;
  /** The installer company the person said they work for: its installer admins approve them. */
  company?: InstallerCompany;
  /** `pending` until approved (then a staff user exists) or rejected. */
  status: 'pending' | 'approved' | 'rejected';
  verified: boolean;
  createdAt: string;
  rejectionReason?: string;
  /** What the verification message carries: the code to type and the link's token. */
  verification: { code: string; token: string };
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The verification code and link the message carries, for tests and the dev panel. */
  code?: string;
  link?: string;
  sentAt: string;
}

export interface StaffWorld {
  companies: InstallerCompany[];
  staff: StaffUser[];
  signUps: SignUp[];
  outbox: OutboxMessage[];
}

/** The sign-in personas: the local part of an email → the roles of the persona's staff user. */
export const PERSONAS = {
  admin: { name: 'Ada Admin', roles: ['Admin'] },
  ops: { name: 'Otto Operations', roles: ['Operations'] },
  opslead: { name: 'Olga Operations Lead', roles: ['Operations lead'] },
  sales: { name: 'Sami Sales', roles: ['Sales'] },
  /** Reads and works the leads, may not export them (a salesperson without leads:export). */
  'sales-assistant': { name: 'Sascha Sales Assistant', roles: ['Sales assistant'] },
  installer: { name: 'Ines Installer', roles: ['Installer'] },
  'installer-admin': { name: 'Ivo Installer Admin', roles: ['Installer admin'] },
  fleet: { name: 'Frida Fleet Manager', roles: ['Fleet manager'] },
  viewer: { name: 'Vera Viewer', roles: ['Viewer'] },
  /** Signed up and approved without a role yet: the default permissions `[""]`. */
  new: { name: 'Noah New', roles: [] },
} as const satisfies Record<string, { name: string; roles: readonly Role[] }>;

export type Persona = keyof typeof PERSONAS;
/**
 * Personas added after the world was first generated, and the roles only they hold: they draw from a generator of
 * their own and come after the generated staff, so every other user (ids, names, roles) and the leads' assignees stay
 * as they were.
 */
const LATER_PERSONAS: ReadonlySet<string> = new Set<Persona>(['sales-assistant']);
const LATER_ROLES: ReadonlySet<string> = new Set<Role>(['Sales assistant']);
/** The persona of addresses that are neither a dataset user's nor a persona's (so any email signs in). */
export const FALLBACK_PERSONA: Persona = 'admin';
export const STAFF_DOMAIN = 'operator-portal.example';

const GIVEN_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Lena',
  'Lukas',
  'Mia',
  'Niklas',
  'Paula',
  'Moritz',
  'Sophie',
  'Tim',
  'Yasemin',
  'Aylin',
  'Mehmet',
  'Zoë',
  'Jürgen',
  'Élodie',
] as const;
const COMPANY_NAMES = [
  'Sonnenschein Elektro GmbH',
  'Voltwerk Installationen',
  'Nordlicht Solartechnik',
  'Alpen Energie Service',
];
/** What the generated sign-ups ask for; an installer names their company (an index of COMPANY_NAMES). */
const SIGN_UP_ASKS: readonly { area: string; company?: number }[] = [
  { area: 'Operations' },
  { area: 'Sales' },
  { area: 'Fleet management' },
  { area: 'Installer: Voltwerk Installationen', company: 1 },
  { area: 'API documentation' },
  { area: 'Installer: Sonnenschein Elektro GmbH', company: 0 },
];
const STAFF_COUNT = 36;
const DAY = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const needsCompany = (roles: readonly Role[]) =>
  roles.some((role) => role === 'Installer' || role === 'Installer admin');
const asciiLocal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

/** The verification message of a sign-up (also sent again by "Resend verification"). */
export function verificationMessage(signUp: SignUp, id: string, sentAt: string): OutboxMessage {
  const link = `/verify-email?token=${encodeURIComponent(signUp.verification.token)}`;
  return {
    id,
    to: signUp.email,
    subject: 'Verify your email address for the Operator Portal',
    text: `Hello ${signUp.name}, your verification code is ${signUp.verification.code}. Or open ${link}.`,
    code: signUp.verification.code,
    link,
    sentAt,
  };
}

/** A fresh verification (code and link token) drawn from `prng`. */
export function newVerification(prng: Prng): SignUp['verification'] {
  return { code: prng.digits(6), token: `verify-${prng.uuid()}` };
}

export function buildStaffWorld(seed: number, reference: number): StaffWorld {
  const prng = createPrng(seed ^ 0x5afe);
  const companies = COMPANY_NAMES.map((name) => ({ uuid: prng.uuid(), name }));
  const roleNames = (Object.keys(ROLES) as Role[]).filter(
    (role) => role !== 'Admin' && !LATER_ROLES.has(role),
  );
  const staff: StaffUser[] = [];
  const personaUser = (local: string, persona: { name: string; roles: readonly Role[] }, from: Prng) => {
    const roles = [...persona.roles];
    staff.push({
      id: from.uuid(),
      name: persona.name,
      email: `${local}@${STAFF_DOMAIN}`,
      roles,
      ...(needsCompany(roles) ? { company: companies[0] as InstallerCompany } : {}),
      state: 'active',
      createdAt: iso(reference - from.int(200, 700) * DAY),
      lastSignInAt: iso(reference - from.int(1, 72) * 3_600_000),
    });
  };
  for (const [local, persona] of Object.entries(PERSONAS)) {
    if (!LATER_PERSONAS.has(local)) personaUser(local, persona, prng);
  }
  const taken = new Set(staff.map((user) => user.email));
  while (staff.length < STAFF_COUNT) {
    const given = prng.pick(GIVEN_NAMES);
    const surname = prng.pick(SURNAMES);
    const email = `${asciiLocal(given)}.${asciiLocal(surname)}@${STAFF_DOMAIN}`;
    if (taken.has(email)) continue;
    taken.add(email);
    const roles = prng.bool(0.15) ? prng.sample(roleNames, 2) : [prng.pick(roleNames)];
    const state = prng.weighted<StaffState>([
      ['active', 8],
      ['deactivated', 1],
      ['email-not-verified', 1],
    ]);
    const createdAt = reference - prng.int(5, 900) * DAY;
    staff.push({
      id: prng.uuid(),
      name: `${given} ${surname}`,
      email,
      roles,
      ...(needsCompany(roles) ? { company: prng.pick(companies) } : {}),
      state,
      createdAt: iso(createdAt),
      lastSignInAt:
        state === 'email-not-verified' || prng.bool(0.1)
          ? null
          : iso(Math.min(reference - 3_600_000, createdAt + prng.int(1, 800) * DAY)),
    });
  }
  // Signed up: some verified, one rejected; the installers' sign-ups name their company.
  const signUps: SignUp[] = [];
  const outbox: OutboxMessage[] = [];
  for (const [index, ask] of SIGN_UP_ASKS.entries()) {
    const given = GIVEN_NAMES[(index * 5 + 3) % GIVEN_NAMES.length] as string;
    const surname = SURNAMES[(index * 7 + 2) % SURNAMES.length] as string;
    const createdAt = iso(reference - prng.int(1, 20) * DAY - prng.int(0, 23) * 3_600_000);
    const signUp: SignUp = {
      id: prng.uuid(),
      name: `${given} ${surname}`,
      email: `${asciiLocal(given)}.${asciiLocal(surname)}@signup.example`,
      requestedArea: ask.area,
      ...(ask.company !== undefined ? { company: companies[ask.company] as InstallerCompany } : {}),
      status: index === 4 ? 'rejected' : 'pending',
      verified: index % 2 === 0 || index === 5,
      createdAt,
      verification: newVerification(prng),
      ...(index === 4 ? { rejectionReason: 'Not a member of staff' } : {}),
    };
    signUps.push(signUp);
    outbox.push(verificationMessage(signUp, prng.uuid(), createdAt));
  }
  const later = createPrng(seed ^ 0x1a7e);
  for (const [local, persona] of Object.entries(PERSONAS)) {
    if (LATER_PERSONAS.has(local)) personaUser(local, persona, later);
  }
  return { companies, staff, signUps, outbox };
}
