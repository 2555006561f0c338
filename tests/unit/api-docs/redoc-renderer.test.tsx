// @isolate: Redoc's styled-components sheet (about 300 rules) would stay in the shared jsdom document and slow every
// later file's style lookups.
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../src/app/theme.ts';
import { OpenApiRenderer } from '../../../src/features/api-docs/components/openapi-renderer.tsx';
import { testStyleCache } from '../../helpers/test-styles.ts';

// The real renderer (Redoc, over the app's own React) in jsdom: it draws the document's operations, keeps nothing
// to send, and its styled-components sheet carries the page's CSP nonce. Chromium under the real CSP:
// tests/e2e/api-docs.spec.ts.

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3QtcGFnZQ==';
const DRAW_SLACK_MS = 60_000;

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
  it(
    "draws every operation under its summary, as a reference to read, styled under the page's nonce",
    async () => {
      cleanups.push(withNonceMeta());
      render(
        <CacheProvider value={testStyleCache()}>
          <ThemeProvider theme={theme}>
            <OpenApiRenderer document={document} />
          </ThemeProvider>
        </CacheProvider>,
      );
      const root = screen.getByTestId('openapi-document');
      // Role queries walk Redoc's whole tree in jsdom (seconds): the sections are found by Redoc's own ids.
      const section = (id: string) => root.querySelector(`[data-section-id="operation/${id}"]`);
      // Drawing takes Redoc ~7 s in jsdom on a quiet machine (not a budget): the wait is slack against a loaded one.
      await waitFor(() => expect(section('listThings')).not.toBeNull(), { timeout: DRAW_SLACK_MS });
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
    },
    2 * DRAW_SLACK_MS,
  );
});
