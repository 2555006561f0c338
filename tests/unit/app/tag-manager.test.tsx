import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  injectTagManager,
  TAG_MANAGER_ATTRIBUTE,
  TAG_MANAGER_POLICY,
  TAG_MANAGER_STATE_ATTRIBUTE,
  tagManagerUrl,
} from '../../../src/features/tag-manager/inject-tag-manager.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const TEMPLATE = 'https://www.googletagmanager.com/gtm.js?id={id}';
const scripts = () => document.querySelectorAll('script');
const layer = () => (window as { dataLayer?: unknown }).dataLayer;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const script of scripts()) script.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
  vi.restoreAllMocks();
});

describe('tag-management script', () => {
  it('no id configured: no <script>, no dataLayer', () => {
    expect(injectTagManager({ id: '', urlTemplate: TEMPLATE })).toBeUndefined();
    expect(injectTagManager({ id: '   ', urlTemplate: TEMPLATE })).toBeUndefined();
    expect(scripts()).toHaveLength(0);
    expect(layer()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('with an id: one async script from the template, the id URL-encoded, and the start event', () => {
    const script = injectTagManager({ id: 'GTM-AB&C', urlTemplate: 'https://tags.example/gtm.js?id={id}' });
    expect(scripts()).toHaveLength(1);
    expect(script?.parentElement).toBe(document.head);
    expect(script?.src).toBe('https://tags.example/gtm.js?id=GTM-AB%26C');
    expect(script?.async).toBe(true);
    expect(script?.getAttribute(TAG_MANAGER_ATTRIBUTE)).toBe('GTM-AB&C');
    expect(layer()).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('once: a second call adds nothing and returns the first script', () => {
    const first = injectTagManager({ id: 'GTM-1', urlTemplate: TEMPLATE });
    const second = injectTagManager({ id: 'GTM-1', urlTemplate: TEMPLATE });
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(layer()).toHaveLength(1);
  });

  it.each([
    ['javascript:alert(1)//{id}'],
    ['data:text/javascript,{id}'],
    ['https://tags.example/no-placeholder.js'],
  ])('a template that does not give an http(s) URL is refused: %s', (urlTemplate) => {
    expect(tagManagerUrl({ id: 'GTM-1', urlTemplate }, 'https://portal.example/')).toBeUndefined();
    expect(injectTagManager({ id: 'GTM-1', urlTemplate })).toBeUndefined();
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a relative template resolves against the page (a same-origin stub script)', () => {
    expect(tagManagerUrl({ id: 'X', urlTemplate: '/stub.js?id={id}' }, 'https://portal.example/a/b')).toBe(
      'https://portal.example/stub.js?id=X',
    );
  });

  it('under Trusted Types: the src is the policy’s value, and the policy vouches for that URL only', () => {
    const created: { name: string; createScriptURL: (input: string) => string }[] = [];
    const trusted = { toString: () => 'https://tags.example/gtm.js?id=GTM-TT' };
    const trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL: (input: string) => string }) => {
        created.push({ name, ...rules });
        return { createScriptURL: (input: string) => (rules.createScriptURL(input), trusted) };
      },
    };
    vi.stubGlobal('trustedTypes', trustedTypes);
    const script = injectTagManager({ id: 'GTM-TT', urlTemplate: 'https://tags.example/gtm.js?id={id}' });
    expect(created.map((policy) => policy.name)).toEqual([TAG_MANAGER_POLICY]);
    expect(script?.src).toBe('https://tags.example/gtm.js?id=GTM-TT');
    expect(() => created[0]?.createScriptURL('https://evil.example/x.js')).toThrow(/refusing/);
    vi.unstubAllGlobals();
  });

  it('a CSP that does not allow the policy: no script, a warning, no exception', () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "tag-manager" disallowed.');
      },
    });
    expect(() => injectTagManager({ id: 'GTM-1', urlTemplate: TEMPLATE })).not.toThrow();
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Tag manager not loaded:', expect.any(TypeError));
    vi.unstubAllGlobals();
  });

  it('a script that fails to load (404) leaves the app usable', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: timeLimit(15_000) });
    const script = injectTagManager({ id: 'GTM-404', urlTemplate: '/missing-tag-manager.js?id={id}' });
    expect(script).toBeDefined();
    // jsdom does not fetch scripts; the browser reports a 404 exactly like this.
    fireEvent.error(script as HTMLScriptElement);

    expect(script?.getAttribute(TAG_MANAGER_STATE_ATTRIBUTE)).toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign up' }, { timeout: timeLimit(15_000) }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
