import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FIELD,
  parseRuntimeConfig,
  TAG_MANAGER_HOSTS,
  type ConfigResult,
} from '../../../src/config/runtime-config.ts';
import { drawnDocument } from '../../helpers/config-documents.ts';

const VALID = {
  environment: 'staging',
  apiBasePath: '/portal-api/',
  companySiteUrl: 'https://www.example-energy.com/',
  tagManager: { id: 'GTM-ABC123', urlTemplate: 'https://www.googletagmanager.com/gtm.js?id={id}' },
};

const fields = (result: ConfigResult) => (result.ok ? [] : result.problems.map((problem) => problem.field));

describe('parseRuntimeConfig', () => {
  it('reads a valid document, normalises paths and URLs, and ignores keys it does not know', () => {
    expect(
      parseRuntimeConfig({ ...VALID, comment: 'for staging', apiBaseUrl: 'https://ignored.example' }),
    ).toEqual({
      ok: true,
      config: {
        environment: 'staging',
        apiBasePath: '/portal-api',
        companySiteUrl: 'https://www.example-energy.com',
        tagManager: VALID.tagManager,
      },
    });
    const root = parseRuntimeConfig({ ...VALID, apiBasePath: '/', tagManager: null });
    expect(root.ok && root.config.apiBasePath).toBe('');
    expect(root.ok && root.config.tagManager).toBeUndefined();
  });

  it('the committed documents are valid', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['deploy/config.local.json', 'deploy/config.example.json']) {
      expect(parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8'))).ok, file).toBe(true);
    }
  });

  it('refuses anything but a path on the same origin as the API base', () => {
    for (const apiBasePath of [
      'https://api.example',
      '//evil.example',
      '/a/../b',
      '/a\\b',
      'api',
      '/a?x',
      '/%2e%2e',
      '',
    ]) {
      const result = parseRuntimeConfig({ ...VALID, apiBasePath });
      expect(fields(result), apiBasePath).toEqual(['apiBasePath']);
      expect(result.ok ? '' : result.problems[0]?.reason, apiBasePath).toMatch(
        /path on the portal's own origin/,
      );
    }
  });

  it('takes the tag manager only as https from an allowed host; null means none; a missing key is an error', () => {
    expect(TAG_MANAGER_HOSTS).toEqual(['www.googletagmanager.com']);
    const evil = parseRuntimeConfig({
      ...VALID,
      tagManager: { id: 'GTM-1', urlTemplate: 'https://evil.example/t.js?id={id}' },
    });
    expect(fields(evil)).toEqual(['tagManager.urlTemplate']);
    expect(evil.ok ? '' : evil.problems[0]?.reason).toContain('www.googletagmanager.com');
    const { tagManager: _omitted, ...withoutTagManager } = VALID;
    expect(fields(parseRuntimeConfig(withoutTagManager))).toEqual(['tagManager']);
  });

  it('names each invalid value with why, the value shown', () => {
    const result = parseRuntimeConfig({
      environment: 'Prod',
      apiBasePath: 7,
      companySiteUrl: 'http://example.com',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'environment', reason: expect.stringContaining('not "Prod"') },
        { field: 'apiBasePath', reason: expect.stringMatching(/^must be a path .*, not 7$/) },
        { field: 'companySiteUrl', reason: expect.stringContaining('https') },
        { field: 'tagManager', reason: expect.stringContaining('missing') },
      ],
    });
  });

  it('a document that is not an object is one problem of the document', () => {
    for (const input of [null, [], 'config', 42, true, undefined]) {
      expect(fields(parseRuntimeConfig(input))).toEqual([DOCUMENT_FIELD]);
    }
  });

  it('property: no input throws (any value, any JSON, hostile objects)', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    );
    expect(fields(parseRuntimeConfig(hostile))).toContain(DOCUMENT_FIELD);
    expect(parseRuntimeConfig({ ...VALID, environment: Object.create(null) }).ok).toBe(false);
    expect(parseRuntimeConfig({ ...VALID, environment: 10n }).ok).toBe(false);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.jsonValue(),
          drawnDocument.map((drawn) => drawn.document),
        ),
        (input) => {
          const result = parseRuntimeConfig(input);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: exactly the invalid fields are named, each once; a document without any is accepted', () => {
    fc.assert(
      fc.property(drawnDocument, ({ document, invalid }) => {
        const result = parseRuntimeConfig(document);
        expect(result.ok).toBe(invalid.length === 0);
        expect([...fields(result)].sort()).toEqual([...invalid].sort());
        if (!result.ok)
          for (const problem of result.problems) expect(problem.reason.length).toBeGreaterThan(5);
        if (result.ok) {
          expect(result.config.apiBasePath).toMatch(/^(\/[^/]+)*$/);
          expect(result.config.companySiteUrl).toMatch(/^https?:\/\/[^/]+(\/.*[^/])?$/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
