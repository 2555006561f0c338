import { statusBadgeText } from '../domain/sites/statuses.ts';
import { tOr } from '../i18n/i18n.ts';

/**
 * An installation status as the badge writes it ('in-progress'), in the language shown where the screen loads the
 * install words, else SPEC's English.
 */
export const badgeText = (status: string): string =>
  tOr(`install.badge.${statusBadgeText(status)}`, statusBadgeText(status));

/** The badge's accessible name: 'Status: in-progress'. */
export const badgeName = (text: string): string => tOr('install.badgeName', `Status: ${text}`, { text });
