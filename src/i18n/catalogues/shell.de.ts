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
  'shell.jumpTo': 'Springen zu …',
  'shell.jumpShortcut': 'Strg K',
  'shell.back': 'Zurück',
  'shell.breadcrumbs': 'Pfadnavigation',
  'shell.environmentTitle': 'Umgebung {environment} (config.json), Build {build}',
  'shell.build': '· Build {build}',
  'nav.newTab': '(öffnet in einem neuen Tab)',
  'nav.unsupported': 'Dieser Navigationseintrag hat eine nicht unterstützte Adresse und ist deaktiviert.',
  'identity.notLoaded': 'Profil nicht geladen',
  'identity.yourAccount': 'Ihr Konto',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.home': 'Zur Startseite',
  'notFound.text':
    'Unter {path} gibt es keine Seite. Der Link ist möglicherweise falsch geschrieben oder veraltet.',
};
