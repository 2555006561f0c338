// The runtime configuration: one dist/ serves every environment, and each deployment puts its own /config.json
// beside index.html (docs/deployment.md). Pure and small on purpose: it runs before the first render, on the /login
// path, so it is hand-written (no schema library) and never throws, whatever the document holds.

/** Hosts a tag-manager script may come from. The CSP generator (scripts/csp/policy.ts) reads the same list. */
export const TAG_MANAGER_HOSTS: readonly string[] = ['www.googletagmanager.com'];

/** The environment that shows no badge in the top bar. */
export const PRODUCTION = 'production';

export interface TagManagerSettings {
  /** Container id, e.g. GTM-ABC123. */
  readonly id: string;
  /** https URL on an allowed host with an `{id}` placeholder. */
  readonly urlTemplate: string;
}

export interface RuntimeConfig {
  /** Short name, e.g. "staging"; anything but "production" is shown in the top bar. */
  readonly environment: string;
  /** Path prefix of the UI API on the portal's own origin, without a trailing slash; '' = the root. */
  readonly apiBasePath: string;
  /** The company's public site (footer links), without a trailing slash. */
  readonly companySiteUrl: string;
  /** Undefined = no tag manager (the document says null). */
  readonly tagManager: TagManagerSettings | undefined;
}

/** One invalid value: the key as written in the document (dotted when nested) and why it was refused. */
export interface ConfigProblem {
  readonly field: string;
  readonly reason: string;
}

export type ConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problems: readonly ConfigProblem[] };

/** The whole document, when it is not a JSON object at all. */
export const DOCUMENT_FIELD = '(document)';

// Segments of letters, digits, '-', '_', '~' and inner dots: no '..', no '//', no scheme, query, '%' or backslash.
const BASE_PATH = /^(\/[\w~-][\w.~-]*)*\/?$/;
const ENVIRONMENT = /^[a-z][a-z0-9-]{0,23}$/;
const CONTAINER_ID = /^[\w-]{1,40}$/;
// Spaces, control characters and backslashes, which the URL parser would silently drop or rewrite.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** A short, safe rendering of any value for a problem message. */
function shown(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? typeof value;
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  } catch {
    return typeof value;
  }
}

/** A URL that is absolutely written as `scheme://host…`, or undefined. */
function absoluteUrl(value: string): URL | undefined {
  if (UNSAFE_URL_CHARS.test(value)) return undefined;
  try {
    const url = new URL(value);
    return value.toLowerCase().startsWith(`${url.protocol}//`) && url.username === '' && url.password === ''
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Pure: checks every field and names each invalid one. Keys it does not know are ignored. */
export function parseRuntimeConfig(input: unknown): ConfigResult {
  const problems: ConfigProblem[] = [];
  /**
   * A string field through `accept` (its value, or undefined when refused); a problem saying `rule` and showing the
   * value when it is missing, not a string or refused.
   */
  const read = <T>(field: string, value: unknown, accept: (text: string) => T | undefined, rule: string) => {
    const accepted = typeof value === 'string' ? accept(value) : undefined;
    if (accepted === undefined) {
      problems.push({ field, reason: value === undefined ? 'is missing' : `${rule}, not ${shown(value)}` });
    }
    return accepted;
  };
  try {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return {
        ok: false,
        problems: [{ field: DOCUMENT_FIELD, reason: `must be a JSON object, not ${shown(input)}` }],
      };
    }
    const doc = input as Record<string, unknown>;
    const environment = read(
      'environment',
      doc.environment,
      (text) => (ENVIRONMENT.test(text) ? text : undefined),
      'must be a short lower-case name like "staging" (a-z, 0-9, "-")',
    );
    const apiBasePath = read(
      'apiBasePath',
      doc.apiBasePath,
      (text) =>
        text.length <= 100 && text.startsWith('/') && BASE_PATH.test(text)
          ? text.replace(/\/$/, '')
          : undefined,
      'must be a path on the portal\'s own origin like "/" or "/portal-api" (no host, "//", "..", "\\", "%", "?" or "#")',
    );
    const companySiteUrl = read(
      'companySiteUrl',
      doc.companySiteUrl,
      (text) => {
        const url = absoluteUrl(text);
        return url &&
          url.search === '' &&
          url.hash === '' &&
          (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)))
          ? `${url.origin}${url.pathname}`.replace(/\/+$/, '')
          : undefined;
      },
      'must be an https URL without user, query or fragment (http only for localhost)',
    );

    let tagManager: TagManagerSettings | undefined;
    const tm = doc.tagManager;
    if (tm === undefined) problems.push({ field: 'tagManager', reason: 'is missing (null for none)' });
    else if (tm !== null && (typeof tm !== 'object' || Array.isArray(tm))) {
      problems.push({
        field: 'tagManager',
        reason: `must be null or {"id", "urlTemplate"}, not ${shown(tm)}`,
      });
    } else if (tm !== null) {
      const settings = tm as Record<string, unknown>;
      const id = read(
        'tagManager.id',
        settings.id,
        (text) => (CONTAINER_ID.test(text) ? text : undefined),
        'must be a container id like "GTM-ABC123"',
      );
      const urlTemplate = read(
        'tagManager.urlTemplate',
        settings.urlTemplate,
        (text) => {
          const url = text.includes('{id}') ? absoluteUrl(text.replaceAll('{id}', 'ID')) : undefined;
          return url?.protocol === 'https:' && TAG_MANAGER_HOSTS.includes(url.host) ? text : undefined;
        },
        `must be an https URL with "{id}" on an allowed host (${TAG_MANAGER_HOSTS.join(', ')})`,
      );
      if (id !== undefined && urlTemplate !== undefined) tagManager = { id, urlTemplate };
    }

    if (
      problems.length > 0 ||
      environment === undefined ||
      apiBasePath === undefined ||
      companySiteUrl === undefined
    ) {
      return { ok: false, problems };
    }
    return { ok: true, config: { environment, apiBasePath, companySiteUrl, tagManager } };
  } catch {
    // Only a hostile object (a throwing getter) gets here; JSON.parse never makes one.
    return { ok: false, problems: [...problems, { field: DOCUMENT_FIELD, reason: 'could not be read' }] };
  }
}
