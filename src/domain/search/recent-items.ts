import { parseJumpTarget, targetKey, type JumpTarget } from './jump-target.ts';

/*
 * The recent items of "jump to": one local-storage value holding, per person (the access
 * token's `sub`), the last things they opened, newest first. Reading never throws: a corrupt value or entry is
 * dropped, so hostile storage shows no recent items rather than an error. Pure: storage is the caller's.
 */

export const RECENT_ITEMS_PER_PERSON = 10;
/** People whose items are kept on one browser (a shared desk); the oldest-written go first. */
export const RECENT_PEOPLE = 20;
const MAX_SUB_LENGTH = 200;

type Stored = Record<string, unknown>;

function parseStored(raw: string | null): Stored {
  if (raw === null) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    // Own keys only: a `__proto__` key never becomes a prototype.
    return Object.fromEntries(Object.entries(value as Stored)) as Stored;
  } catch {
    return {};
  }
}

const validPerson = (sub: string | null): sub is string =>
  sub !== null && sub !== '' && sub.length <= MAX_SUB_LENGTH;

function itemsIn(value: unknown): JumpTarget[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: JumpTarget[] = [];
  for (const entry of value.slice(0, RECENT_ITEMS_PER_PERSON * 2)) {
    const target = parseJumpTarget(entry);
    if (target === null) continue;
    const key = targetKey(target);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(target);
    if (items.length === RECENT_ITEMS_PER_PERSON) break;
  }
  return items;
}

/** The recent items of person `sub` stored in `raw`, newest first; [] for no person or a corrupt value. */
export function readRecentItems(raw: string | null, sub: string | null): JumpTarget[] {
  if (!validPerson(sub)) return [];
  const stored = parseStored(raw);
  return Object.hasOwn(stored, sub) ? itemsIn(stored[sub]) : [];
}

/** `raw` with `target` first among person `sub`'s items (once, at most 10); the value to store. */
export function withRecentItem(raw: string | null, sub: string | null, target: JumpTarget): string | null {
  if (!validPerson(sub)) return raw;
  const stored = parseStored(raw);
  const key = targetKey(target);
  const mine = [target, ...readRecentItems(raw, sub).filter((item) => targetKey(item) !== key)].slice(
    0,
    RECENT_ITEMS_PER_PERSON,
  );
  // Everyone else's valid items stay; the person written last goes last in the object, so trimming drops the
  // least recently written first.
  const others = Object.keys(stored)
    .filter((person) => person !== sub && validPerson(person))
    .map((person) => [person, itemsIn(stored[person])] as const)
    .filter(([, items]) => items.length > 0)
    .slice(-(RECENT_PEOPLE - 1));
  return JSON.stringify(Object.fromEntries([...others, [sub, mine]]));
}
