import type { SiteRow } from './sites-row.ts';

/** The fields the free-text search reads. */
export type SearchableSite = Pick<SiteRow, 'gatewayId' | 'userReference' | 'subscription'>;

/** The sites call's `text` is at most 200 characters (openapi `maxLength`). */
export const SITE_SEARCH_MAX_LENGTH = 200;

/** The search text as sent and applied: trimmed, at most 200 characters; '' means no search. */
export function normalizeSearchText(text: string): string {
  return text.trim().slice(0, SITE_SEARCH_MAX_LENGTH).trim();
}

/**
 * The client half of the free-text search (the server's `text` is an optimisation, DESIGN §3): a row matches when
 * its gateway id, user reference or subscription contains the text, ignoring case.
 */
export function searchSites<R extends SearchableSite>(rows: readonly R[], text: string): readonly R[] {
  const needle = normalizeSearchText(text).toLowerCase();
  if (needle === '') return rows;
  return rows.filter(
    (row) =>
      row.gatewayId.toLowerCase().includes(needle) ||
      row.userReference.toLowerCase().includes(needle) ||
      row.subscription.toLowerCase().includes(needle),
  );
}
