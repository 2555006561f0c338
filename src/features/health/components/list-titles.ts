import { formatCount } from '../../../domain/format/locale-format.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';

export const LIST_TITLES: Readonly<Record<ProblemsListKind, string>> = {
  site: 'Site problems',
  installation: 'Installation problems',
};

/** Lower case, for sentences: 'Could not load the site problems'. */
export const LIST_NOUNS: Readonly<Record<ProblemsListKind, string>> = {
  site: 'site problems',
  installation: 'installation problems',
};

export function sitesText(count: number): string {
  return count === 1 ? '1 site' : `${formatCount(count)} sites`;
}

export function rowsText(count: number): string {
  return count === 1 ? '1 row' : `${formatCount(count)} rows`;
}
