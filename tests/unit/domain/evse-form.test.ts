// The add/edit charger form's rules (src/domain/evse/evse-form.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentRangeOf,
  EMPTY_EVSE_FORM,
  evseFormErrors,
  evseFormValuesOf,
  identifierError,
  interruptsCharging,
  isDirty,
  validateEvseCreate,
  validateEvseUpdate,
  type EvseFormValues,
} from '../../../src/domain/evse/evse-form.ts';
import type { ChargepointModel } from '../../../src/domain/evse/evse-types.ts';

const EVE: ChargepointModel = {
  vendor: 'Alfen',
  model: 'Eve Single Pro-line',
  firmwareVersions: ['6.5.0-4245'],
  ocppVersions: ['1.6'],
  minCurrent: 6,
  maxCurrent: 32,
};

const VALID: EvseFormValues = {
  uniqueIdentifier: 'ALF-20598311',
  displayName: 'Garage',
  maxCurrent: '16',
  phases: '3',
};

describe('evseFormErrors', () => {
  it('asks for every field of an empty form', () => {
    const errors = evseFormErrors(EMPTY_EVSE_FORM, EVE);
    expect(errors.uniqueIdentifier).toMatch(/unique identifier/);
    expect(errors.displayName).toMatch(/display name/);
    expect(errors.maxCurrent).toBe('Enter the maximum current per phase (6–32 A).');
    expect(errors.phases).toBe('Choose 1 or 3 phases.');
  });

  it('accepts a complete form', () => {
    expect(evseFormErrors(VALID, EVE)).toEqual({
      uniqueIdentifier: undefined,
      displayName: undefined,
      maxCurrent: undefined,
      phases: undefined,
    });
  });

  it.each(['ALF-1', 'a*b_c=d+e:f.g@h-i', 'x'.repeat(48), '  ALF-1  '])('accepts the identifier %j', (id) => {
    expect(identifierError(id)).toBeUndefined();
  });

  it.each([
    ['', /unique identifier/],
    ['   ', /unique identifier/],
    ['ALF 1', /no spaces/],
    ['ALF/1', /no spaces/],
    ['Zürich', /no spaces/],
    ['x'.repeat(49), /at most 48/],
  ])('refuses the identifier %j', (id, message) => {
    expect(identifierError(id)).toMatch(message);
  });

  it('refuses a blank, over-long or multi-line display name', () => {
    const error = (displayName: string) => evseFormErrors({ ...VALID, displayName }, EVE).displayName;
    expect(error('  ')).toMatch(/display name/);
    expect(error('x'.repeat(101))).toBe('Use at most 100 characters.');
    expect(error('x'.repeat(100))).toBeUndefined();
    expect(error('Garage\nleft')).toMatch(/line breaks/);
  });

  it("holds the current to the model's range, naming the model", () => {
    const error = (maxCurrent: string) => evseFormErrors({ ...VALID, maxCurrent }, EVE).maxCurrent;
    expect(error('6')).toBeUndefined();
    expect(error('32')).toBeUndefined();
    expect(error('5')).toBe('A Alfen Eve Single Pro-line takes 6–32 A.');
    expect(error('33')).toBe('A Alfen Eve Single Pro-line takes 6–32 A.');
    expect(error('16.5')).toBe('Enter a whole number of amperes (6–32 A).');
    expect(error('-8')).toBe('Enter a whole number of amperes (6–32 A).');
    expect(error('1e1')).toBe('Enter a whole number of amperes (6–32 A).');
  });

  it("uses the API's range (6–80 A) when the model is unknown", () => {
    expect(currentRangeOf(undefined)).toEqual({ min: 6, max: 80 });
    expect(currentRangeOf(EVE)).toEqual({ min: 6, max: 32 });
    const error = (maxCurrent: string) => evseFormErrors({ ...VALID, maxCurrent }, undefined).maxCurrent;
    expect(error('80')).toBeUndefined();
    expect(error('81')).toBe('Enter 6–80 A.');
  });

  it.each(['1', '3'])('accepts %s phase(s)', (phases) => {
    expect(evseFormErrors({ ...VALID, phases }, EVE).phases).toBeUndefined();
  });

  it.each(['0', '2', '', ' 3', 'three'])('refuses %j phases', (phases) => {
    expect(evseFormErrors({ ...VALID, phases }, EVE).phases).toBe('Choose 1 or 3 phases.');
  });
});

