/**
 * Embed origins of a partner widget: the web origins allowed to frame or load a widget.
 *
 * One rule for the screen and the mock: an origin is `https://host[:port]` — scheme, host and optional port, nothing
 * else (no path, query, fragment, user info). A wildcard is allowed only as a whole leading label, `https://*.example.com`
 * (any subdomain of example.com, not example.com itself), because partners run shops on per-brand subdomains; a bare
 * `*`, `https://*` or a wildcard on a public suffix-like single label (`https://*.com`) is refused. Origins are
 * compared lower-case; a default port (`:443`) is dropped so that `https://a.de` and `https://a.de:443` are one origin.
 */

export const MAX_EMBED_ORIGINS = 20;

export type OriginProblem = 'empty' | 'scheme' | 'path' | 'host' | 'port' | 'wildcard';

export type OriginCheck =
  { readonly ok: true; readonly origin: string } | { readonly ok: false; readonly problem: OriginProblem };

export const ORIGIN_PROBLEM_TEXT: Readonly<Record<OriginProblem, string>> = {
  empty: 'Enter an origin, e.g. https://shop.example.com',
  scheme: 'Use https:// — widgets are embedded only over HTTPS',
  path: 'An origin has no path, query or fragment: scheme, host and port only',
  host: 'Enter a host name, e.g. shop.example.com',
  port: 'The port must be a number from 1 to 65535',
  wildcard:
    'A wildcard is allowed only as the first label of a domain with at least two labels: https://*.example.com',
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function checkHost(host: string): OriginProblem | undefined {
  if (host === '' || host.length > 253) return 'host';
  const labels = host.split('.');
  const wildcard = labels[0] === '*';
  const rest = wildcard ? labels.slice(1) : labels;
  if (rest.some((label) => label.includes('*'))) return 'wildcard';
  if (wildcard && rest.length < 2) return 'wildcard';
  if (!rest.every((label) => LABEL.test(label))) return 'host';
  return undefined;
}

/** Checks one origin as typed; answers the normalised origin or the first problem. */
export function checkEmbedOrigin(input: string): OriginCheck {
  const text = input.trim().toLowerCase();
  if (text === '') return { ok: false, problem: 'empty' };
  if (text === '*') return { ok: false, problem: 'wildcard' };
  if (!text.startsWith('https://')) return { ok: false, problem: 'scheme' };
  const rest = text.slice('https://'.length);
  if (/[/?#@\\\s]/.test(rest.replace(/\/$/, ''))) return { ok: false, problem: 'path' };
  const authority = rest.replace(/\/$/, '');
  const colon = authority.lastIndexOf(':');
  const host = colon === -1 ? authority : authority.slice(0, colon);
  const portText = colon === -1 ? undefined : authority.slice(colon + 1);
  const hostProblem = checkHost(host);
  if (hostProblem) return { ok: false, problem: hostProblem };
  if (portText !== undefined) {
    if (!/^\d{1,5}$/.test(portText)) return { ok: false, problem: 'port' };
    const port = Number(portText);
    if (port < 1 || port > 65535) return { ok: false, problem: 'port' };
    return { ok: true, origin: port === 443 ? `https://${host}` : `https://${host}:${port}` };
  }
  return { ok: true, origin: `https://${host}` };
}

export type OriginListCheck =
  | { readonly ok: true; readonly origins: readonly string[] }
  | { readonly ok: false; readonly errors: ReadonlyMap<number, string> };

/** What a list's errors say: English by default (and for the mock); the screen hands in the language shown. */
export interface OriginListWords {
  readonly problem: (problem: OriginProblem) => string;
  readonly twice: (origin: string) => string;
  readonly atMost: (max: number) => string;
}

export const ENGLISH_ORIGIN_WORDS: OriginListWords = {
  problem: (problem) => ORIGIN_PROBLEM_TEXT[problem],
  twice: (origin) => `${origin} is listed twice`,
  atMost: (max) => `At most ${max} origins`,
};

/** Checks a whole list: every entry valid, no duplicates after normalising, at most MAX_EMBED_ORIGINS. */
export function checkEmbedOrigins(
  inputs: readonly string[],
  words: OriginListWords = ENGLISH_ORIGIN_WORDS,
): OriginListCheck {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  const origins: string[] = [];
  inputs.forEach((input, index) => {
    const check = checkEmbedOrigin(input);
    if (!check.ok) errors.set(index, words.problem(check.problem));
    else if (seen.has(check.origin)) errors.set(index, words.twice(check.origin));
    else {
      seen.add(check.origin);
      origins.push(check.origin);
    }
  });
  if (inputs.length > MAX_EMBED_ORIGINS) errors.set(MAX_EMBED_ORIGINS, words.atMost(MAX_EMBED_ORIGINS));
  return errors.size > 0 ? { ok: false, errors } : { ok: true, origins };
}

/** Parses the textarea form of the list (one origin per line, blank lines ignored). */
export function originLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
