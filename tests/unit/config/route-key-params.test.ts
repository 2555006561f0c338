// Every key of the route table has the rule of the API parameter it is sent as (generated from the spec), the
// sample keys the route walks use pass it, and hostile values do not.
import { describe, expect, it } from 'vitest';
import { invalidKeyParams, isValidKeyParam, KEY_PARAM_NAMES } from '../../../src/config/route-keys.ts';
import { routeEntries } from '../../../src/routes/route-catalogue.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';

const HOSTILE = ['<script>', '', ' ', '../x', 'a b', 'x'.repeat(101), '"onmouseover=1', 'sonnen\n'];
const keyed = routeEntries.filter((entry) => entry.paramNames.length > 0);

describe('route keys', () => {
  it('every param of the route table has a rule from the spec', () => {
    const names = new Set(keyed.flatMap((entry) => entry.paramNames));
    expect([...names].filter((name) => !KEY_PARAM_NAMES.has(name))).toEqual([]);
    expect(names.size).toBeGreaterThan(10);
  });

  it('the sample keys pass; a HEMS provider key is lower case, as the sites call takes it', () => {
    for (const [name, value] of Object.entries(SAMPLE_PARAMS))
      expect(isValidKeyParam(name, value)).toBe(true);
    expect(isValidKeyParam('id', 'Sonnen')).toBe(false);
  });

  it.each(keyed.map((entry) => [entry.pattern, entry.paramNames] as const))(
    '%s: each hostile value of each key is named',
    (_pattern, names) => {
      for (const value of HOSTILE) {
        for (const name of names) expect(invalidKeyParams({ [name]: value })).toEqual([name]);
      }
    },
  );
});
