import { normalizeSearchText } from '../lists/search-text.ts';
import type { SiteRow } from './sites-row.ts';

/** The fields the free-text search reads. */
export type SearchableSite = Pick<SiteRow, 'gatewayId' | 'userReference' | 'subscription'>;

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
