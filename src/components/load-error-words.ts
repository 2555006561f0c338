import { t } from '../i18n/i18n.ts';

/** What to do after a failed load, by its HTTP status (0: no answer), in the language shown. */
export function adviceText(status: number): string {
  if (status === 0) return t('lists.advice.0');
  if (status === 401) return t('lists.advice.401');
  if (status === 403) return t('lists.advice.403');
  if (status === 404) return t('lists.advice.404');
  if (status === 400) return t('lists.advice.400');
  if (status >= 500) return t('lists.advice.500');
  return t('lists.advice.other');
}
