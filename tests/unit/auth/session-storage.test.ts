// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  clearTokens,
  DEFAULT_NAV_ITEMS,
  leaveKeptPage,
  localTokenStore,
  readSession,
  STORAGE_KEYS,
  storeProfile,
  storeTokens,
  subscribeToSession,
} from '../../../src/auth/session-storage.ts';
import { DEFAULT_PERMISSIONS } from '../../../src/domain/access/default-permissions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stored client data (DESIGN §3 keys)', () => {
  it('uses exactly the keys token, refresh-token, permissions, navItems, subscription-token, recent-items', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['navItems', 'permissions', 'recent-items', 'refresh-token', 'subscription-token', 'token'].sort(),
    );
  });

  it('falls back to the defaults when nothing is stored', () => {
    // Nothing at all: not even the harness's default catalogue (tests/helpers/granted-permissions.ts).
    localStorage.clear();
    expect(readSession()).toEqual({
      token: null,
      refreshToken: null,
      permissions: [''],
      navItems: [],
      subscriptionToken: null,
      signedOutFrom: null,
      endedBecause: null,
      pageKept: false,
    });
  });

  it.each([
    ['corrupt JSON', '{"oops'],
    ['an object', '{"a":1}'],
    ['a string', '"admin"'],
    ['a number', '42'],
    ['null', 'null'],
    ['a list with a non-string', '["admin", 1]'],
    ['empty', ''],
  ])('permissions that are %s fall back to [""]', (_label, raw) => {
    localStorage.setItem('permissions', raw);
    expect(readSession().permissions).toEqual(DEFAULT_PERMISSIONS);
  });

  it.each([
    ['corrupt JSON', '[{'],
    ['an object', '{"displayText":"x","targetUrl":"/"}'],
    ['a list of strings', '["/hems"]'],
    ['an item without targetUrl', '[{"displayText":"x"}]'],
    ['an item with a numeric targetUrl', '[{"displayText":"x","targetUrl":1}]'],
    ['null', 'null'],
  ])('navItems that are %s fall back to []', (_label, raw) => {
    localStorage.setItem('navItems', raw);
    expect(readSession().navItems).toEqual(DEFAULT_NAV_ITEMS);
  });

  it('reads well-formed values, keeping only the two fields of a nav item', () => {
    localStorage.setItem('permissions', '["admin","sales"]');
    localStorage.setItem('navItems', '[{"displayText":"HEMS","targetUrl":"/hems","extra":true}]');
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('refresh-token', 'r.s.t');
    localStorage.setItem('subscription-token', 'sub');
    expect(readSession()).toEqual({
      token: 'a.b.c',
      refreshToken: 'r.s.t',
      permissions: ['admin', 'sales'],
      navItems: [{ displayText: 'HEMS', targetUrl: '/hems' }],
      subscriptionToken: 'sub',
      signedOutFrom: null,
      endedBecause: null,
      pageKept: false,
    });
  });

  it('reads an empty permission list as SPEC §6 default, a single empty entry, and stores it so', () => {
    localStorage.setItem('permissions', '[]');
    expect(readSession().permissions).toEqual(['']);
    storeProfile({ permissions: [], navItems: [] });
    expect(localStorage.getItem('permissions')).toBe('[""]');
    storeProfile({ permissions: ['sites:read'], navItems: [] });
    expect(localStorage.getItem('permissions')).toBe('["sites:read"]');
  });

  it('never throws for arbitrary strings in every key', () => {
    fc.assert(
      fc.property(
        fc.record({
          token: fc.string(),
          'refresh-token': fc.string(),
          permissions: fc.oneof(fc.string(), fc.json()),
          navItems: fc.oneof(fc.string(), fc.json()),
          'subscription-token': fc.string(),
        }),
        (values) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
          const session = readSession();
          expect(Array.isArray(session.permissions)).toBe(true);
          expect(session.permissions.every((p) => typeof p === 'string')).toBe(true);
          expect(
            session.navItems.every(
              (i) => typeof i.displayText === 'string' && typeof i.targetUrl === 'string',
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('never throws when the browser refuses storage access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readSession().permissions).toEqual(['']);
    expect(storeTokens({ access: 'a', refresh: 'r' })).toBe(false);
    expect(() => clearSession()).not.toThrow();
  });

  it('returns the same snapshot while nothing changed, and a new one after a write', () => {
    const first = readSession();
    expect(readSession()).toBe(first);
    storeTokens({ access: 'a', refresh: 'r' });
    const second = readSession();
    expect(second).not.toBe(first);
    expect(second.token).toBe('a');
  });

  it('writes tokens and the profile under their keys, as JSON for the lists', () => {
    storeTokens({ access: 'acc', refresh: 'ref' });
    storeProfile({ permissions: ['p'], navItems: [{ displayText: 'Home', targetUrl: '/' }] });
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('refresh-token')).toBe('ref');
    expect(JSON.parse(localStorage.getItem('permissions') ?? '')).toEqual(['p']);
    expect(JSON.parse(localStorage.getItem('navItems') ?? '')).toEqual([
      { displayText: 'Home', targetUrl: '/' },
    ]);
  });

  it('clearTokens removes only token and refresh-token; clearSession removes every key', () => {
    storeTokens({ access: 'acc', refresh: 'ref' });
    storeProfile({ permissions: ['p'], navItems: [] });
    localStorage.setItem('subscription-token', 'sub');
    clearTokens();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('permissions')).not.toBeNull();
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('notifies subscribers of writes here and of other tabs (storage event)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    clearTokens();
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearTokens();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('localTokenStore (the client TokenStore)', () => {
  it('reads and writes the stored tokens; empty strings count as absent', () => {
    expect(localTokenStore.getToken()).toBeNull();
    localStorage.setItem('token', '');
    expect(localTokenStore.getToken()).toBeNull();
    localTokenStore.setToken('new');
    expect(localStorage.getItem('token')).toBe('new');
    localStorage.setItem('refresh-token', 'r');
    localStorage.setItem('subscription-token', 's');
    expect(localTokenStore.getRefreshToken()).toBe('r');
    expect(localTokenStore.getSubscriptionToken()).toBe('s');
    localTokenStore.clearSession('refused');
    expect(localTokenStore.getToken()).toBeNull();
    expect(localTokenStore.getRefreshToken()).toBeNull();
    expect(localTokenStore.getSubscriptionToken()).toBe('s');
    expect(readSession().endedBecause).toBe('refused');
  });

  it('never hands the client a token no header can carry (oversized, or outside printable ASCII)', () => {
    localStorage.setItem('token', 'x'.repeat(20_000));
    localStorage.setItem('subscription-token', 'bad\r\nvalue');
    expect(localTokenStore.getToken()).toBeNull();
    expect(localTokenStore.getSubscriptionToken()).toBeNull();
    expect(readSession().token).toHaveLength(20_000);
    localStorage.setItem('token', 'a.b.c');
    expect(localTokenStore.getToken()).toBe('a.b.c');
  });

  it('keeps the first reason a session ended for until the next sign-in; a deactivated person’s page is kept', () => {
    clearSession();
    clearTokens('deactivated');
    clearTokens('refused');
    expect(readSession()).toMatchObject({ endedBecause: 'deactivated', pageKept: true });
    leaveKeptPage('/leads');
    expect(readSession()).toMatchObject({
      endedBecause: 'deactivated',
      pageKept: false,
      signedOutFrom: '/leads',
    });
    storeTokens({ access: 'a', refresh: 'r' });
    expect(readSession()).toMatchObject({ endedBecause: null, pageKept: false, signedOutFrom: null });
    clearTokens('unusable');
    expect(readSession()).toMatchObject({ endedBecause: 'unusable', pageKept: false });
    clearSession();
    expect(readSession().endedBecause).toBeNull();
  });
});
