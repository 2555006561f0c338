// Reading a data-backed list call's query (Prism has checked every value against the spec before the data layer
// sees it): the pieces every list handler shares.

/** A repeated parameter's values (`style: form, explode: true`), or undefined when the request has none. */
export function queryList<T extends string>(query: URLSearchParams, name: string): T[] | undefined {
  const values = query.getAll(name) as T[];
  return values.length === 0 ? undefined : values;
}

/** The 1-based `page` (1 when absent). */
export function queryPage(query: URLSearchParams): number {
  return Number(query.get('page') ?? '1') || 1;
}
