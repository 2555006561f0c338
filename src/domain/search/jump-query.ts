/*
 * Jump to: what a person typed, made into what is searched. One rule for the dialog (what it
 * says was searched) and the search call's reference matcher (jump-search.ts): trimmed; a pasted link gives the id
 * it carries; compared case-folded with spaces and id separators removed, so "sb 104 321", "SB-104321" and
 * "https://portal.example/assets/gateways/H1/SB-104321" all find gateway SB-104321.
 */

/** The search call's `q` is at most 200 characters (openapi `maxLength`). */
export const JUMP_QUERY_MAX_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Control characters never reach the call (the spec's pattern refuses them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
/** The list params a pasted list URL may carry its search text in. */
const TEXT_PARAMS = ['q', 'text', 'search'] as const;

function parseLink(text: string): URL | null {
  // A path pasted without its origin ("/site/…") counts as a link too.
  const absolute = /^https?:\/\//i.test(text);
  if (!absolute && !text.startsWith('/')) return null;
  try {
    return new URL(text, 'https://portal.invalid');
  } catch {
    return null;
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The id a pasted portal link points at: its last uuid segment (the most specific thing of a nested route, e.g. the
 * charger of `/fleet/…/subscription/…/assets/evses/{evseUuid}/evse-overview`), else the last segment holding a
 * digit (a gateway id), else a list's search text; null when the text is not a link or carries none.
 */
export function idFromLink(text: string): string | null {
  const url = parseLink(text);
  if (url === null) return null;
  const segments = url.pathname.split('/').filter(Boolean).map(decoded);
  const uuid = segments.findLast((segment) => UUID.test(segment));
  if (uuid !== undefined) return uuid;
  const withDigit = segments.findLast((segment) => /\d/.test(segment));
  if (withDigit !== undefined) return withDigit;
  for (const name of TEXT_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** What is searched for `typed`: the link's id or the text, without control characters, trimmed, capped. */
export function jumpQueryOf(typed: string): string {
  const text = typed.replace(CONTROL, ' ').trim();
  const query = idFromLink(text) ?? text;
  return query.slice(0, JUMP_QUERY_MAX_LENGTH).trim();
}

/** The comparable form of a query or a field: case-folded, without spaces and the separators ids are written with. */
export function compactForm(value: string): string {
  return value.toLocaleLowerCase('en').replace(/[\s\-_.:/]+/g, '');
}
