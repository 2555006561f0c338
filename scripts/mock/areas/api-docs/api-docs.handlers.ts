// The API documents (getApiDoc): the mock documents one API, this UI API, whose document `npm run generate` writes to
// a file of its own (openapi/generated/ui-api.doc.json, the spec dereferenced). Served from that file rather than as
// an example of the mock spec, which it made 1.3 MB bigger. Any other key has no document: 404.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILES, ROOT_DIR } from '../../../generate/generated-paths.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';

/** The key of the document the mock holds (the /api page lists every key; only this one has a document). */
export const DOCUMENTED_API_KEY = 'UI_API';

export const UI_API_DOC_PATH = path.join(ROOT_DIR, GENERATED_FILES.uiApiDoc);

let cached: { mtimeMs: number; document: unknown } | undefined;

/** The generated document, read again when `npm run generate` has rewritten it. */
export function uiApiDocument(): unknown {
  const { mtimeMs } = statSync(UI_API_DOC_PATH);
  if (cached?.mtimeMs !== mtimeMs)
    cached = { mtimeMs, document: JSON.parse(readFileSync(UI_API_DOC_PATH, 'utf8')) as unknown };
  return cached.document;
}

export const API_DOC_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getApiDoc: ({ pathParams }) => {
    const key = pathParams.apiKey ?? '';
    return key === DOCUMENTED_API_KEY
      ? { status: 200, body: uiApiDocument() }
      : apiError(404, `No OpenAPI document for ${key}`, 'NOT_FOUND');
  },
};
