import { redact } from './redact.ts';

/** One field of an audited target before and after a change (the spec's ActivityChange). */
export interface ActivityChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** The longest value text the spec allows (ActivityChange.before/after). */
export const CHANGE_TEXT_MAX = 2000;
const FIELD_MAX = 100;
const MAX_CHANGES = 100;

type Snapshot = Readonly<Record<string, unknown>> | null | undefined;

/** Text without control characters, at most `max` long: what the log may carry (the spec's pattern). */
export function printable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  const clean = text.replace(/[\u0000-\u001F\u007F]/g, ' ');
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

function textOf(value: unknown): string | null {
  if (value === undefined) return null;
  // JSON escapes the control characters of a string; `printable` catches DEL and the length.
  return printable(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'), CHANGE_TEXT_MAX);
}

/**
 * The fields of a target that differ between two snapshots (null/undefined = the target did not exist: every field
 * of the other one), sorted by name, with personal data masked (./redact.ts). Values are compared before masking,
 * so a changed email address is a change even when both masks read the same.
 */
export function changesOf(before: Snapshot, after: Snapshot): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is) && (before != null) === (after != null)) continue;
    changes.push({
      field: printable(field, FIELD_MAX),
      before: textOf(redact(was, field)),
      after: textOf(redact(is, field)),
    });
  }
  return changes.slice(0, MAX_CHANGES);
}
