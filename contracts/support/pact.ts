// One place for the pact's names, its output directory and the client the consumer tests drive.
import { PactV4 } from '@pact-foundation/pact';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import type { TokenStore } from '../../src/api/token-store.ts';

export const CONSUMER = 'operator-portal';
export const PROVIDER = 'ui-api';
/** The file Pact writes for this consumer/provider pair. */
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/**
 * Pact 16.5 merges into an existing V4 file and appends duplicates, so the consumer tests never write to
 * contracts/pacts directly: scripts/contracts/consumer.ts hands them a fresh, empty directory and normalises the
 * result into contracts/pacts.
 */
export function pactOutDir(): string {
  const dir = process.env.PACT_OUT_DIR;
  if (!dir) {
    throw new Error('PACT_OUT_DIR is not set: run the consumer tests through `npm run test:contracts`.');
  }
  return dir;
}

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactOutDir(), logLevel: 'warn' });
}

export interface MemoryTokenStore extends TokenStore {
  token: string | null;
  refresh: string | null;
  subscription: string | null;
}

/** The session the client reads, in memory (the app's store is local storage, which Node has not). */
export function memoryTokenStore(
  initial: { token?: string | null; refresh?: string | null; subscription?: string | null } = {},
): MemoryTokenStore {
  return {
    token: initial.token ?? null,
    refresh: initial.refresh ?? null,
    subscription: initial.subscription ?? null,
    getToken() {
      return this.token;
    },
    getRefreshToken() {
      return this.refresh;
    },
    getSubscriptionToken() {
      return this.subscription;
    },
    setToken(token: string) {
      this.token = token;
    },
    clearSession() {
      this.token = null;
      this.refresh = null;
    },
  };
}

export interface PortalClient {
  api: ApiClient;
  store: MemoryTokenStore;
  /** How often the client signed the user out (a refused refresh). */
  signOuts: () => number;
}

/** The real client of src/api, pointed at the Pact mock server, on a page other than /login. */
export function portalClient(
  baseUrl: string,
  session: { token?: string | null; refresh?: string | null; subscription?: string | null } = {},
): PortalClient {
  const store = memoryTokenStore(session);
  let signOuts = 0;
  const api = createApiClient({
    tokenStore: store,
    onSignOut: () => {
      signOuts += 1;
    },
    baseUrl,
    currentPath: () => '/hems',
  });
  return { api, store, signOuts: () => signOuts };
}
