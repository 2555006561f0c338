// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, readCspNonce } from '../../../src/app/csp-nonce.ts';

function documentWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = head;
  return doc;
}

describe('readCspNonce', () => {
  it('reads the nonce the server put on the meta', () => {
    const nonce = 'QVnWkYxLEltGf8pc4M+ajA==';
    expect(readCspNonce(documentWith(`<meta property="csp-nonce" nonce="${nonce}">`))).toBe(nonce);
    // nginx's $request_id: 32 hex digits.
    const hex = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    expect(readCspNonce(documentWith(`<meta property="csp-nonce" nonce="${hex}">`))).toBe(hex);
  });

  it('reads it from the property where the browser hid the attribute', () => {
    const doc = documentWith('<meta property="csp-nonce" nonce="">');
    const meta = doc.querySelector('meta') as HTMLMetaElement;
    Object.defineProperty(meta, 'nonce', { value: 'QVnWkYxLEltGf8pc4M+ajA==' });
    expect(readCspNonce(doc)).toBe('QVnWkYxLEltGf8pc4M+ajA==');
  });

  it('is undefined without a served nonce: no meta, the unreplaced placeholder, junk', () => {
    expect(readCspNonce(documentWith(''))).toBeUndefined();
    expect(
      readCspNonce(documentWith(`<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`)),
    ).toBeUndefined();
    expect(readCspNonce(documentWith('<meta property="csp-nonce" nonce="short">'))).toBeUndefined();
    expect(
      readCspNonce(documentWith(`<meta property="csp-nonce" nonce="a'b&quot;c<d>efghijklmnopqrstuvwxyz">`)),
    ).toBeUndefined();
  });
});
