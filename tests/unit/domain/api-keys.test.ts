import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_KEY_LABELS, apiKeyLabel, apiKeysFor, isApiKey } from '../../../src/domain/api-docs/api-keys.ts';
import { EXTERNAL_API_KEYS, INTERNAL_API_KEYS } from '../../../src/domain/shared/constants.ts';

describe('API key labels (SPEC §3, DESIGN §3)', () => {
  it.each([
    ['APP_API', 'APP API'],
    ['ERP_API', 'ERP API Adapter'],
    ['CHARGE_API', 'CHARGE API'],
    ['UI_API', 'PARTNERPORTAL API'],
    ['API', 'Energy Platform API'],
  ])('%s is shown as %s', (key, label) => {
    expect(apiKeyLabel(key)).toBe(label);
  });

  it('an unknown key shows its own key, including names of Object.prototype', () => {
    expect(apiKeyLabel('BILLING_API')).toBe('BILLING_API');
    expect(apiKeyLabel('toString')).toBe('toString');
    expect(apiKeyLabel('__proto__')).toBe('__proto__');
  });

  it('labels exactly the five known keys', () => {
    expect(Object.keys(API_KEY_LABELS).sort()).toEqual(['API', 'APP_API', 'CHARGE_API', 'ERP_API', 'UI_API']);
  });
});

describe('internal and external sets (SPEC §9)', () => {
  it('internal: API, CHARGE_API, UI_API; external: APP_API, ERP_API', () => {
    expect([...INTERNAL_API_KEYS]).toEqual(['API', 'CHARGE_API', 'UI_API']);
    expect([...EXTERNAL_API_KEYS]).toEqual(['APP_API', 'ERP_API']);
  });

  it('filters the listed keys to the page, keeping the API order', () => {
    const listed = ['UI_API', 'ERP_API', 'API', 'APP_API', 'CHARGE_API', 'OTHER_API'];
    expect(apiKeysFor('internal', listed)).toEqual(['UI_API', 'API', 'CHARGE_API']);
    expect(apiKeysFor('external', listed)).toEqual(['ERP_API', 'APP_API']);
    expect(apiKeysFor('all', listed)).toEqual(listed);
  });

  it('drops duplicates and entries that cannot be keys', () => {
    expect(
      apiKeysFor('all', ['UI_API', 'UI_API', 'internal', 'external', '', 7, null, 'A'.repeat(65)]),
    ).toEqual(['UI_API']);
    expect(apiKeysFor('all', null)).toEqual([]);
  });

  it('never offers a key outside the page set, whatever the API lists', () => {
    const keyArb = fc.oneof(
      fc.constantFrom('API', 'APP_API', 'CHARGE_API', 'ERP_API', 'UI_API'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(keyArb), (listed) => {
        const internal = apiKeysFor('internal', listed);
        const external = apiKeysFor('external', listed);
        expect(internal.every((key) => (INTERNAL_API_KEYS as readonly string[]).includes(key))).toBe(true);
        expect(external.every((key) => (EXTERNAL_API_KEYS as readonly string[]).includes(key))).toBe(true);
        expect(new Set(apiKeysFor('all', listed)).size).toBe(apiKeysFor('all', listed).length);
        expect(apiKeysFor('all', listed).every(isApiKey)).toBe(true);
      }),
    );
  });
});

describe('isApiKey (the getApiDoc key pattern)', () => {
  it('accepts upper-case keys up to 64 characters', () => {
    expect(isApiKey('UI_API')).toBe(true);
    expect(isApiKey('A'.repeat(64))).toBe(true);
    expect(isApiKey('A'.repeat(65))).toBe(false);
    expect(isApiKey('ui_api')).toBe(false);
    expect(isApiKey('1API')).toBe(false);
    expect(isApiKey('UI API')).toBe(false);
    expect(isApiKey(undefined)).toBe(false);
  });
});
