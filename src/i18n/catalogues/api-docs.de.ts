import type { Catalogue } from '../catalogue-types.ts';
import type { apiDocs as source } from './api-docs.en.ts';

export const apiDocs: Catalogue<typeof source> = {
  'apiDocs.none': 'Keine APIs gefunden.',
  'apiDocs.list': 'API-Dokumentation',
  'apiDocs.loading': 'API-Dokumentation wird geladen',
  'apiDocs.loadingViewer': 'Dokumentationsansicht wird geladen',
  'apiDocs.notFound': 'Keine Dokumentation gefunden',
  'apiDocs.notFoundText': 'Für „{apiKey}“ gibt es keine API-Dokumentation.',
  'apiDocs.all': 'Alle API-Dokumentationen',
  'apiDocs.failed': 'Die API-Dokumentation konnte nicht geladen werden: {message}',
};
