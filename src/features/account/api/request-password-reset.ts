import type { ApiClient } from '../../../api/client.ts';
import type { PasswordResetBody } from '../../../domain/account/account-validation.ts';

/** Proposed `POST /authentication-api/password-reset`: emails a reset link. */
export function requestPasswordReset(api: ApiClient, body: PasswordResetBody) {
  return api.POST('/authentication-api/password-reset', { body });
}
