import type { Catalogue } from '../catalogue-types.ts';
import type { shell as source } from './shell.en.ts';

export const shell: Catalogue<typeof source> = {
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.brandOperator': 'Operator',
  'shell.brandPortal': 'Portal',
  'shell.brandLabel': 'Operator Portal',
  'shell.openMenu': 'Navigationsmenü öffnen',
  'shell.mainNav': 'Hauptnavigation',
  'shell.signOut': 'Abmelden',
  'shell.environmentTitle': 'Umgebung {environment} (config.json), Build {build}',
  'shell.build': '· Build {build}',
  'nav.newTab': '(öffnet in einem neuen Tab)',
  'nav.unsupported': 'Dieser Navigationseintrag hat eine nicht unterstützte Adresse und ist deaktiviert.',
  'identity.notLoaded': 'Profil nicht geladen',
  'identity.yourAccount': 'Ihr Konto',
  'access.noAccess': 'Kein Zugriff',
  'access.heading': 'Sie haben keinen Zugriff auf diese Seite',
  'access.needs':
    'Für „{title}“ {count, plural, one {benötigen Sie diese Berechtigung} other {benötigen Sie diese Berechtigungen}}, die Ihnen fehlen:',
  'access.or': ' oder ',
  'access.and': ' und ',
  'access.grantedBy': ' – vergeben über {count, plural, one {die Rolle} other {die Rollen}} {roles}.',
  'access.askAdmin': 'Bitten Sie die Administration, Ihnen eine dieser Rollen zuzuweisen.',
  'access.home': 'Zur Startseite',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.home': 'Zur Startseite',
  'notFound.text':
    'Unter {path} gibt es keine Seite. Der Link ist möglicherweise falsch geschrieben oder veraltet.',
};
