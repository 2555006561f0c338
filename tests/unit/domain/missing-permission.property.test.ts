// The one rule of a security requirement: any requirement suffices, a requirement needs all it names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingPermission } from '../../../src/domain/access/missing-permission.ts';
import { PERMISSION_NAMES } from '../../../src/api/permissions.gen.ts';

const name = fc.constantFrom(...PERMISSION_NAMES);
const requirements = fc.array(fc.uniqueArray(name, { maxLength: 3 }), { maxLength: 3 });

describe('missingPermission', () => {
  it('is null iff one requirement is wholly granted (or there is none); else names a permission not granted', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name), requirements, (granted, needs) => {
        const held = new Set<string>(granted);
        const met = needs.length === 0 || needs.some((need) => need.every((p) => held.has(p)));
        const missing = missingPermission(granted, needs);
        expect(missing === null).toBe(met);
        if (missing !== null) {
          expect(held.has(missing)).toBe(false);
          expect(needs[0]).toContain(missing);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('write never implies read; an empty requirement lets any signed-in person through; unknown names are just strings', () => {
    expect(missingPermission(['evses:write'], [['evses:read']])).toBe('evses:read');
    expect(missingPermission([], [[]])).toBeNull();
    expect(missingPermission([''], [['sites:read']])).toBe('sites:read');
    expect(
      missingPermission(['api-docs:external'], [['api-docs:internal'], ['api-docs:external']]),
    ).toBeNull();
    expect(missingPermission([], [['api-docs:internal'], ['api-docs:external']])).toBe('api-docs:internal');
  });
});
