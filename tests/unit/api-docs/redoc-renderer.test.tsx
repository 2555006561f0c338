import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers.tsx';
import { OpenApiRenderer } from '../../../src/features/api-docs/components/openapi-renderer.tsx';
import { testStyleCache } from '../../helpers/test-styles.ts';

// The real renderer (Redoc, over the app's own React) in jsdom: it draws the document's operations, keeps nothing
// to send, and its styled-components sheet carries the page's CSP nonce. Chromium under the real CSP:
// tests/e2e/api-docs.spec.ts.

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3QtcGFnZQ==';

const document = {
  openapi: '3.1.0',
  info: {
    title: 'Two calls',
    version: '2.0.0',
    description: 'A **small** API. <script>window.ran = 1</script>',
  },
  paths: {
    '/things': {
      get: {
        summary: 'List the things',
        operationId: 'listThings',
        tags: ['things'],
        responses: { '200': { description: 'The things' } },
      },
      post: {
        summary: 'Make a thing',
        operationId: 'makeThing',
        tags: ['things'],
        responses: { '201': { description: 'Made' } },
      },
    },
  },
};

function withNonceMeta(): () => void {
  const meta = window.document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', NONCE);
  window.document.head.append(meta);
  return () => meta.remove();
}

let cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
});

describe('OpenApiRenderer (Redoc)', () => {
  it("draws every operation under its summary, as a reference to read, styled under the page's nonce", async () => {
    cleanups.push(withNonceMeta());
    render(
      <AppProviders styleCache={testStyleCache()}>
        <OpenApiRenderer document={document} />
      </AppProviders>,
    );
    const root = screen.getByTestId('openapi-document');
    // Role queries walk Redoc's whole tree in jsdom (seconds): the sections are found by Redoc's own ids.
    const section = (id: string) => root.querySelector(`[data-section-id="operation/${id}"]`);
    await waitFor(() => expect(section('listThings')).not.toBeNull(), { timeout: 10_000 });
    expect(section('listThings')?.querySelector('h2')?.textContent).toContain('List the things');
    expect(section('makeThing')?.querySelector('h2')?.textContent).toContain('Make a thing');
    // The description's Markdown is drawn, its script is not.
    expect(root.querySelector('strong')?.textContent).toBe('small');
    expect(root.querySelector('script')).toBeNull();
    // Nothing to send: no console, no authorize button, no download, no search box.
    const buttons = [...root.querySelectorAll('button, a')].map((element) => element.textContent ?? '');
    expect(buttons.filter((text) => /try it|authorize|download/i.test(text))).toEqual([]);
    expect(root.querySelector('input')).toBeNull();
    const sheets = [...window.document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.map((sheet) => sheet.getAttribute('nonce'))).toEqual(sheets.map(() => NONCE));
  });
});
