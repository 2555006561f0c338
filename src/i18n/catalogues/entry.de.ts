import type { Catalogue } from '../catalogue-types.ts';
import type { entry as source } from './entry.en.ts';

export const entry: Catalogue<typeof source> = {
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
