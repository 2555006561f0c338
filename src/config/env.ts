// Typed build-time configuration. Vite inlines `import.meta.env.VITE_*` at build time; under plain Node (tsx
// scripts) `import.meta.env` is undefined, so every read tolerates a missing or malformed source.

export interface AppEnv {
  /** Origin (and optional path prefix) of the UI API, without a trailing slash. '' = same origin as the portal. */
  readonly VITE_API_BASE_URL: string;
  /** Container id of the tag-management script. '' = no script is injected (dev, tests, offline use). */
  readonly VITE_TAG_MANAGER_ID: string;
  /** Script URL with an `{id}` placeholder that is replaced by VITE_TAG_MANAGER_ID. */
  readonly VITE_TAG_MANAGER_URL_TEMPLATE: string;
  /** The company's public site; the footer's Legal Notice and Privacy links point into it. No trailing slash. */
  readonly VITE_COMPANY_SITE_URL: string;
}

export const DEFAULT_ENV: AppEnv = Object.freeze({
  VITE_API_BASE_URL: '',
  VITE_TAG_MANAGER_ID: '',
  VITE_TAG_MANAGER_URL_TEMPLATE: 'https://www.googletagmanager.com/gtm.js?id={id}',
  VITE_COMPANY_SITE_URL: 'https://example.com',
});

function readString(source: unknown, key: keyof AppEnv): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  let value: unknown;
  try {
    value = (source as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const withoutTrailingSlashes = (url: string): string => url.replace(/\/+$/, '');

/** Pure: builds the configuration from an env-like record (import.meta.env, process.env, a test object). */
export function readEnv(source: unknown): AppEnv {
  // An explicitly empty VITE_API_BASE_URL keeps the same-origin default, so '' and unset mean the same thing.
  const apiBaseUrl = withoutTrailingSlashes(
    readString(source, 'VITE_API_BASE_URL') ?? DEFAULT_ENV.VITE_API_BASE_URL,
  );
  const template = readString(source, 'VITE_TAG_MANAGER_URL_TEMPLATE');
  return Object.freeze({
    VITE_API_BASE_URL: apiBaseUrl,
    VITE_TAG_MANAGER_ID: readString(source, 'VITE_TAG_MANAGER_ID') ?? DEFAULT_ENV.VITE_TAG_MANAGER_ID,
    VITE_TAG_MANAGER_URL_TEMPLATE:
      template !== undefined && template.includes('{id}')
        ? template
        : DEFAULT_ENV.VITE_TAG_MANAGER_URL_TEMPLATE,
    VITE_COMPANY_SITE_URL: withoutTrailingSlashes(
      readString(source, 'VITE_COMPANY_SITE_URL') ?? DEFAULT_ENV.VITE_COMPANY_SITE_URL,
    ),
  });
}

// Written exactly as `import.meta.env` (no cast, no optional chain): Vite and Vitest replace that literal text.
export const env: AppEnv = readEnv(import.meta.env);

export const VITE_API_BASE_URL = env.VITE_API_BASE_URL;
export const VITE_TAG_MANAGER_ID = env.VITE_TAG_MANAGER_ID;
export const VITE_TAG_MANAGER_URL_TEMPLATE = env.VITE_TAG_MANAGER_URL_TEMPLATE;
export const VITE_COMPANY_SITE_URL = env.VITE_COMPANY_SITE_URL;
