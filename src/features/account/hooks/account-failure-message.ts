import { NO_RESPONSE_STATUS, type ApiError } from '../../../api/api-error.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * What went wrong with an account call, in words a user can act on. `what` names the failed step, e.g.
 * 'Your account could not be created'. The server's own message is kept: it is the only detail there is.
 */
export function accountFailureMessage(error: ApiError, what: string): string {
  const status = String(error.status);
  if (error.status === NO_RESPONSE_STATUS) return t('account.failure.unreachable', { what });
  if (error.status >= 500) return t('account.failure.server', { what, status, message: error.message });
  if (error.status === 400) return t('account.failure.rejected', { what, message: error.message });
  return t('account.failure.other', { what, status, message: error.message });
}
