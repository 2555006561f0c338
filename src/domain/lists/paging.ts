/** DESIGN §3: the sites call pages by 50; the client pages its own results by the same size, so a page is a page. */
export const LIST_PAGE_SIZE = 50;

/** At least one page, so "page 1 of 1" also describes an empty result. */
export function pageCountOf(rowCount: number, pageSize: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, rowCount) / pageSize));
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, pageCount));
}

/** The rows of 1-based `page`. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number = LIST_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The 1-based positions of the first and last row of a page, e.g. 51–100; 0–0 when there is none. */
export function pageRange(
  page: number,
  rowCount: number,
  pageSize: number = LIST_PAGE_SIZE,
): { first: number; last: number } {
  if (rowCount <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, rowCount);
  return { first, last: Math.min(page * pageSize, rowCount) };
}

const PAGE = /^[1-9]\d{0,5}$/;

/** A page number from a URL: a positive integer (up to 999999), anything else is page 1. */
export function parsePage(text: string | null | undefined): number {
  return text !== null && text !== undefined && PAGE.test(text) ? Number(text) : 1;
}

/** The pages 1..countPages not yet in `loaded`, in order. */
export function missingPages(
  countPages: number,
  loaded: ReadonlySet<number> | { has(page: number): boolean },
): number[] {
  const missing: number[] = [];
  for (let page = 1; page <= countPages; page += 1) if (!loaded.has(page)) missing.push(page);
  return missing;
}
