import { missingPages } from '../lists/paging.ts';
import type { SitesServerQuery } from './sites.list.ts';
import { isNarrowerOrEqual, sitesQueryKey } from './sites-query.ts';
import type { SiteListRow } from './sites-row.ts';

/**
 * The pages of one provider's sites loaded so far for one server query. Pages are kept by the number asked for;
 * counts come from the latest answer.
 */
export interface SitesCollection {
  readonly hemsId: string;
  readonly query: SitesServerQuery;
  readonly key: string;
  readonly pages: ReadonlyMap<number, readonly SiteListRow[]>;
  /** Unknown (null) until the first answer. */
  readonly countPages: number | null;
  readonly countTotal: number | null;
  /** When the first page of this collection arrived (ms since epoch), for staleness. */
  readonly loadedAt: number | null;
}

export function emptyCollection(hemsId: string, query: SitesServerQuery): SitesCollection {
  return {
    hemsId,
    query,
    key: sitesQueryKey(query),
    pages: new Map(),
    countPages: null,
    countTotal: null,
    loadedAt: null,
  };
}

export interface PageAnswer {
  readonly rows: readonly SiteListRow[];
  readonly countPages: number;
  readonly countTotal: number;
}

/** The collection with one more page. Pages past a smaller new page count are dropped (the data shrank). */
export function withPage(
  collection: SitesCollection,
  page: number,
  answer: PageAnswer,
  now: number,
): SitesCollection {
  const pages = new Map(collection.pages);
  pages.set(page, answer.rows);
  for (const held of [...pages.keys()]) if (held > Math.max(1, answer.countPages)) pages.delete(held);
  return {
    ...collection,
    pages,
    countPages: answer.countPages,
    countTotal: answer.countTotal,
    loadedAt: collection.loadedAt ?? now,
  };
}

/** Every page is loaded (an empty result is complete once its one answer is in). */
export function isComplete(collection: SitesCollection): boolean {
  if (collection.countPages === null) return false;
  if (collection.countPages === 0) return collection.pages.size > 0;
  return missingPages(collection.countPages, collection.pages).length === 0;
}

export function pagesStillMissing(collection: SitesCollection): number[] {
  return collection.countPages === null ? [1] : missingPages(collection.countPages, collection.pages);
}

/** All loaded rows in server order (page 1 first). */
export function collectionRows(collection: SitesCollection): SiteListRow[] {
  return [...collection.pages.keys()]
    .sort((a, b) => a - b)
    .flatMap((page) => collection.pages.get(page) ?? []);
}

/** How long loaded sites are reused when a list is opened again (online flags and last-seen times move on). */
export const COLLECTION_MAX_AGE_MS = 5 * 60_000;

/**
 * The collection a list should use for `query`: the held one when it is for the same provider, still fresh, and
 * either for the same query or complete for a query that includes every site `query` can match (then the client
 * filters alone give the exact answer); otherwise a new, empty one.
 */
export function pickCollection(
  held: SitesCollection | undefined,
  hemsId: string,
  query: SitesServerQuery,
  now: number,
): SitesCollection {
  if (held === undefined || held.hemsId !== hemsId) return emptyCollection(hemsId, query);
  if (held.loadedAt !== null && now - held.loadedAt > COLLECTION_MAX_AGE_MS)
    return emptyCollection(hemsId, query);
  if (held.key === sitesQueryKey(query)) return held;
  if (isComplete(held) && isNarrowerOrEqual(query, held.query)) return held;
  return emptyCollection(hemsId, query);
}
