/*
 * Personal data in the activity log (issue 31 item 7): the trail says what changed on a person or a sign-up, never
 * who they are in clear. One rule, used by the server (the mock's audit hook) for every recorded value: a field
 * named like personal data (name, email, …) is masked, and so is any email address inside any other text.
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

export const MASK = '***';

const EMAIL = /[^\s@"',;<>()[\]]+@([^\s@"',;<>()[\]]+)/g;

export const isPersonalField = (field: string): boolean => PERSONAL_FIELDS.has(field.toLowerCase());

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

/** Any email address inside free text is masked (a message's text, a note). */
export const maskEmailsIn = (text: string): string => text.replace(EMAIL, (match) => maskEmail(match));

/**
 * A value with its personal data masked, recursively: strings under a personal field name are masked whole, other
 * strings have their email addresses masked; arrays and objects keep their shape. Anything else is unchanged.
 */
export function redact(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return isPersonalField(field) ? maskPersonal(value) : maskEmailsIn(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, field));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redact(inner, key)]));
  }
  return value;
}
