import { createApiClient, type ApiClient, type CreateApiClientOptions } from '../api/client.ts';
import { clearTokens, localTokenStore } from '../auth/session-storage.ts';

/**
 * The client wired to the stored session. When a refresh is refused the client has already removed the two
 * tokens; clearing again notifies the session guard, which sends the user to /login keeping the current URL.
 */
export function createAppApiClient(overrides: Partial<CreateApiClientOptions> = {}): ApiClient {
  return createApiClient({ tokenStore: localTokenStore, onSignOut: clearTokens, ...overrides });
}
