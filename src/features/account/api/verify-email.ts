import type { ApiClient } from '../../../api/client.ts';
import type { VerifyEmailBody } from '../../../domain/account/account-validation.ts';

/** Proposed `POST /authentication-api/verify-email` with the typed code or the link's token (no token header). */
export function verifyEmail(api: ApiClient, body: VerifyEmailBody) {
  return api.POST('/authentication-api/verify-email', { body });
}
