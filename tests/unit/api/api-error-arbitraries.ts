import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../../scripts/generate/generated-paths.ts';
import { ApiError } from '../../../src/api/api-error.ts';

interface ObjectSchema {
  properties: Record<string, { type?: string; $ref?: string; items?: { $ref?: string } }>;
}

// The error body as the spec declares it (ApiError and the objects it refers to), so a field the spec adds is
// allowed here without a second list to keep in step.
const schemas = (
  parse(readFileSync(`${ROOT_DIR}/openapi/ui-api.yaml`, 'utf8')) as {
    components: { schemas: Record<string, ObjectSchema> };
  }
).components.schemas;
const schema = (name: string): ObjectSchema['properties'] => {
  const found = schemas[name]?.properties;
  if (found === undefined) throw new Error(`no object schema ${name} in the spec`);
  return found;
};
const ERROR = schema('ApiError');
const VERIFICATION = schema('VerificationResult');
const FIELD_ERROR = schema('FieldError');

/** Every key is one the schema declares, and each value has the declared type (strings only, in these three). */
function expectStringFields(record: object, properties: ObjectSchema['properties']): void {
  for (const [key, value] of Object.entries(record)) {
    expect(Object.keys(properties)).toContain(key);
    expect(properties[key]?.type).toBe('string');
    expect(typeof value).toBe('string');
  }
}

/** Checks the error against the spec's ApiError schema (SPEC §8 and the proposed fields) and returns it. */
export function expectWellFormed(error: unknown, status: number): ApiError {
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError).toBeInstanceOf(Error);
  expect(apiError.name).toBe('ApiError');
  expect(apiError.status).toBe(status);
  expect(typeof apiError.message).toBe('string');
  expect(apiError.message.trim()).not.toBe('');
  const { status: _status, verificationResult, fieldErrors, ...strings } = apiError.toJSON();
  expect(ERROR.status?.type).toBe('integer');
  expectStringFields(strings, ERROR);
  if (verificationResult !== undefined) {
    expect(ERROR.verificationResult?.$ref).toBe('#/components/schemas/VerificationResult');
    expectStringFields(verificationResult, VERIFICATION);
  }
  if (fieldErrors !== undefined) {
    expect(ERROR.fieldErrors?.items?.$ref).toBe('#/components/schemas/FieldError');
    expect(Array.isArray(fieldErrors)).toBe(true);
    for (const entry of fieldErrors) {
      expectStringFields(entry, FIELD_ERROR);
      expect(Object.keys(entry).sort()).toEqual(['field', 'message']);
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
              vendor: fc.oneof(fc.string(), fc.integer()),
              model: fc.oneof(fc.string(), fc.constant(null)),
              extra: fc.string(),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        fieldErrors: fc.oneof(
          fc.array(
            fc.oneof(
              fc.record({ field: fc.string(), message: fc.string() }),
              fc.record(
                { field: fc.jsonValue(), message: fc.string(), extra: fc.string() },
                { requiredKeys: [] },
              ),
              fc.jsonValue(),
            ),
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
