/*
 * The duplicate-installation rule, in one place for the screen, the mock and a backend. Installer
 * back offices (Enphase, SolarEdge) call two installations duplicates when they claim the same hardware — one gateway
 * cannot commission two homes — or the same home: the same customer at the same address entered twice. Here, two
 * installations of ONE company are duplicates when they share
 *
 * - the gateway id (trimmed, case-insensitive, not empty), or
 * - the HEMS provider and HEMS id (trimmed, case-insensitive, id not empty), or
 * - the name, which is the customer and the address ("Schmidt, Hauptstraße 113, Augsburg"; case, spaces and
 *   punctuation aside, not empty).
 *
 * Duplicates chain: if A shares the gateway with B and B the HEMS id with C, A, B and C are one group. Each group
 * names the installation to keep: an activated one before one that is not, then the oldest, then the smallest uuid
 * (so the answer never depends on the rows' order). Installations of different companies are never compared — the
 * caller passes one company's rows.
 */

/** What the rule reads of an installation (a CompanyInstallation has it). */
export interface DuplicateCandidate {
  readonly uuid: string;
  /** The customer and the address. */
  readonly name: string;
  readonly created: string;
  readonly hemProvider: string;
  readonly hemsId: string;
  readonly gatewayId: string;
  readonly commissioning: { readonly activated: boolean };
}

export interface DuplicateGroup {
  /** The installation to keep (see the rule above). */
  readonly keep: string;
  /** The others, by uuid. */
  readonly others: readonly string[];
}

const key = (value: string) => value.trim().toLowerCase();
/** A name's letters and digits, lower case, one space between words: "Schmidt,  Hauptstr. 1" = "schmidt hauptstr 1". */
const nameKey = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');

/** The hardware keys of an installation: the ones two duplicates share. */
export function duplicateKeys(row: DuplicateCandidate): string[] {
  const keys: string[] = [];
  const gateway = key(row.gatewayId);
  if (gateway !== '') keys.push(`gateway:${gateway}`);
  const hems = key(row.hemsId);
  if (hems !== '') keys.push(`hems:${key(row.hemProvider)}:${hems}`);
  const name = nameKey(row.name);
  if (name !== '') keys.push(`name:${name}`);
  return keys;
}

/** Which of two installations a group keeps first (negative: `a`). */
export function keepOrder(a: DuplicateCandidate, b: DuplicateCandidate): number {
  return (
    Number(b.commissioning.activated) - Number(a.commissioning.activated) ||
    a.created.localeCompare(b.created) ||
    a.uuid.localeCompare(b.uuid)
  );
}

/** The duplicate groups among one company's installations (groups of two or more, ordered by their kept uuid). */
export function duplicateGroups(rows: readonly DuplicateCandidate[]): DuplicateGroup[] {
  const unique = [...new Map(rows.map((row) => [row.uuid, row])).values()];
  const parent = unique.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const firstWithKey = new Map<string, number>();
  unique.forEach((row, index) => {
    for (const k of duplicateKeys(row)) {
      const first = firstWithKey.get(k);
      if (first === undefined) firstWithKey.set(k, index);
      else parent[root(index)] = root(first);
    }
  });
  const members = new Map<number, DuplicateCandidate[]>();
  unique.forEach((row, index) => {
    const group = members.get(root(index));
    if (group) group.push(row);
    else members.set(root(index), [row]);
  });
  return [...members.values()]
    .filter((group) => group.length > 1)
    .map((group) => {
      const [keep, ...others] = [...group].sort(keepOrder);
      return { keep: keep?.uuid ?? '', others: others.map((row) => row.uuid).sort() };
    })
    .sort((a, b) => a.keep.localeCompare(b.keep));
}

/** The uuids the rule marks INSTALLATION_DUPLICATE: every member of a group, the kept one too, until resolved. */
export function duplicateUuids(rows: readonly DuplicateCandidate[]): Set<string> {
  return new Set(duplicateGroups(rows).flatMap((group) => [group.keep, ...group.others]));
}
