// getApiDoc answered by the data layer (scripts/mock/areas/api-docs/api-docs.handlers.ts): the UI API's document from its own
// generated file, validated against the spec like every data-backed answer; a 404 for any other key.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dereference } from '../../../../scripts/generate/dereference.ts';
import { loadSpec } from '../../../../scripts/generate/generate-all.ts';
import { UI_API_DOC_PATH } from '../../../../scripts/mock/areas/api-docs/api-docs.handlers.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';

const spec = loadMockSpec();
const layer = createDataLayer({ spec, base: createDataset() });

function ask(apiKey: string) {
  const url = `/ui/v1/docs/schemas/${apiKey}`;
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for GET ${url}`);
  return layer.answer(match, { url, body: '', owner: 'api-doc-test' });
}

describe('getApiDoc from the data layer', () => {
  it('answers UI_API with the whole UI API document, every $ref resolved', async () => {
    const answer = ask('UI_API');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(readFileSync(UI_API_DOC_PATH, 'utf8')));
    expect(answer.body).toEqual(dereference(await loadSpec()));
    const paths = Object.keys((answer.body as { paths: object }).paths);
    expect(paths).toContain('/ui/v1/docs/schemas/{apiKey}');
  });

  it('answers 404 with an ApiError for every other key, the listed ones included', () => {
    for (const key of ['API', 'APP_API', 'CHARGE_API', 'ERP_API', 'NO_SUCH_API']) {
      const answer = ask(key);
      expect(answer.status, key).toBe(404);
      expect(answer.body).toEqual({
        status: 404,
        message: `No OpenAPI document for ${key}`,
        errorId: 'NOT_FOUND',
      });
    }
  });
});
