import type { ApiClient } from '../../../api/client.ts';
import type { AccountRecoveryBody } from '../../../domain/account/account-validation.ts';

/** Proposed `POST /authentication-api/account-recovery` by email address or user reference. */
export function recoverAccount(api: ApiClient, body: AccountRecoveryBody) {
  return api.POST('/authentication-api/account-recovery', { body });
}
