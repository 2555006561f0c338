import { copyFileSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createExampleSelector,
  matchOperation,
  parseScenario,
  renderRule,
  selectExample,
  type MockSpec,
} from '../../../scripts/mock/select-example.ts';

const fixturePath = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mini.mock.json');
const spec = JSON.parse(readFileSync(fixturePath, 'utf8')) as MockSpec;
const get = (url: string, scenario?: Parameters<typeof selectExample>[2]) =>
  selectExample(spec, { method: 'GET', url }, scenario);

describe('matchOperation', () => {
  it('prefers a literal segment over a path parameter', () => {
    expect(matchOperation(spec, 'GET', '/ui/v1/sites/fleets')?.operationId).toBe('listFleets');
    expect(matchOperation(spec, 'GET', '/ui/v1/sites/other')?.operationId).toBe('testOnlySiteGroup');
  });

  it('extracts and decodes path parameters, ignoring the query', () => {
    const match = matchOperation(spec, 'get', '/ui/v1/sites/hems/my%20hems?page=3');
    expect(match?.operationId).toBe('listSites');
    expect(match?.template).toBe('/ui/v1/sites/hems/{hemsId}');
    expect(match?.pathParams).toEqual({ hemsId: 'my hems' });
  });

  it('matches on method and segment count', () => {
    expect(matchOperation(spec, 'POST', '/ui/v1/sites/fleets')).toBeUndefined();
    expect(matchOperation(spec, 'GET', '/ui/v1/hems-providers/x')).toBeUndefined();
    expect(matchOperation(spec, 'GET', '/ui/v1/sites/hems/a/b')).toBeUndefined();
    expect(matchOperation(spec, 'BREW', '/ui/v1/sites/fleets')).toBeUndefined();
    expect(matchOperation(spec, 'POST', '/authentication-api/login')?.operationId).toBe('login');
  });

  it('accepts an absolute URL', () => {
    expect(matchOperation(spec, 'GET', 'http://127.0.0.1:4010/ui/v1/hems-providers')?.operationId).toBe(
      'listHemsProviders',
    );
  });
});

describe('selectExample with an x-mock-select rule', () => {
  it('picks the page example named by path and query', () => {
    expect(get('/ui/v1/sites/hems/sonnen?page=2')).toEqual({
      prefer: 'example=sonnen-page-2',
      reason: 'rule',
      operationId: 'listSites',
      key: 'sonnen-page-2',
    });
  });

  it('reads a missing page as page 1 (the declared default)', () => {
    expect(get('/ui/v1/sites/hems/sonnen').prefer).toBe('example=sonnen-page-1');
    expect(get('/ui/v1/sites/hems/sonnen?page=').prefer).toBe('example=sonnen-page-1');
    expect(get('/ui/v1/sites/hems/sonnen?text=x&fleets=a&fleets=b').prefer).toBe('example=sonnen-page-1');
  });

  it('answers an out-of-range page of a known provider with the empty example', () => {
    expect(get('/ui/v1/sites/hems/sonnen?page=3')).toMatchObject({
      prefer: 'example=empty',
      reason: 'empty',
      key: 'sonnen-page-3',
    });
  });

  it('falls back to default for a key whose prefix is unknown', () => {
    expect(get('/ui/v1/sites/hems/unknown?page=1')).toMatchObject({
      prefer: 'example=default',
      reason: 'default',
      key: 'unknown-page-1',
    });
  });

  it('handles an encoded path parameter', () => {
    expect(get('/ui/v1/sites/hems/my%20hems').prefer).toBe('example=my hems-page-1');
  });

  it('answers the rule-declared `missing` value for an unknown key', () => {
    expect(get('/ui/v1/docs/schemas/UI_API').prefer).toBe('example=UI_API');
    expect(get('/ui/v1/docs/schemas/NOPE')).toMatchObject({ prefer: 'code=404', reason: 'missing' });
  });

  it('prefers the declared `missing` value over the empty/default fallbacks', () => {
    expect(get('/ui/v1/things/one').prefer).toBe('example=one');
    expect(get('/ui/v1/things/two')).toMatchObject({
      prefer: 'example=empty',
      reason: 'missing',
      key: 'two',
    });
  });
});

describe('selectExample without a rule', () => {
  it('returns default when the success response has one', () => {
    expect(get('/ui/v1/hems-providers')).toEqual({
      prefer: 'example=default',
      reason: 'default',
      operationId: 'listHemsProviders',
      key: undefined,
    });
    expect(selectExample(spec, { method: 'POST', url: '/authentication-api/login' }).prefer).toBe(
      'example=default',
    );
  });

  it('sends no Prefer when there is no default example', () => {
    expect(get('/ui/v1/no-examples')).toMatchObject({ prefer: undefined, reason: 'first' });
  });

  it('sends no Prefer for an unknown path (Prism answers its own 404)', () => {
    expect(get('/ui/v1/nothing-here')).toEqual({ prefer: undefined, reason: 'no-operation' });
  });
});

describe('scenario override', () => {
  it('parses example= and code=', () => {
    expect(parseScenario('example=empty')).toEqual({ example: 'empty' });
    expect(parseScenario(' code = 500 ')).toEqual({ code: 500 });
    expect(parseScenario(['code=401', 'code=500'])).toEqual({ code: 401 });
  });

  it('ignores anything else', () => {
    for (const bad of [undefined, null, '', 'code=abc', 'code=99', 'code=600', 'dynamic=true', 'example=']) {
      expect(parseScenario(bad)).toBeUndefined();
    }
  });

  it('takes precedence over the rule', () => {
    expect(get('/ui/v1/sites/hems/sonnen?page=2', { example: 'empty' })).toEqual({
      prefer: 'example=empty',
      reason: 'scenario',
      operationId: 'listSites',
    });
    expect(get('/ui/v1/hems-providers', { code: 500 }).prefer).toBe('code=500');
  });
});

describe('renderRule', () => {
  it('returns the key and the literal prefix before the last placeholder', () => {
    const values: Record<string, string> = { a: 'x', b: 'y' };
    expect(renderRule('{a}-page-{b}', (n) => values[n])).toEqual({ key: 'x-page-y', prefix: 'x-page-' });
    expect(renderRule('{a}', (n) => values[n])).toEqual({ key: 'x', prefix: '' });
    expect(renderRule('fixed', (n) => values[n])).toEqual({ key: 'fixed', prefix: 'fixed' });
    expect(renderRule('{a}-{missing}', (n) => values[n])).toBeUndefined();
  });
});

describe('createExampleSelector', () => {
  it('reads the spec file once and re-reads it when it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'select-example-'));
    const file = join(dir, 'spec.json');
    copyFileSync(fixturePath, file);
    const select = createExampleSelector(file);
    expect(select({ method: 'GET', url: '/ui/v1/sites/hems/sonnen?page=2' }).prefer).toBe(
      'example=sonnen-page-2',
    );

    const changed = structuredClone(spec);
    const sites = changed.paths?.['/ui/v1/sites/hems/{hemsId}']?.get as Record<string, unknown>;
    sites['x-mock-select'] = 'fixed-{page}';
    writeFileSync(file, JSON.stringify(changed));
    // mtime resolution can be coarse: move it so the cache sees the change.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(select({ method: 'GET', url: '/ui/v1/sites/hems/sonnen?page=2' }).prefer).toBe('example=default');
  });
});
