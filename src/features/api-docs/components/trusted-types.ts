import DOMPurify from 'dompurify';

interface TrustedTypesLike {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): unknown;
}

/**
 * The renderer puts sanitized Markdown into the page with innerHTML. Under a CSP with
 * `require-trusted-types-for 'script'` that needs a policy: a `default` policy that runs every such string through
 * DOMPurify keeps the page working without trusting raw HTML. The CSP must list `default` (and `dompurify`, with
 * 'allow-duplicates') under `trusted-types`; where it does not, the browser refuses and we say so.
 */
export function installTrustedTypesPolicy(scope: object = globalThis): void {
  const trustedTypes = (scope as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (trustedTypes === undefined || trustedTypes.defaultPolicy !== null) return;
  try {
    trustedTypes.createPolicy('default', { createHTML: (input) => DOMPurify.sanitize(input) });
  } catch (error) {
    console.warn('No Trusted Types default policy: API documentation may not render under this CSP.', error);
  }
}
