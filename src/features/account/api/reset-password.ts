import type { ApiClient } from '../../../api/client.ts';
import type { PasswordResetConfirmBody } from '../../../domain/account/account-validation.ts';

/** Proposed `POST /authentication-api/password-reset/confirm`: the new password with the link's token. */
export function resetPassword(api: ApiClient, body: PasswordResetConfirmBody) {
  return api.POST('/authentication-api/password-reset/confirm', { body });
}