describe('validateEvseCreate', () => {
  it('builds the create body, trimmed and typed', () => {
    expect(
      validateEvseCreate(
        { uniqueIdentifier: ' ALF-1 ', displayName: ' Garage ', maxCurrent: ' 16 ', phases: '1' },
        EVE,
      ),
    ).toEqual({
      ok: true,
      body: { uniqueIdentifier: 'ALF-1', displayName: 'Garage', maxCurrent: 16, phases: 1 },
    });
  });

  it('answers only the failing fields', () => {
    expect(validateEvseCreate({ ...VALID, maxCurrent: '40', phases: '2' }, EVE)).toEqual({
      ok: false,
      errors: { maxCurrent: 'A Alfen Eve Single Pro-line takes 6–32 A.', phases: 'Choose 1 or 3 phases.' },
    });
  });
});

describe('validateEvseUpdate', () => {
  const before = evseFormValuesOf({
    uniqueIdentifier: 'ALF-1',
    displayName: 'Garage',
    maxCurrent: 16,
    phases: 3,
  });

  it('reads the charger as the form starts', () => {
    expect(before).toEqual({
      uniqueIdentifier: 'ALF-1',
      displayName: 'Garage',
      maxCurrent: '16',
      phases: '3',
    });
  });

  it('answers null when nothing changed (whitespace is no change)', () => {
    expect(validateEvseUpdate(before, { ...before, displayName: ' Garage ' }, EVE)).toEqual({
      ok: true,
      body: null,
    });
    expect(isDirty(before, before)).toBe(false);
  });

  it('carries only what changed', () => {
    expect(validateEvseUpdate(before, { ...before, displayName: 'Carport' }, EVE)).toEqual({
      ok: true,
      body: { displayName: 'Carport' },
    });
    expect(validateEvseUpdate(before, { ...before, maxCurrent: '20' }, EVE)).toEqual({
      ok: true,
      body: { maxCurrent: 20 },
    });
    expect(validateEvseUpdate(before, { ...before, phases: '1', maxCurrent: '10' }, EVE)).toEqual({
      ok: true,
      body: { maxCurrent: 10, phases: 1 },
    });
  });

  it('ignores the identifier (it cannot change) but checks the other fields', () => {
    expect(validateEvseUpdate(before, { ...before, uniqueIdentifier: 'not valid!' }, EVE)).toEqual({
      ok: true,
      body: null,
    });
    expect(validateEvseUpdate(before, { ...before, maxCurrent: '64' }, EVE)).toEqual({
      ok: false,
      errors: { maxCurrent: 'A Alfen Eve Single Pro-line takes 6–32 A.' },
    });
  });

  it('says a change of current or phases interrupts charging, a new name does not', () => {
    expect(interruptsCharging(null)).toBe(false);
    expect(interruptsCharging({ displayName: 'Carport' })).toBe(false);
    expect(interruptsCharging({ maxCurrent: 10 })).toBe(true);
    expect(interruptsCharging({ phases: 1 })).toBe(true);
    expect(interruptsCharging({ displayName: 'Carport', phases: 3 })).toBe(true);
  });

  it('marks the form dirty on any typed change', () => {
    expect(isDirty(before, { ...before, maxCurrent: '16 ' })).toBe(true);
  });
});

describe('properties', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', ' ', '6', '3', '1e3'),
  );
  const anyValues = fc.record({
    uniqueIdentifier: anyText,
    displayName: anyText,
    maxCurrent: fc.oneof(anyText, fc.integer().map(String)),
    phases: fc.oneof(anyText, fc.integer({ min: -1, max: 4 }).map(String)),
  });
  const anyModel = fc.option(
    fc.record({
      vendor: fc.string(),
      model: fc.string(),
      firmwareVersions: fc.array(fc.string()),
      ocppVersions: fc.constant<ChargepointModel['ocppVersions']>(['1.6']),
      minCurrent: fc.integer({ min: 0, max: 100 }),
      maxCurrent: fc.integer({ min: 0, max: 100 }),
    }),
    { nil: undefined },
  );

  it('no input makes evseFormErrors, validateEvseCreate or validateEvseUpdate throw', () => {
    fc.assert(
      fc.property(anyValues, anyValues, anyModel, (before, values, model) => {
        evseFormErrors(values, model);
        validateEvseCreate(values, model);
        validateEvseUpdate(before, values, model);
      }),
    );
  });

  it('a body is only ever answered within the limits the API declares', () => {
    fc.assert(
      fc.property(anyValues, anyModel, (values, model) => {
        const result = validateEvseCreate(values, model);
        if (!result.ok) return;
        const { min, max } = currentRangeOf(model);
        expect(Number.isInteger(result.body.maxCurrent)).toBe(true);
        expect(result.body.maxCurrent).toBeGreaterThanOrEqual(min);
        expect(result.body.maxCurrent).toBeLessThanOrEqual(max);
        expect([1, 3]).toContain(result.body.phases);
        expect(identifierError(result.body.uniqueIdentifier)).toBeUndefined();
      }),
    );
  });
});
