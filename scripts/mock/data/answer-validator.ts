// Every data-backed answer is checked against the operation's response schema before it leaves the mock (DESIGN §3):
// a body the spec does not allow becomes a 500 that names the field and the schema rule, never a silent wrong answer.
import { createSchemaValidators, resolveResponse } from '../../generate/validate-examples.ts';
import { isTextMedia } from './data-handler.ts';

type Json = Record<string, unknown>;

export interface AnswerMismatch {
  /** JSON pointer of the offending value in the body ('' for the body itself), e.g. `/subscriptions/3/online`. */
  field: string;
  /** The schema rule it broke, e.g. `#/properties/subscriptions/items/properties/online/type`. */
  schemaPath: string;
  message: string;
}

/**
 * `media` is the answer's media type without parameters (default `application/json`): the body must be one the
 * response declares, a JSON value for JSON and the text itself (a string) for a `text/*` type such as `text/csv`,
 * whose schema (a string with a pattern: the CSV's header row) is checked like any other.
 */
export type AnswerValidator = (
  operation: Json,
  status: number,
  body: unknown,
  media?: string,
) => AnswerMismatch[] | null;

/**
 * Checks the lines of a streamed answer (`DataAnswer.lines`), one at a time: line 0 against the schema's
 * `x-ndjson-header`, every later line against its `x-ndjson-item`. Null when all is well.
 */
export type LineValidator = (index: number, value: unknown) => AnswerMismatch[] | null;

/** The line checker of an operation's streamed answer; undefined when the response declares no line schemas. */
export function createLineValidators(
  spec: Json,
): (operation: Json, status: number, media: string) => LineValidator | undefined {
  const { validatorFor } = createSchemaValidators(spec);
  const schemas = (spec.components as Json | undefined)?.schemas as Record<string, Json> | undefined;
  return (operation, status, media) => {
    const raw = ((operation.responses ?? {}) as Record<string, Json>)[String(status)];
    const response = raw === undefined ? undefined : resolveResponse(spec, raw);
    let schema = ((response?.content ?? {}) as Record<string, Json>)[media]?.schema as Json | undefined;
    const ref =
      typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
    if (ref !== undefined) schema = schemas?.[ref];
    if (schema?.['x-ndjson-header'] === undefined || schema['x-ndjson-item'] === undefined) return undefined;
    const header = validatorFor(schema['x-ndjson-header']);
    const item = validatorFor(schema['x-ndjson-item']);
    return (index, value) => {
      const validate = index === 0 ? header : item;
      if (validate(value)) return null;
      return (validate.errors ?? []).map((error) => ({
        field: `/${index}${error.instancePath}`,
        schemaPath: error.schemaPath,
        message: error.message ?? 'invalid',
      }));
    };
  };
}

/** Validates answers of the operations of `spec` (its component schemas resolve their `$ref`s). */
export function createAnswerValidator(spec: Json): AnswerValidator {
  const { validatorFor } = createSchemaValidators(spec);
  return (operation, status, body, media = 'application/json') => {
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    const raw = responses[String(status)];
    const response = raw === undefined ? undefined : resolveResponse(spec, raw);
    if (response === undefined) {
      return [{ field: '', schemaPath: '#/responses', message: `status ${status} is not declared` }];
    }
    const content = (response.content ?? {}) as Record<string, Json>;
    const declared = content[media];
    if (declared === undefined) {
      const known = Object.keys(content);
      return body === undefined && known.length === 0
        ? null
        : [
            {
              field: '',
              schemaPath: '#/content',
              message: `status ${status} declares no ${media} body${known.length > 0 ? ` (declared: ${known.join(', ')})` : ''}`,
            },
          ];
    }
    if (isTextMedia(media) && typeof body !== 'string') {
      return [{ field: '', schemaPath: '#/content', message: `a ${media} body must be text` }];
    }
    const validate = validatorFor(declared.schema ?? {});
    if (validate(body)) return null;
    return (validate.errors ?? []).map((error) => ({
      field: error.instancePath,
      schemaPath: error.schemaPath,
      message: `${error.message ?? 'invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
    }));
  };
}
