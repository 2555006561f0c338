import fc from 'fast-check';
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';

const CONTRACT_KEYS = [
  'message',
  'status',
  'errorId',
  'firmwareVersion',
  'lastConnectionTimestamp',
  'uniqueIdentifier',
  'verificationResult',
];
const VERIFICATION_KEYS = ['errorId', 'uniqueIdentifier', 'lastConnectionTimestamp', 'firmwareVersion'];

/** Checks the SPEC §8 shape and returns the error for further checks. */
export function expectWellFormed(error: unknown, status: number): ApiError {
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError).toBeInstanceOf(Error);
  expect(apiError.name).toBe('ApiError');
  expect(apiError.status).toBe(status);
  expect(typeof apiError.message).toBe('string');
  expect(apiError.message.trim()).not.toBe('');
  const json = apiError.toJSON();
  for (const key of Object.keys(json)) expect(CONTRACT_KEYS).toContain(key);
  for (const key of ['errorId', 'firmwareVersion', 'lastConnectionTimestamp', 'uniqueIdentifier'] as const) {
    if (key in json) expect(typeof json[key]).toBe('string');
  }
  if (json.verificationResult !== undefined) {
    for (const [key, value] of Object.entries(json.verificationResult)) {
      expect(VERIFICATION_KEYS).toContain(key);
      expect(typeof value).toBe('string');
    }
  }
  expect(() => JSON.stringify(apiError)).not.toThrow();
  return apiError;
}

/** Any body a server or proxy might send: JSON objects (contract-like or not), arrays, strings, empty, garbage, HTML. */
export const anyErrorBody: fc.Arbitrary<string> = fc.oneof(
  fc
    .record(
      {
        message: fc.oneof(fc.string(), fc.jsonValue()),
        status: fc.oneof(fc.integer(), fc.string()),
        errorId: fc.oneof(fc.string(), fc.jsonValue()),
        firmwareVersion: fc.oneof(fc.string(), fc.integer()),
        lastConnectionTimestamp: fc.oneof(fc.string(), fc.constant(null)),
        uniqueIdentifier: fc.string(),
        verificationResult: fc.oneof(
          fc.record(
            {
              errorId: fc.jsonValue(),
              uniqueIdentifier: fc.string(),
              firmwareVersion: fc.string(),
              extra: fc.string(),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        ['__proto__']: fc.jsonValue(),
        constructor: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.array(fc.jsonValue()).map((value) => JSON.stringify(value)),
  fc.string().map((value) => JSON.stringify(value)),
  fc.constant(''),
  fc.string({ unit: 'binary' }),
  fc.string().map((text) => `<html><head><title>Error</title></head><body>${text}</body></html>`),
  fc.string().map((text) => `{"message": "${text}`),
);
