import { formatCount } from '../../../domain/format/locale-format.ts';
import { t } from '../../../i18n/i18n.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';

/** A list's title in the language shown: 'Site problems'. */
export const listTitle = (list: ProblemsListKind): string =>
  t(list === 'site' ? 'health.title.site' : 'health.title.installation');

/** Lower case in English, for sentences: 'Could not load the site problems'. */
export const listNoun = (list: ProblemsListKind): string =>
  t(list === 'site' ? 'health.noun.site' : 'health.noun.installation');

export function sitesText(count: number): string {
  return t('health.sites', { count, n: formatCount(count) });
}

export function rowsText(count: number): string {
  return t('health.rows', { count, n: formatCount(count) });
}
