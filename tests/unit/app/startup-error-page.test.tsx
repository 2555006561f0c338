import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStartupError, STARTUP_ERROR_TITLE } from '../../../src/app/startup-error-page.ts';
import { loadRuntimeConfig } from '../../../src/config/load-runtime-config.ts';
import { drawnDocument } from '../../helpers/config-documents.ts';

function container(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the start-up error page', () => {
  it('says what is wrong, each invalid value by name, what to do, and reloads only when asked', async () => {
    const reload = vi.fn();
    renderStartupError(
      container(),
      {
        summary: '/config.json has 2 invalid values:',
        problems: [
          { field: 'apiBasePath', reason: 'must be a path on the portal’s own origin' },
          { field: 'tagManager.urlTemplate', reason: 'must be an https URL on an allowed host' },
        ],
      },
      reload,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: STARTUP_ERROR_TITLE })).toBeInTheDocument();
    expect(document.title).toBe(STARTUP_ERROR_TITLE);
    expect(main).toHaveTextContent('/config.json has 2 invalid values:');
    const items = within(main)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'apiBasePath must be a path on the portal’s own origin',
      'tagManager.urlTemplate must be an https URL on an allowed host',
    ]);
    expect(main).toHaveTextContent(/from \/config\.json .* serve a valid one \(docs\/deployment\.md/);
    expect(reload).not.toHaveBeenCalled();
    within(main).getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('writes text, never markup, whatever the document holds', () => {
    renderStartupError(container(), {
      summary: '<img src=x onerror=alert(1)>',
      problems: [{ field: '<b>x</b>', reason: '<script>alert(1)</script>' }],
    });
    expect(document.querySelector('img, b, script')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('an HTTP failure: the status, and no list', async () => {
    const loaded = await loadRuntimeConfig(
      async () => new Response('', { status: 404, statusText: 'Not Found' }),
    );
    if (loaded.ok) throw new Error('expected a failure');
    renderStartupError(container(), loaded.failure);
    expect(screen.getByRole('main')).toHaveTextContent('/config.json answered HTTP 404 Not Found.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('property: every invalid value of a served document is named on the page', async () => {
    await fc.assert(
      fc.asyncProperty(drawnDocument, async ({ document: served, invalid }) => {
        const loaded = await loadRuntimeConfig(async () => Response.json(served));
        expect(loaded.ok).toBe(invalid.length === 0);
        if (loaded.ok) return;
        renderStartupError(container(), loaded.failure);
        const named = [...document.querySelectorAll('main li code')].map((code) => code.textContent);
        expect(named.sort()).toEqual([...invalid].sort());
      }),
      { numRuns: 150 },
    );
  });
});
