// Every data-backed answer is checked against the operation's response schema before it leaves the mock (DESIGN §3):
// a body the spec does not allow becomes a 500 that names the field and the schema rule, never a silent wrong answer.
import { createSchemaValidators, resolveResponse } from '../../generate/validate-examples.ts';

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
    if (media.startsWith('text/') && typeof body !== 'string') {
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
