import { NO_RESPONSE_STATUS, type ApiError } from '../../../api/api-error.ts';
import { t } from '../../../i18n/i18n.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** What went wrong with a sign-in attempt, in words a user can act on. */
export function signInFailureMessage(error: ApiError, step: 'login' | 'profile'): string {
  if (error.status === NO_RESPONSE_STATUS) {
    return t('signIn.unreachable');
  }
  if (step === 'login' && error.status === 401) return t('signIn.wrongCredentials');
  if (error.status >= 500) {
    return t('signIn.serverError', { status: error.status });
  }
  if (step === 'profile') return t('signIn.profileFailed', { message: errorText(error) });
  return t('signIn.refused', { message: errorText(error) });
}
