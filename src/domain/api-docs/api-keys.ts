import { EXTERNAL_API_KEYS, INTERNAL_API_KEYS } from '../shared/constants.ts';

/** SPEC §3 API key labels; `API` has a product-specific label (DESIGN §3). */
export const API_KEY_LABELS: Readonly<Record<string, string>> = Object.freeze({
  API: 'Energy Platform API',
  APP_API: 'APP API',
  ERP_API: 'ERP API Adapter',
  CHARGE_API: 'CHARGE API',
  UI_API: 'PARTNERPORTAL API',
});

/** Which keys a docs page offers: /api all of them, /api/internal and /api/external their own set. */
export type ApiDocsScope = 'all' | 'internal' | 'external';

// The key pattern of the getApiDoc call. Only upper-case keys are valid, which also keeps a key from ever
// spelling the static routes /api/internal and /api/external.
const API_KEY_PATTERN = /^[A-Z][A-Z0-9_]*$/;
const API_KEY_MAX_LENGTH = 64;

export function isApiKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= API_KEY_MAX_LENGTH && API_KEY_PATTERN.test(value);
}

/** An unknown key is shown as itself (SPEC §3). */
export function apiKeyLabel(key: string): string {
  return Object.hasOwn(API_KEY_LABELS, key) ? (API_KEY_LABELS[key] as string) : key;
}

function allowedIn(scope: ApiDocsScope): ((key: string) => boolean) | null {
  if (scope === 'internal') return (key) => (INTERNAL_API_KEYS as readonly string[]).includes(key);
  if (scope === 'external') return (key) => (EXTERNAL_API_KEYS as readonly string[]).includes(key);
  return null;
}

/**
 * The keys a page offers, in the order the API listed them, each once. Entries that are not valid keys are
 * dropped: the API's list is data, and a button must lead to a page that can exist.
 */
export function apiKeysFor(scope: ApiDocsScope, keys: readonly unknown[] | null | undefined): string[] {
  const allowed = allowedIn(scope);
  const seen = new Set<string>();
  for (const key of keys ?? []) {
    if (isApiKey(key) && (allowed === null || allowed(key))) seen.add(key);
  }
  return [...seen];
}
