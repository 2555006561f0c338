/**
 * React keys for rows keyed by a server-given id. The spec does not forbid an answer that repeats an id (a provider
 * listed twice, a site on two pages of a walk that shifted under it), and React drops or mixes up rows whose keys
 * repeat. The first row with an id keeps the id as its key, so keys stay stable as rows come and go; a repeat gets
 * the id with its occurrence (`id#2`, `id#3`, …), skipping any such key the answer itself uses.
 */
export function rowKeys<T>(rows: readonly T[], idOf: (row: T) => string): string[] {
  const used = new Set<string>();
  const seen = new Map<string, number>();
  const ids = rows.map(idOf);
  const all = new Set(ids);
  return ids.map((id) => {
    let occurrence = seen.get(id) ?? 0;
    let key = id;
    while (used.has(key) || (occurrence > 0 && all.has(key))) {
      occurrence += 1;
      key = `${id}#${occurrence}`;
    }
    seen.set(id, occurrence === 0 ? 1 : occurrence);
    used.add(key);
    return key;
  });
}

/** The rows with their keys (rowKeys), for a list rendered straight from an answer: `keyed(rows, idOf).map(([key, row]) => …)`. */
export function keyed<T>(rows: readonly T[], idOf: (row: T) => string): [string, T][] {
  const keys = rowKeys(rows, idOf);
  return rows.map((row, index) => [keys[index] as string, row]);
}
