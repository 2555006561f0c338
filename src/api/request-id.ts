/** The header that carries the client-made id of every call (`components.parameters.RequestId` of the spec). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

const hex = (byte: number): string => byte.toString(16).padStart(2, '0');

/**
 * A random version 4 UUID in lower case, as the spec's `format: uuid` (which Prism checks) expects.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost): a portal served over plain HTTP on an
 * internal host name would fail every call without the `getRandomValues` fallback, which every context has.
 */
export function newRequestId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const digits = Array.from(bytes, hex).join('');
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}

/** The header that makes a repeated write the same write, where the spec declares it (the charger commands). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key for one action of the person: made once per action, so every attempt at it carries the same key. */
export const newIdempotencyKey = newRequestId;
