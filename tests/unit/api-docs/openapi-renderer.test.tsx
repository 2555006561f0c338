import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../../scripts/generate/generated-paths.ts';
import { uiApiDocument } from '../../../scripts/mock/areas/api-docs/api-docs.handlers.ts';
import { ApiDocRoute } from '../../../src/routes/api-doc.tsx';
import { json, renderRoute } from '../prepared-installations/render-route.tsx';

// What the page hands the renderer, and when; the renderer itself: redoc-renderer.test.tsx (jsdom) and
// tests/e2e/api-docs.spec.ts (Chromium, under the CSP).
const rendered = vi.hoisted(() => ({ documents: [] as unknown[] }));
vi.mock('../../../src/features/api-docs/components/openapi-renderer.tsx', () => ({
  OpenApiRenderer: ({ document }: { document: unknown }) => {
    rendered.documents.push(document);
    return <div data-testid="openapi-document">rendered</div>;
  },
}));

interface Spec {
  paths: Record<string, Record<string, { summary?: string }>>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const summariesOf = (spec: Spec) =>
  Object.values(spec.paths).flatMap((item) =>
    METHODS.flatMap((method) => (item[method]?.summary ? [item[method].summary] : [])),
  );

const ownSpec = parse(readFileSync(path.join(ROOT_DIR, 'openapi/ui-api.yaml'), 'utf8')) as Spec;
// What the mock's data layer answers for UI_API (its generated file, scripts/mock/areas/api-docs/api-docs.handlers.ts).
const served = uiApiDocument() as Spec;

describe('/api/UI_API', () => {
  it('the mock serves our own spec for UI_API: the same operations with the same summaries', () => {
    expect(summariesOf(ownSpec).length).toBeGreaterThan(10);
    expect(Object.keys(served.paths)).toEqual(Object.keys(ownSpec.paths));
    expect(summariesOf(served)).toEqual(summariesOf(ownSpec));
  });

  it('hands the loaded document to the lazily loaded renderer', async () => {
    renderRoute([{ path: '/api/:apiKey', element: <ApiDocRoute /> }], '/api/UI_API', (requested) =>
      requested === '/ui/v1/docs/schemas/UI_API'
        ? json(served)
        : json({ message: 'Not Found', status: 404 }, 404),
    );
    expect(await screen.findByTestId('openapi-document')).toBeInTheDocument();
    expect(rendered.documents.at(-1)).toEqual(served);
  });
});
