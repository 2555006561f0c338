/** SPEC §5: a missing TSO is treated as 'not available'. */
export const TSO_NOT_AVAILABLE = 'not available';

export function tsoOf(row: { readonly tso?: string | null }): string {
  const tso = row.tso;
  return tso === undefined || tso === null || tso === '' ? TSO_NOT_AVAILABLE : tso;
}

/** The TSO multi-select's options: the TSOs of the rows in view, sorted, 'not available' last. */
export function tsoOptions(rows: readonly { readonly tso?: string | null }[]): string[] {
  const names = new Set<string>();
  let missing = false;
  for (const row of rows) {
    const tso = tsoOf(row);
    if (tso === TSO_NOT_AVAILABLE) missing = true;
    else names.add(tso);
  }
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  return missing ? [...sorted, TSO_NOT_AVAILABLE] : sorted;
}
