import type { Catalogue } from '../catalogue-types.ts';
import type { csv as source } from './csv.en.ts';

export const csv: Catalogue<typeof source> = {
  'csv.cancelExport': 'Export abbrechen',
  'csv.exporting': '{what} werden exportiert',
  'csv.exportingSoFar': '{what} werden exportiert: bisher {rows} Zeilen…',
  'csv.exportingOf': '{what} werden exportiert: {rows} von {total} Zeilen…',
  'csv.exported': '{rows} Zeilen exportiert.',
  'csv.exportedCapped':
    'Nur die ersten {cap} Zeilen exportiert (der Export ist auf {cap} Zeilen begrenzt): Grenzen Sie die Filter ein, um den Rest zu erhalten.',
  'csv.exportedFoundCapped':
    '{rows} Zeilen exportiert, gefunden nur in den ersten {cap} (der Export ist auf {cap} Zeilen begrenzt): Grenzen Sie die Filter ein, um den Rest zu erhalten.',
  'csv.exportCancelled': 'Export abgebrochen; es wurde nichts gespeichert.',
  'csv.exportFailed':
    'Der Export ist nach {rows} Zeilen fehlgeschlagen: {message}. Es wurde nichts gespeichert; bitte erneut versuchen.',
};
