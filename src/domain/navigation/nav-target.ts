/**
 * Where a navigation target may take the user. Targets come from stored data (`navItems`, the `from` of the
 * login page), so they are untrusted: only a same-origin path or an absolute https URL is ever turned into a link.
 */
export type NavTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'unsafe'; reason: string };

// Browsers silently drop tabs and newlines inside URLs, so "/\t/evil.example" would become the protocol-relative
// "//evil.example": refuse any control character outright.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A path of this origin: a single leading '/', never '//' or '/\' (both mean "another host" to a browser). */
export function isSameOriginPath(target: unknown): boolean {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (CONTROL.test(target) || target.includes('\\')) return false;
  return target.startsWith('/') && !target.startsWith('//');
}

function externalHttps(target: string): string | null {
  if (!/^https:\/\//i.test(target) || CONTROL.test(target) || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return null;
  return url.href;
}

export function classifyNavTarget(target: unknown): NavTarget {
  if (typeof target !== 'string' || target === '') return { kind: 'unsafe', reason: 'empty or not text' };
  if (isSameOriginPath(target)) return { kind: 'internal', path: target };
  const href = externalHttps(target);
  if (href !== null) return { kind: 'external', href };
  if (target.startsWith('//') || target.startsWith('/\\'))
    return { kind: 'unsafe', reason: 'protocol-relative' };
  return { kind: 'unsafe', reason: 'not a same-origin path or an https URL' };
}

/**
 * The page to open after sign-in: the `from` the guard recorded when it is a same-origin path, else home.
 * Going "back" to the login page itself would only show the form again, so that also means home.
 */
export function safeReturnPath(from: unknown, loginPath: string, homePath: string): string {
  if (typeof from !== 'string' || !isSameOriginPath(from)) return homePath;
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  if (pathname.replace(/\/+$/, '') === loginPath) return homePath;
  return from;
}
