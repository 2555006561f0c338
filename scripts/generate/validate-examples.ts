import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operationsOf } from './mock-spec.ts';

type Json = Record<string, unknown>;

/** The spec's vendor extensions that may sit inside a schema; strict Ajv rejects any other unknown keyword. */
export const SCHEMA_EXTENSIONS = [
  'x-source',
  'x-mock-select',
  'x-mock-fallback',
  // A newline-delimited JSON body's line schemas (its header line, then every further line).
  'x-ndjson-header',
  'x-ndjson-item',
] as const;

const SCHEMAS_ID = 'urn:operator-portal:ui-api:schemas';
const LOCAL_REF = /^#\/components\/schemas\//;

function rewriteRefs(node: unknown, prefix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, prefix));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace(LOCAL_REF, prefix)
        : rewriteRefs(value, prefix),
    ]),
  );
}

export interface ExampleFailure {
  /** e.g. `GET /ui/v1/sites/fleets (listFleets) 200 example 'default'` */
  where: string;
  errors: string;
}

export interface ExampleReport {
  checked: number;
  failures: ExampleFailure[];
}

/** Ajv (JSON Schema 2020-12, strict) that knows the spec's component schemas; compiles each schema once. */
export function createSchemaValidators(spec: Json): {
  validatorFor: (schema: unknown) => ValidateFunction;
  errorsText: (errors: ValidateFunction['errors']) => string;
} {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: [...SCHEMA_EXTENSIONS] });
  const components = (spec.components ?? {}) as Json;
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: rewriteRefs(components.schemas ?? {}, '#/$defs/') });
  const compiled = new Map<string, ValidateFunction>();
  return {
    validatorFor: (schema) => {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(rewriteRefs(schema, `${SCHEMAS_ID}#/$defs/`) as Json);
        compiled.set(key, validate);
      }
      return validate;
    },
    errorsText: (errors) => ajv.errorsText(errors, { dataVar: 'value' }),
  };
}

/** The response object of a status, following a `$ref` to components/responses. */
export function resolveResponse(spec: Json, raw: Json): Json | undefined {
  const responses = ((spec.components as Json | undefined)?.responses ?? {}) as Record<string, Json>;
  const ref = typeof raw.$ref === 'string' ? raw.$ref.replace('#/components/responses/', '') : undefined;
  return ref === undefined ? raw : responses[ref];
}

/** Validates every named example of every response against its resolved schema (JSON Schema 2020-12, strict). */
export function validateExamples(spec: Json): ExampleReport {
  const { validatorFor, errorsText } = createSchemaValidators(spec);
  const report: ExampleReport = { checked: 0, failures: [] };
  for (const { path, method, operationId, operation } of operationsOf(spec)) {
    for (const [status, raw] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
      const response = resolveResponse(spec, raw);
      const where = `${method.toUpperCase()} ${path} (${operationId}) ${status}`;
      if (!response) {
        report.failures.push({ where, errors: `unresolved ${String(raw.$ref)}` });
        continue;
      }
      for (const [mediaType, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
        const validate = validatorFor(media.schema ?? {});
        for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, Json>)) {
          report.checked += 1;
          if (!validate(example.value)) {
            report.failures.push({
              where: `${where} ${mediaType} example '${name}'`,
              errors: errorsText(validate.errors),
            });
          }
        }
      }
    }
  }
  return report;
}
