// The demo's inputs in the URL: round trip, and hostile or unknown values fall back to defaults
// and are named.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INPUTS,
  inputsToParams,
  maxChargeKw,
  minChargeKw,
  parseInputs,
} from '../../../../src/domain/sales/charging-inputs.ts';

describe('parseInputs', () => {
  it('reads defaults from an empty URL and round-trips every input', () => {
    expect(parseInputs(new URLSearchParams())).toEqual({ inputs: DEFAULT_INPUTS, rejected: [] });
    const inputs = {
      ...DEFAULT_INPUTS,
      batteryKwh: 77.5,
      departure: '05:45',
      phases: 1 as const,
      mode: 'solar' as const,
    };
    expect(parseInputs(inputsToParams(inputs))).toEqual({ inputs, rejected: [] });
  });

  it('names hostile values and keeps the defaults for them', () => {
    const parsed = parseInputs(
      new URLSearchParams(
        'battery=<script>&soc=-5&target=1e3&dep=25:00&kw=NaN&phases=2&pv=Infinity&mode=__proto__&x=1',
      ),
    );
    expect(parsed.inputs).toEqual(DEFAULT_INPUTS);
    expect(parsed.rejected).toEqual(['phases', 'battery', 'soc', 'target', 'dep', 'kw', 'pv', 'mode']);
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const { inputs } = parseInputs(new URLSearchParams(query));
        expect(inputs.batteryKwh).toBeGreaterThanOrEqual(10);
      }),
      { numRuns: 100 },
    );
  });

  it('caps one phase at 7.4 kW and derives the minimum power from the phases', () => {
    expect(maxChargeKw({ chargerKw: 11, phases: 1 })).toBe(7.4);
    expect(maxChargeKw({ chargerKw: 11, phases: 3 })).toBe(11);
    expect(minChargeKw({ phases: 1 })).toBeCloseTo(1.38);
    expect(minChargeKw({ phases: 3 })).toBeCloseTo(4.14);
  });
});
