// The §14a table's rows (src/domain/pricing/grid-fee-rows.ts): any answer the spec allows gets one row per window set,
// each under a key no other row has (the table keyed rows by DSO and tier, and an answer listing one DSO's tier twice
// made React report two rows under one key: the any-answer property's failure on /operations/pricing at seed 1924),
// and what cannot be applied is said: a tier listed twice, a window that does not end after it starts, a DSO without a
// name (the choice offered it under the average fee's empty value: two options under one key, the next failure).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choosableDsos, gridFeeRows, isEmptyWindow } from '../../../../src/domain/pricing/grid-fee-rows.ts';
import { windowFee } from '../../../../src/domain/pricing/price-layers.ts';
import { GRID_FEE_ZONES } from '../../../../scripts/mock/areas/insights/grid-fee-zones.fixtures.ts';
import { answers } from '../../../arbitraries/api-answers.gen.ts';

const zone = (dso: string, tier: 'low' | 'standard' | 'high', windows: [string, string][], ctPerKwh = 1) => ({
  dso,
  tier,
  months: [1],
  windows: windows.map(([start, end]) => ({ start, end })),
  ctPerKwh,
});

describe('gridFeeRows', () => {
  it('keeps every answered window set in order, each under a key of its own, for any answer the spec allows', () => {
    fc.assert(
      fc.property(answers.listGridFeeZones(), ({ zones }) => {
        const { rows, problems } = gridFeeRows(zones);
        expect(rows.map((row) => row.zone)).toEqual(zones);
        expect(new Set(rows.map((row) => row.key)).size).toBe(zones.length);
        // A tier listed twice is said once per DSO and tier, whatever else is wrong.
        const pairs = zones.map((z) => JSON.stringify([z.dso, z.tier]));
        const repeated = new Set(pairs.filter((pair, i) => pairs.indexOf(pair) !== i));
        expect(problems.filter((p) => / tier (twice|\d+ times):/.test(p))).toHaveLength(repeated.size);
        // The choice: each named DSO once, never a blank one (its value would be the average fee's).
        const dsos = choosableDsos(zones);
        expect(new Set(dsos).size).toBe(dsos.length);
        expect(dsos.every((dso) => dso.trim() !== '' && zones.some((z) => z.dso === dso))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('says which tier a DSO lists twice, and which windows end before they start or hold no time', () => {
    const { rows, problems } = gridFeeRows([
      zone('Netze <b>BW</b>', 'low', [['00:00', '05:00']]),
      zone('Netze <b>BW</b>', 'low', [
        ['20:16', '05:02'],
        ['19:59', '19:59'],
      ]),
      zone('Netze <b>BW</b>', 'standard', [['05:00', '24:00']]),
      zone('', 'low', [['23:00', '24:00']]),
    ]);
    expect(rows.map((row) => row.key)).toEqual([
      '["Netze <b>BW</b>","low"]',
      '["Netze <b>BW</b>","low"]#2',
      '["Netze <b>BW</b>","standard"]',
      '["","low"]',
    ]);
    expect(problems).toEqual([
      'A DSO without a name is listed: its windows are shown, but cannot be chosen to price the chart.',
      '“Netze <b>BW</b>” lists its low tier twice: each slot is priced by the first of those windows that holds it.',
      '“Netze <b>BW</b>”, low tier: 20:16–05:02, 19:59–19:59 do not end after they start, so no slot is priced by them.',
    ]);
  });

  it('finds nothing wrong with the DSO tables the mock serves, and offers each of its DSOs once', () => {
    expect(gridFeeRows(GRID_FEE_ZONES).problems).toEqual([]);
    expect(choosableDsos(GRID_FEE_ZONES)).toEqual([...new Set(GRID_FEE_ZONES.map((z) => z.dso))]);
  });

  it('an empty window prices no minute: the standard fee applies there, as the warning says', () => {
    const tiers = [zone('D', 'low', [['22:00', '06:00']], 2), zone('D', 'standard', [['06:00', '22:00']], 9)];
    expect(isEmptyWindow({ start: '22:00', end: '06:00' })).toBe(true);
    expect(isEmptyWindow({ start: '23:00', end: '24:00' })).toBe(false);
    expect(windowFee(tiers, 1, 23 * 60)).toBe(9);
    expect(windowFee(tiers, 1, 3 * 60)).toBe(9);
  });
});
