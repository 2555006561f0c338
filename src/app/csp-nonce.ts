/**
 * The per-response CSP nonce, as the server put it into index.html (scripts/csp/policy.ts, docs/deployment.md):
 * `<meta property="csp-nonce" nonce="…">`, the same element Vite's lazy-chunk preloader reads. Emotion needs it on
 * every `<style>` it inserts, or `style-src` refuses them.
 */
export const CSP_NONCE_META_SELECTOR = 'meta[property="csp-nonce"]';

/** What index.html carries until a server replaces it per response; never a nonce itself. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

// base64 / base64url of at least 16 bytes, or nginx's 32 hex digits of $request_id.
const NONCE_SHAPE = /^[A-Za-z0-9+/_-]{22,}={0,2}$/;

/** The nonce of this page, or undefined where none was served (dev server, a static host without the CSP). */
export function readCspNonce(root: Pick<Document, 'querySelector'>): string | undefined {
  const meta = root.querySelector<HTMLElement>(CSP_NONCE_META_SELECTOR);
  if (meta === null) return undefined;
  // Browsers hide a nonce from getAttribute once a CSP is in force; the property keeps it.
  const value = meta.nonce || meta.getAttribute('nonce') || '';
  return value !== CSP_NONCE_PLACEHOLDER && NONCE_SHAPE.test(value) ? value : undefined;
}
