import type { components } from '../api/schema.gen.ts';
import type { TokenStore } from '../api/token-store.ts';
import { DEFAULT_PERMISSIONS, permissionsOrDefault } from '../domain/access/default-permissions.ts';
import { isSendableToken } from '../domain/auth/session.ts';
import type { SessionEndReason } from './session-end.ts';

export type NavItem = components['schemas']['NavItem'];

/** The local-storage keys of DESIGN §3, exactly as the existing back-office uses them. */
export const STORAGE_KEYS = Object.freeze({
  token: 'token',
  refreshToken: 'refresh-token',
  permissions: 'permissions',
  navItems: 'navItems',
  subscriptionToken: 'subscription-token',
  /** Jump to's recent items per person (docs/features/jump-to.md "Storage"): cleared with the rest on sign-out. */
  recentItems: 'recent-items',
});

export const DEFAULT_NAV_ITEMS: readonly NavItem[] = Object.freeze([]);

export interface StoredSession {
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly permissions: readonly string[];
  readonly navItems: readonly NavItem[];
  readonly subscriptionToken: string | null;
  /**
   * The page where the user signed out, until the next sign-in: the guard does not offer to come back to it
   * (the sign-out was on purpose), while any other guarded page still is remembered. Memory only.
   */
  readonly signedOutFrom: string | null;
  /** Why the session ended without a sign-out (the client's or the guard's finding), until the next sign-in. Memory only. */
  readonly endedBecause: SessionEndReason | null;
  /**
   * A deactivated person's page stays under a notice (what they typed stays there to copy) until they leave it
   * with its Sign out; the cache is kept until then too. Memory only.
   */
  readonly pageKept: boolean;
}

// Storage itself can throw (disabled cookies, sandboxed frames, quota): every access goes through these two.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const nonEmpty = (raw: string | null): string | null => (raw === null || raw === '' ? null : raw);

export function parsePermissions(raw: string | null): readonly string[] {
  const value = parseJson(raw);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return DEFAULT_PERMISSIONS;
  return permissionsOrDefault(Object.freeze([...(value as string[])]));
}

function isNavItem(value: unknown): value is NavItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.displayText === 'string' && typeof record.targetUrl === 'string';
}

export function parseNavItems(raw: string | null): readonly NavItem[] {
  const value = parseJson(raw);
  if (!Array.isArray(value) || !value.every(isNavItem)) return DEFAULT_NAV_ITEMS;
  // Copy the two fields only: a hostile entry's extra keys or getters never reach the UI.
  return Object.freeze(
    (value as NavItem[]).map((item) =>
      Object.freeze({ displayText: item.displayText, targetUrl: item.targetUrl }),
    ),
  );
}

const listeners = new Set<() => void>();
type Memory = Pick<StoredSession, 'signedOutFrom' | 'endedBecause' | 'pageKept'>;
const FRESH: Memory = Object.freeze({ signedOutFrom: null, endedBecause: null, pageKept: false });
let cached: { raw: readonly (string | null)[]; memory: Memory; session: StoredSession } | null = null;
let memory: Memory = FRESH;

function rawValues(): (string | null)[] {
  return [
    readRaw(STORAGE_KEYS.token),
    readRaw(STORAGE_KEYS.refreshToken),
    readRaw(STORAGE_KEYS.permissions),
    readRaw(STORAGE_KEYS.navItems),
    readRaw(STORAGE_KEYS.subscriptionToken),
  ];
}

/**
 * The whole stored session, parsed with fallbacks. The same object is returned while the stored strings are
 * unchanged, so it can be a `useSyncExternalStore` snapshot.
 */
export function readSession(): StoredSession {
  const raw = rawValues();
  if (
    cached !== null &&
    cached.memory === memory &&
    cached.raw.every((value, index) => value === raw[index])
  ) {
    return cached.session;
  }
  const [token, refreshToken, permissions, navItems, subscriptionToken] = raw;
  const session: StoredSession = Object.freeze({
    token: nonEmpty(token ?? null),
    refreshToken: nonEmpty(refreshToken ?? null),
    permissions: parsePermissions(permissions ?? null),
    navItems: parseNavItems(navItems ?? null),
    subscriptionToken: nonEmpty(subscriptionToken ?? null),
    ...memory,
  });
  cached = { raw, memory, session };
  return session;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Listens to writes made here and to other tabs' writes (the `storage` event). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', notify);
  };
}

/** Writes are best effort: false when the browser refused (storage disabled or full). */
function writeRaw(key: string, value: string | null): boolean {
  try {
    const store = storage();
    if (store === null) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** One stored value, read and written best effort (the recent items of jump to; never throws). */
export const readStoredValue = readRaw;
export const writeStoredValue = writeRaw;

function write(entries: readonly [string, string | null][]): boolean {
  let ok = true;
  for (const [key, value] of entries) ok = writeRaw(key, value) && ok;
  notify();
  return ok;
}

export function storeTokens(tokens: { access: string; refresh: string }): boolean {
  memory = FRESH;
  return write([
    [STORAGE_KEYS.token, tokens.access],
    [STORAGE_KEYS.refreshToken, tokens.refresh],
  ]);
}

export function storeProfile(profile: {
  permissions: readonly string[];
  navItems: readonly NavItem[];
}): boolean {
  return write([
    [STORAGE_KEYS.permissions, JSON.stringify(permissionsOrDefault(profile.permissions))],
    [STORAGE_KEYS.navItems, JSON.stringify(profile.navItems)],
  ]);
}

export function storeSubscriptionToken(token: string | null): boolean {
  return write([[STORAGE_KEYS.subscriptionToken, token]]);
}

/**
 * What the guard and the client's sign-out do (SPEC §4): the two tokens go, the rest stays. With a reason, the
 * guard tells the person why (the first reason of a session counts: later answers of an ended session add none).
 */
export function clearTokens(reason?: SessionEndReason): void {
  if (reason !== undefined && memory.endedBecause === null) {
    memory = { ...memory, endedBecause: reason, pageKept: reason === 'deactivated' };
  }
  write([
    [STORAGE_KEYS.token, null],
    [STORAGE_KEYS.refreshToken, null],
  ]);
}

/**
 * The deactivated notice's Sign out (from the page at `from`): the kept page goes, and the guard sends the person to
 * /login, which says why.
 */
export function leaveKeptPage(from: string): void {
  memory = { ...memory, signedOutFrom: from, pageKept: false };
  notify();
}

/** An explicit sign-out (from the page at `from`) leaves nothing of the session behind. */
export function clearSession(from: string | null = null): void {
  memory = { ...FRESH, signedOutFrom: from };
  write(Object.values(STORAGE_KEYS).map((key) => [key, null] as [string, null]));
}

/** The client's view of the session (src/api never imports auth; it is handed this). */
const sendable = (value: string | null): string | null =>
  value !== null && isSendableToken(value) ? value : null;

/**
 * The client's view of the session (src/api never imports auth; it is handed this). A value no header can carry
 * (oversized, or characters outside printable ASCII) is never sent: it would fail every call, the account pages'
 * included. The guard signs an oversized session out with its reason; any other unsendable access token is left
 * out, and the one refresh after the 401 replaces it.
 */
export const localTokenStore: TokenStore = {
  getToken: () => sendable(readSession().token),
  getRefreshToken: () => readSession().refreshToken,
  getSubscriptionToken: () => sendable(readSession().subscriptionToken),
  setToken: (token) => {
    write([[STORAGE_KEYS.token, token]]);
  },
  clearSession: (reason) => clearTokens(reason),
};
