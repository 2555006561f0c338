/*
 * SPEC §1: a tag-management script is injected on load — when /config.json names one (`tagManager`). Built
 * for a strict CSP: no inline snippet (the `dataLayer` start event a vendor's inline snippet pushes is
 * pushed from here), and the script URL goes through a Trusted Types policy that vouches for exactly that one URL.
 * Under `script-src 'strict-dynamic'` a script element created by the app's own code may load without a nonce.
 */

export interface TagManagerConfig {
  /** Container id; '' = no script at all. */
  readonly id: string;
  /** Script URL with an `{id}` placeholder, on an allowed host (src/config/runtime-config.ts). */
  readonly urlTemplate: string;
}

/** The Trusted Types policy name the CSP must list under `trusted-types`. */
export const TAG_MANAGER_POLICY = 'tag-manager';
/** Marks the injected element (its value is the container id); also what makes a second injection a no-op. */
export const TAG_MANAGER_ATTRIBUTE = 'data-tag-manager';
/** 'loading' | 'loaded' | 'failed': what became of the script, for diagnosis and tests. */
export const TAG_MANAGER_STATE_ATTRIBUTE = 'data-tag-manager-state';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}
type TagWindow = Window & { trustedTypes?: TrustedTypesFactory; dataLayer?: unknown };

/** The script URL for `config`, resolved against `base`; undefined unless it is an http(s) URL. Pure. */
export function tagManagerUrl(config: TagManagerConfig, base: string): string | undefined {
  const id = config.id.trim();
  if (id === '' || !config.urlTemplate.includes('{id}')) return undefined;
  let url: URL;
  try {
    url = new URL(config.urlTemplate.replaceAll('{id}', encodeURIComponent(id)), base);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

// A policy name may be created once per page (the CSP does not allow duplicates of it): keep the one we made.
const policies = new WeakMap<object, { href: string; policy: ScriptUrlPolicy }>();

function trustedScriptUrl(view: TagWindow, href: string): unknown {
  const factory = view.trustedTypes;
  if (factory === undefined || typeof factory.createPolicy !== 'function') return href;
  let entry = policies.get(factory);
  if (entry === undefined) {
    entry = {
      href,
      policy: factory.createPolicy(TAG_MANAGER_POLICY, {
        // Vouches for the configured URL only: nothing else can be smuggled into a script src through this policy.
        createScriptURL: (input) => {
          if (input !== href) throw new TypeError(`${TAG_MANAGER_POLICY}: refusing script URL ${input}`);
          return input;
        },
      }),
    };
    policies.set(factory, entry);
  }
  return entry.policy.createScriptURL(href);
}

/**
 * Adds the tag manager's script to `doc` once; returns it (or the one already there), or undefined when no id is
 * configured or it cannot be added. Never throws and never blocks: the script is async, and a script that fails to
 * load only logs a warning — the portal works without it.
 */
export function injectTagManager(
  config: TagManagerConfig,
  doc: Document = document,
): HTMLScriptElement | undefined {
  if (config.id.trim() === '') return undefined;
  const existing = doc.querySelector<HTMLScriptElement>(`script[${TAG_MANAGER_ATTRIBUTE}]`);
  if (existing !== null) return existing;
  const view = doc.defaultView as TagWindow | null;
  const href = tagManagerUrl(config, doc.baseURI);
  if (view === null || href === undefined) {
    console.warn('Tag manager not loaded: its URL template does not give an http(s) URL.');
    return undefined;
  }
  try {
    const script = doc.createElement('script');
    script.async = true;
    script.setAttribute(TAG_MANAGER_ATTRIBUTE, config.id.trim());
    script.setAttribute(TAG_MANAGER_STATE_ATTRIBUTE, 'loading');
    // A TrustedScriptURL where Trusted Types exist, the plain string elsewhere.
    (script as { src: unknown }).src = trustedScriptUrl(view, href);
    script.addEventListener('load', () => script.setAttribute(TAG_MANAGER_STATE_ATTRIBUTE, 'loaded'));
    script.addEventListener('error', () => {
      script.setAttribute(TAG_MANAGER_STATE_ATTRIBUTE, 'failed');
      console.warn(`Tag manager script could not be loaded (${href}); the portal works without it.`);
    });
    // What a vendor's inline snippet does before loading its script, without inline code.
    if (view.dataLayer === undefined) view.dataLayer = [];
    if (Array.isArray(view.dataLayer)) view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    doc.head.appendChild(script);
    return script;
  } catch (error) {
    // E.g. the CSP does not allow the policy name: analytics are lost, the portal is not.
    console.warn('Tag manager not loaded:', error);
    return undefined;
  }
}
