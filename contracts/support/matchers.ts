// The matchers the portal's contracts use: types and shapes, never random data (every example is a fixed value).
import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import type { ApiErrorBody } from '../../src/api/api-error.ts';
import type { ArrayTemplate, Template } from './types.ts';

/** Marks a matcher whose value may also be null; contract.ts turns it into an OR rule (Pact has no `nullable`). */
export const OR_NULL_KEY = 'x-portal-or-null';

export const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';
export const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Three base64url parts: the portal decodes the refresh token's `exp` (SPEC §5), so the shape matters. */
export const JWT = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';

/** A string matching `regex` (an anchored ECMAScript/Rust-compatible pattern); the example is checked. */
export function matching(regex: string, example: string): Matcher<string> {
  if (!new RegExp(regex).test(example)) throw new Error(`example ${example} does not match ${regex}`);
  return MatchersV3.regex(regex, example);
}

export const text = (example: string): Matcher<string> => MatchersV3.string(example);
export const int = (example: number): Matcher<number> => MatchersV3.integer(example);
/** Any JSON number (integer or not), for measured values such as energy and power. */
export const num = (example: number): Matcher<number> => MatchersV3.number(example);
export const bool = (example: boolean): Matcher<boolean> => MatchersV3.boolean(example);
export const uuid = (example: string): Matcher<string> => matching(UUID, example);
export const dateTime = (example: string): Matcher<string> => matching(ISO_DATE_TIME, example);
export const jwt = (example: string): Matcher<string> => matching(JWT, example);

/** One of the listed values (an enum of the spec). */
export function oneOf<const T extends string>(values: readonly T[], example: NoInfer<T>): Matcher<T> {
  const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return matching(`^(${escaped.join('|')})$`, example) as Matcher<T>;
}

/** An array of items shaped like `item`, possibly empty (the example holds one item). */
export function arrayOf<I>(item: I, min = 0): ArrayTemplate<I> {
  return MatchersV3.atLeastLike(item, min, Math.max(1, min)) as ArrayTemplate<I>;
}

/** An object whose every field matches by type (cascades to nested values not given a matcher of their own). */
export function shaped<T>(template: Template<T>): Matcher<T> {
  return MatchersV3.like(template) as Matcher<T>;
}

/** The value may be null instead (e.g. `activationDate` of a site that is not activated). */
export function orNull<T>(matcher: Matcher<T>): Matcher<T | null> {
  return { ...matcher, [OR_NULL_KEY]: true } as Matcher<T | null>;
}

/**
 * Every error answer's body (SPEC §8): `status` equals the HTTP status, `message` is any string; a device answer's
 * `errorId`, when given, is that exact id (what the portal's device-check messages key on), and its `fieldErrors`
 * name exactly the given fields, in order, with any message.
 */
export function apiError(
  status: number,
  message: string,
  device: {
    errorId?: string;
    fieldErrors?: readonly { field: string; message: string }[];
    missingPermission?: string;
  } = {},
): Template<ApiErrorBody> {
  const body: Template<ApiErrorBody> = { message: text(message), status };
  if (device.errorId !== undefined) body.errorId = device.errorId;
  if (device.missingPermission !== undefined) body.missingPermission = device.missingPermission;
  if (device.fieldErrors !== undefined) {
    body.fieldErrors = device.fieldErrors.map((entry) => ({
      field: entry.field,
      message: text(entry.message),
    }));
  }
  return body;
}
