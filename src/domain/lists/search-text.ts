/** Every list call's `text` is at most 200 characters (openapi `maxLength`). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** A list's search text as sent and applied: trimmed, at most 200 characters; '' means no search. */
export function normalizeSearchText(text: string): string {
  return text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
}
