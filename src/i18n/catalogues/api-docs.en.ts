// The API documentation pages' words (/api, /api/internal, /api/external, /api/{key}): loaded with them (their
// records' `words`). The APIs' names are product names (src/domain/api-docs/api-keys.ts) and stay as they are.
export const apiDocs = {
  // SPEC.md quotes it in German: the same words in both languages, marked lang="de" where they appear.
  'apiDocs.none': 'Keine APIs gefunden.',
  'apiDocs.list': 'API documentation',
  'apiDocs.loading': 'Loading API documentation',
  'apiDocs.loadingViewer': 'Loading the documentation viewer',
  'apiDocs.notFound': 'No documentation found',
  'apiDocs.notFoundText': 'There is no API documentation for “{apiKey}”.',
  'apiDocs.all': 'All API documentation',
  'apiDocs.failed': 'The API documentation could not be loaded: {message}',
} as const;
