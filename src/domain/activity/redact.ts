/*
 * Personal data in the activity log: the trail says what changed, never who a person is or what anyone wrote. One
 * rule, used by the server (the mock's audit hook) for every recorded value:
 * - a field named like personal data (name, email, …) is masked (initials; an address keeps its domain);
 * - structured values are kept: numbers, booleans, and strings of a field the catalogue below declares structured
 *   (identifiers, catalogue values such as roles and statuses, versions) or shaped like one (a uuid, an ISO 8601
 *   instant, an UPPER_SNAKE or lower-kebab code) — still with any email address in them masked;
 * - every other string is free text (a note, a rejection reason, a charger's display name, a requested area) and is
 *   never stored: the log keeps that it was there, its length and a short keyed fingerprint (same text, same
 *   fingerprint within one server's key; the words cannot be read back from it).
 * Free text is withheld by default, so a field added later is safe until someone declares it structured.
 */

/** Field names whose values are personal data, compared case-insensitively. */
const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'email',
  'to',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'phone',
]);

/**
 * Field names whose string values are structured: identifiers, codes and catalogue values that the spec constrains
 * (never typed by a person as prose), compared case-insensitively.
 */
const STRUCTURED_FIELDS: ReadonlySet<string> = new Set(
  [
    'id',
    'roles',
    'role',
    'status',
    'state',
    'type',
    'command',
    'connectivity',
    'errorCode',
    'tariff',
    'postcode',
    'partner',
    'company',
    'widget',
    'origins',
    'model',
    'vendor',
    'firmwareVersion',
    'ocppVersion',
    'serialNumber',
    'uniqueIdentifier',
    'hemsLogicalId',
    'hemGatewayId',
    'userReference',
    'assigneeId',
    'installer',
    'duplicateOf',
    'channel',
    'lastStep',
  ].map((field) => field.toLowerCase()),
);

/** String shapes that are codes, never prose: uuid, ISO 8601 date or instant, UPPER_SNAKE, lower-kebab. */
const STRUCTURED_SHAPES: readonly RegExp[] = [
  /^$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/,
  /^[A-Z]+(?:_[A-Z]+)*$/,
  /^[a-z]+(?:-[a-z]+)*$/,
];

export const MASK = '***';

const EMAIL = /[^\s@"',;<>()[\]]+@([^\s@"',;<>()[\]]+)/g;

export const isPersonalField = (field: string): boolean => PERSONAL_FIELDS.has(field.toLowerCase());

/** Whether a string of `field` is structured (kept) rather than free text (withheld). */
export function isStructuredText(field: string, value: string): boolean {
  if (STRUCTURED_FIELDS.has(field.toLowerCase())) return true;
  return STRUCTURED_SHAPES.some((shape) => shape.test(value));
}

/** `ada.admin@example.com` → `a***@example.com`: the first character and the domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK;
  return `${[...email][0] ?? ''}${MASK}${email.slice(at)}`;
}

/** `Ada Lovelace` → `A*** L***`: each word's first character. */
export function maskName(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.length === 0 ? MASK : words.map((word) => `${[...word][0] ?? ''}${MASK}`).join(' ');
}

/** A personal field's value: an email address keeps its domain, anything else its initials. */
export function maskPersonal(value: string): string {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? maskEmail(value.trim()) : maskName(value);
}

/** Any email address inside a text is masked. */
export const maskEmailsIn = (text: string): string => text.replace(EMAIL, (match) => maskEmail(match));

/**
 * A keyed, one-way fingerprint of a text (the server supplies it with its own secret key, e.g. a truncated
 * HMAC-SHA-256): short hexadecimal, equal for equal texts under one key.
 */
export type Fingerprint = (text: string) => string;

/** What the log keeps of a free text instead of the text (the spec's WithheldText). */
export interface WithheldText {
  /** Its length in characters (Unicode code points). */
  readonly length: number;
  readonly fingerprint: string;
}

export const withheld = (text: string, fingerprint: Fingerprint): WithheldText => ({
  length: [...text].length,
  fingerprint: fingerprint(text),
});

/** A free text inside a structured value (an object's or list's member), in place of the text. */
export const withheldMarker = (text: WithheldText): string =>
  `[text not recorded: ${text.length} characters, fingerprint ${text.fingerprint}]`;

/** One string as the log may keep it: masked, kept, or a free text withheld (undefined: keep `masked`). */
export function recordedText(
  field: string,
  value: string,
  fingerprint: Fingerprint,
): { readonly text: string } | { readonly withheld: WithheldText } {
  if (isPersonalField(field)) return { text: maskPersonal(value) };
  if (isStructuredText(field, value)) return { text: maskEmailsIn(value) };
  return { withheld: withheld(value, fingerprint) };
}

/**
 * A value with its personal data masked and its free text withheld, recursively: arrays and objects keep their
 * shape (a string member is named by its key, a list's items by the list's), free text becomes a marker. Numbers,
 * booleans and null are unchanged.
 */
export function redact(value: unknown, fingerprint: Fingerprint, field = ''): unknown {
  if (typeof value === 'string') {
    const recorded = recordedText(field, value, fingerprint);
    return 'text' in recorded ? recorded.text : withheldMarker(recorded.withheld);
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, fingerprint, field));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, redact(inner, fingerprint, key)]),
    );
  }
  return value;
}
