import type { ApiError } from './api-error.ts';

/**
 * The server's message for one field of a form, when its refusal (the 400 of a request that breaks the spec, or a
 * 422 VALIDATION_FAILED) named that field.
 */
export function fieldErrorOf(error: ApiError | null | undefined, field: string): string | undefined {
  return error?.fieldErrors?.find((entry) => entry.field === field)?.message;
}

/**
 * True when the refusal names a field the form has: the form shows it there. Otherwise the form shows the error's
 * message, which names what was refused — a refusal of fields the form does not have must not vanish.
 */
export function namesFieldOf(error: ApiError | null | undefined, fields: readonly string[]): boolean {
  return fields.some((field) => fieldErrorOf(error, field) !== undefined);
}
