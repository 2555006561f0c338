import { recordedText, redact, type Fingerprint, type WithheldText } from './redact.ts';

/**
 * One field of an audited target before and after a change (the spec's ActivityChange). A free text is not recorded:
 * its side is null and `beforeText` / `afterText` say how long it was (./redact.ts).
 */
export interface ActivityChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly beforeText?: WithheldText;
  readonly afterText?: WithheldText;
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

/** One side of a change: its text as recorded, or (a free text) what is kept of it. */
function sideOf(
  value: unknown,
  field: string,
  fingerprint: Fingerprint,
): { text: string | null; withheld?: WithheldText } {
  if (typeof value === 'string') {
    const recorded = recordedText(field, value, fingerprint);
    if ('withheld' in recorded) return { text: null, withheld: recorded.withheld };
    return { text: textOf(recorded.text) };
  }
  return { text: textOf(redact(value, fingerprint, field)) };
}

/**
 * The fields of a target that differ between two snapshots (null/undefined = the target did not exist: every field
 * of the other one), sorted by name, with personal data masked and free text withheld (./redact.ts). Values are
 * compared before masking, so a changed email address or note is a change even when both records read the same.
 */
export function changesOf(before: Snapshot, after: Snapshot, fingerprint: Fingerprint): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is) && (before != null) === (after != null)) continue;
    const old = sideOf(was, field, fingerprint);
    const now = sideOf(is, field, fingerprint);
    changes.push({
      field: printable(field, FIELD_MAX),
      before: old.text,
      after: now.text,
      ...(old.withheld ? { beforeText: old.withheld } : {}),
      ...(now.withheld ? { afterText: now.withheld } : {}),
    });
  }
  return changes.slice(0, MAX_CHANGES);
}

/**
 * The words of a change, each with its counts and values filled in: English by default (the export and the tests);
 * the screen hands in the language shown.
 */
export interface ChangeWords {
  /** "1 character", "12 characters" */
  readonly characters: (count: number) => string;
  /** "12 → 42 characters" */
  readonly lengths: (before: number, after: string) => string;
  readonly changed: (lengths: string) => string;
  readonly set: (characters: string) => string;
  readonly setOver: (before: string, characters: string) => string;
  readonly cleared: (characters: string) => string;
  readonly clearedTo: (characters: string, after: string) => string;
}

export const ENGLISH_CHANGE_WORDS: ChangeWords = {
  characters: (count) => (count === 1 ? '1 character' : `${count} characters`),
  lengths: (before, after) => `${before} → ${after}`,
  changed: (lengths) => `changed (${lengths}, not recorded)`,
  set: (characters) => `set (${characters}, not recorded)`,
  setOver: (before, characters) => `${before} → text of ${characters} (not recorded)`,
  cleared: (characters) => `cleared (was ${characters}, not recorded)`,
  clearedTo: (characters, after) => `text of ${characters} (not recorded) → ${after}`,
};

/**
 * A change as people read it, after its field's name: `"16" → "20"`, or for a free text that was not recorded
 * "changed (12 → 42 characters, not recorded)", "set (42 characters, not recorded)", "cleared (was 12 characters, not
 * recorded)". One wording for the activity screen and its export.
 */
export function describeChange(change: ActivityChange): string {
  return describeChangeIn(change, ENGLISH_CHANGE_WORDS);
}

/** The same in the words handed in (the language shown). */
export function describeChangeIn(change: ActivityChange, words: ChangeWords): string {
  const { beforeText, afterText } = change;
  if (beforeText === undefined && afterText === undefined)
    return `${change.before ?? '—'} → ${change.after ?? '—'}`;
  if (beforeText !== undefined && afterText !== undefined) {
    const lengths =
      beforeText.length === afterText.length
        ? words.characters(afterText.length)
        : words.lengths(beforeText.length, words.characters(afterText.length));
    return words.changed(lengths);
  }
  if (afterText !== undefined) {
    return change.before === null || change.before === ''
      ? words.set(words.characters(afterText.length))
      : words.setOver(change.before, words.characters(afterText.length));
  }
  const was = beforeText as WithheldText;
  return change.after === null || change.after === ''
    ? words.cleared(words.characters(was.length))
    : words.clearedTo(words.characters(was.length), change.after);
}
