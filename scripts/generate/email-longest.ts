// The longest e-mail address within a length limit, for the answer generator (tests/arbitraries/api-answers.gen.ts)
// and the edge answers (tests/helpers/edge-answers.ts): `format: email` is no pattern, so the pattern helpers cannot
// fill it, and fast-check's own addresses stay short. A local part of 64 characters (the most an address may have),
// then domain labels of 63 (the most a label may have) up to the limit; `tag` keeps addresses of one answer apart.

/** An address of exactly `maxLength` characters (at least 72), ending in `.example`; its local part ends in `tag`. */
export function longestEmail(maxLength: number, tag = ''): string {
  const local = `${'W'.repeat(64)}${tag}`.slice(-64);
  const labels: string[] = [];
  let domain = 'example';
  while (local.length + 1 + domain.length + 64 <= maxLength) {
    labels.push('w'.repeat(63));
    domain = [...labels, 'example'].join('.');
  }
  const room = maxLength - local.length - 1 - domain.length - 1;
  return room > 0 ? `${local}@${'w'.repeat(Math.min(room, 63))}.${domain}` : `${local}@${domain}`;
}
