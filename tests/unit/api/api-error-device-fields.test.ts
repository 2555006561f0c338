// The device calls' error answers carry `fieldErrors` (422 VALIDATION_FAILED) and a `verificationResult`
// with the charger's vendor and model. toApiError keeps what has its contract type and drops the rest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../src/api/api-error-answer.ts';

const isEntry = (e: unknown): e is { field: string; message: string } =>
  typeof e === 'object' &&
  e !== null &&
  !Array.isArray(e) &&
  typeof (e as Record<string, unknown>).field === 'string' &&
  typeof (e as Record<string, unknown>).message === 'string';

const parse = (body: unknown) => toApiError(422, '', JSON.stringify(body)).toJSON();

describe('toApiError: device-call fields', () => {
  it('keeps every fieldErrors entry in order, as its own copy', () => {
    const fieldErrors = [
      { field: 'maxCurrent', message: 'A Alfen Eve Single Pro-line takes 6–32 A.' },
      { field: 'displayName', message: 'Another charger on this gateway has this name.' },
    ];
    const error = toApiError(
      422,
      'Unprocessable Content',
      JSON.stringify({ message: 'm', status: 422, errorId: 'VALIDATION_FAILED', fieldErrors }),
    );
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.toJSON().fieldErrors).toEqual(fieldErrors);
    expect(error.toJSON().fieldErrors).not.toBe(error.fieldErrors);
  });

  it('drops fieldErrors entries without a string field and message, and extra keys of the others', () => {
    const json = parse({
      message: 'm',
      fieldErrors: [
        { field: 'maxCurrent', message: 'too high', extra: 1 },
        { field: 'phases' },
        { message: 'no field' },
        { field: 7, message: 'numeric field' },
        { field: 'x', message: null },
        'maxCurrent',
        null,
        [{ field: 'a', message: 'b' }],
      ],
    });
    expect(json.fieldErrors).toEqual([{ field: 'maxCurrent', message: 'too high' }]);
  });

  it.each([
    ['an empty list', []],
    ['only malformed entries', [{ field: 1 }, 'x']],
    ['an object instead of a list', { field: 'maxCurrent', message: 'm' }],
    ['a string', 'maxCurrent'],
    ['null', null],
  ])('leaves fieldErrors out when it is %s', (_, fieldErrors) => {
    expect(parse({ message: 'm', fieldErrors })).not.toHaveProperty('fieldErrors');
  });

  it("keeps the verification result's vendor and model with its other facts", () => {
    const verificationResult = {
      errorId: 'EVSE_FIRMWARE_NOT_SUPPORTED',
      uniqueIdentifier: 'ALF-20598311',
      lastConnectionTimestamp: '2026-10-31T23:57:12Z',
      firmwareVersion: '4.2.0',
      vendor: 'Alfen',
      model: 'Eve Single Pro-line',
    };
    const error = toApiError(422, '', JSON.stringify({ message: 'm', verificationResult }));
    expect(error.verificationResult).toEqual(verificationResult);
    expect(error.toJSON().verificationResult).toEqual(verificationResult);
  });

  it('drops verification result fields of the wrong type and unknown keys, keeping the rest', () => {
    const json = parse({
      message: 'm',
      verificationResult: { vendor: 'Alfen', model: 42, firmwareVersion: null, serial: 'S1', errorId: ['x'] },
    });
    expect(json.verificationResult).toEqual({ vendor: 'Alfen' });
  });

  it('property: whatever fieldErrors holds, every kept entry is exactly {field, message} of strings', () => {
    const entry = fc.oneof(
      fc.record({ field: fc.string(), message: fc.string() }),
      fc.record({ field: fc.jsonValue(), message: fc.jsonValue() }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 8 }), fc.jsonValue()), (fieldErrors) => {
        const json = parse({ message: 'm', fieldErrors });
        const expected = Array.isArray(fieldErrors) ? (fieldErrors as unknown[]).filter(isEntry) : [];
        if (expected.length === 0) expect(json).not.toHaveProperty('fieldErrors');
        else expect(json.fieldErrors).toEqual(expected.map(({ field, message }) => ({ field, message })));
      }),
    );
  });
});
