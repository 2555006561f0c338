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

export type AnswerValidator = (operation: Json, status: number, body: unknown) => AnswerMismatch[] | null;

/** Validates answers of the operations of `spec` (its component schemas resolve their `$ref`s). */
export function createAnswerValidator(spec: Json): AnswerValidator {
  const { validatorFor } = createSchemaValidators(spec);
  return (operation, status, body) => {
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    const raw = responses[String(status)];
    const response = raw === undefined ? undefined : resolveResponse(spec, raw);
    if (response === undefined) {
      return [{ field: '', schemaPath: '#/responses', message: `status ${status} is not declared` }];
    }
    const media = ((response.content ?? {}) as Record<string, Json>)['application/json'];
    if (media === undefined) {
      return body === undefined
        ? null
        : [{ field: '', schemaPath: '#/content', message: `status ${status} declares no JSON body` }];
    }
    const validate = validatorFor(media.schema ?? {});
    if (validate(body)) return null;
    return (validate.errors ?? []).map((error) => ({
      field: error.instancePath,
      schemaPath: error.schemaPath,
      message: `${error.message ?? 'invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
    }));
  };
}
