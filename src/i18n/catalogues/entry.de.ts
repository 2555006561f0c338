import type { Catalogue } from '../catalogue-types.ts';
import type { entry as source } from './entry.en.ts';

export const entry: Catalogue<typeof source> = {
  'login.title': 'Anmelden',
  'login.tagline': 'Operator Portal für Mitarbeiterinnen und Mitarbeiter.',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.email.missing': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'login.password.missing': 'Bitte geben Sie Ihr Passwort ein.',
  'login.submit': 'Anmelden',
  'login.forgotPassword': 'Passwort vergessen?',
  'login.createAccount': 'Konto anlegen',
  'login.wait': 'Zu viele Anmeldeversuche – bitte in {wait} erneut versuchen.',
  'login.waitOver': 'Es gab zu viele Anmeldeversuche. Sie können es jetzt erneut versuchen.',
  'signIn.unreachable':
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'signIn.wrongCredentials': 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  'signIn.serverError':
    'Die Anmeldung konnte auf dem Server nicht abgeschlossen werden ({status}). Bitte versuchen Sie es gleich noch einmal.',
  'signIn.profileFailed': 'Ihr Profil konnte nicht geladen werden: {message}',
  'signIn.refused': 'Die Anmeldung wurde abgelehnt: {message}',
  'sessionEnd.unusable': 'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'sessionEnd.refused': 'Der Server akzeptiert Ihre Sitzung nicht mehr. Bitte melden Sie sich erneut an.',
  'sessionEnd.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'sessionEnd.deactivated':
    'Ihr Konto wurde deaktiviert. Wenn Sie weiterhin Zugriff benötigen, wenden Sie sich bitte an eine Administratorin oder einen Administrator.',
  'startup.title': 'Das Operator Portal kann nicht starten',
  'startup.help':
    'Das Portal liest seine Einstellungen aus /config.json neben index.html. Für den Betrieb dieser Installation: Bitte stellen Sie eine gültige Datei bereit (die Felder stehen in docs/deployment.md) und laden Sie die Seite neu. Alle anderen: Bitte geben Sie diese Seite an den Betrieb weiter.',
  'startup.reload': 'Neu laden',
  'loadFailure.title': 'Diese Seite konnte nicht geladen werden',
  'loadFailure.timedOut': 'Das Laden dauerte länger als 2 Minuten und wurde daher abgebrochen.',
  'loadFailure.notLoaded': 'Ein Teil des Portals konnte nicht heruntergeladen werden.',
  'loadFailure.timedOutWhy': 'Die Verbindung ist möglicherweise sehr langsam oder unterbrochen.',
  'loadFailure.notLoadedWhy':
    'Die Verbindung wurde möglicherweise unterbrochen, oder das Portal wurde aktualisiert, während dieser Tab geöffnet war.',
  'loadFailure.reloadNote':
    'Beim Neuladen wird die Seite neu abgerufen; Ihre Eingaben auf dieser Seite gehen dabei verloren.',
  'loadFailure.details': 'Details: {detail}',
  'loadFailure.reload': 'Neu laden',
  'errorPage.home': 'Zur Startseite',
  'routeError.title': 'Es ist ein Fehler aufgetreten',
  'routeError.headline': 'Diese Seite kann nicht angezeigt werden',
  'routeError.reload': 'Seite neu laden',
  'routeError.unexpected': 'Es ist ein unerwarteter Fehler aufgetreten.',
  'loading.label': 'Wird geladen',
  'footer.legalNotice': 'Impressum',
  'footer.privacy': 'Datenschutz',
};
