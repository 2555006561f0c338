import type { ApiClient } from '../../../api/client.ts';
import type { SignUpBody } from '../../../domain/account/account-validation.ts';

/** Proposed `POST /authentication-api/sign-up` (no token). */
export function signUp(api: ApiClient, body: SignUpBody) {
  return api.POST('/authentication-api/sign-up', { body });
}
