import type { Catalogue } from '../catalogue-types.ts';
import type { access as source } from './access.en.ts';

export const access: Catalogue<typeof source> = {
  'access.noAccess': 'Kein Zugriff',
  'access.heading': 'Sie haben keinen Zugriff auf diese Seite',
  'access.needs':
    'Für „{title}“ {count, plural, one {benötigen Sie diese Berechtigung} other {benötigen Sie diese Berechtigungen}}, die Ihnen fehlen:',
  'access.or': ' oder ',
  'access.and': ' und ',
  'access.grantedBy': ' – vergeben über {count, plural, one {die Rolle} other {die Rollen}} {roles}.',
  'access.askAdmin': 'Bitten Sie die Administration, Ihnen eine dieser Rollen zuzuweisen.',
  'access.home': 'Zur Startseite',
};
