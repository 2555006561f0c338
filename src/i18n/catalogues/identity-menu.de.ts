import type { Catalogue } from '../catalogue-types.ts';
import type { identityMenu as source } from './identity-menu.en.ts';

export const identityMenu: Catalogue<typeof source> = {
  'identity.loadFailed':
    'Ihr Profil konnte nicht geladen werden ({message}). Es gelten weiterhin die Berechtigungen von Ihrer Anmeldung.',
  'identity.tryAgain': 'Erneut versuchen',
  'identity.loading': 'Ihr Profil wird geladen …',
  'identity.signedIn': 'Angemeldet',
  'identity.unknownPerson': 'Der Server hat nicht mitgeteilt, wer Sie sind.',
  'identity.roles': 'Rollen: {roles}',
  'identity.noRole': 'Noch keine Rolle – bitte wenden Sie sich an die Administration',
  'identity.company': 'Firma: {company}',
  'identity.language': 'Sprache',
  'identity.format': 'Datums- und Zahlenformat',
  'identity.notSaved': 'Ihre Auswahl gilt nur in diesem Browser: Der Server hat sie nicht gespeichert.',
};
