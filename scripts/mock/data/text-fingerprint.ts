// The audit log's fingerprint of a free text it does not record (src/domain/activity/redact.ts): HMAC-SHA-256 under
// a key, cut to 8 hexadecimal digits. The mock draws a fresh key per process, so equal texts compare equal within a
// run while nobody can test guesses (a phone number, a name) against a fingerprint; a real backend keeps its key in
// its secret store. The example generator uses a fixed key so the generated examples stay the same.
import { createHmac, randomBytes } from 'node:crypto';
import type { Fingerprint } from '../../../src/domain/activity/redact.ts';

export const fingerprintWith =
  (key: string | Buffer): Fingerprint =>
  (text) =>
    createHmac('sha256', key).update(text, 'utf8').digest('hex').slice(0, 8);

/** This mock process's fingerprint. */
export const auditFingerprint: Fingerprint = fingerprintWith(randomBytes(32));
