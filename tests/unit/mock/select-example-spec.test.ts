// The selection rules against the real mock spec written by `npm run generate`.
import { describe, expect, it } from 'vitest';
import {
  createExampleSelector,
  DEFAULT_MOCK_SPEC,
  loadMockSpec,
  matchOperation,
} from '../../../scripts/mock/select-example.ts';

const spec = loadMockSpec(DEFAULT_MOCK_SPEC);
const select = createExampleSelector(DEFAULT_MOCK_SPEC);
const get = (url: string) => select({ method: 'GET', url });

describe('example selection on openapi/generated/ui-api.mock.json', () => {
  it('routes every path template of the spec to itself', () => {
    const templates = Object.keys(spec.paths ?? {});
    expect(templates.length).toBeGreaterThan(10);
    for (const template of templates) {
      const methods = Object.keys(spec.paths?.[template] ?? {}).filter((key) =>
        ['get', 'post', 'put', 'patch', 'delete'].includes(key),
      );
      for (const method of methods) {
        const url = template.replace(/\{[^}]+\}/g, 'some-value');
        expect(matchOperation(spec, method, url)?.template, `${method} ${url}`).toBe(template);
      }
    }
  });

  it('pages the sites list per provider, empty past the last page, default for an unknown provider', () => {
    expect(get('/ui/v1/sites/hems/sonnen').prefer).toBe('example=sonnen-page-1');
    expect(get('/ui/v1/sites/hems/sonnen?page=2&fleets=a&fleets=b').prefer).toBe('example=sonnen-page-2');
    expect(get('/ui/v1/sites/hems/sonnen?page=999').prefer).toBe('example=empty');
    expect(get('/ui/v1/sites/hems/no-such-provider').prefer).toBe('example=default');
  });

  it('selects prepared installations by provider', () => {
    expect(get('/ui/v1/installation/prepared/hems/sonnen').prefer).toBe('example=sonnen');
  });

  it('has no rule for the API documents: the data layer answers them (tests/unit/mock/data/api-doc.test.ts)', () => {
    expect(get('/ui/v1/docs/schemas/UI_API').prefer).toBe('example=default');
    expect(get('/ui/v1/docs/schemas/ERP_API').prefer).toBe('example=default');
  });

  it('uses default for operations without a rule', () => {
    expect(get('/ui/v1/hems-providers').prefer).toBe('example=default');
    expect(get('/ui/v1/sites/fleets').prefer).toBe('example=default');
    expect(select({ method: 'POST', url: '/authentication-api/login' }).prefer).toBe('example=default');
  });
});
