// Prism's request validation as the spec declares it. Prism answers a request that breaks the spec with the first
// error example it finds (the 422 of a device check, e.g. EVSE_NOT_FOUND_ON_GATEWAY, when the operation declares
// one) and lists what was wrong only in its `sl-violations` header. A real server answers the declared 400 instead,
// naming the fields, so the proxy rewrites such an answer into one: `VALIDATION_FAILED` with `fieldErrors`, field
// names as the spec writes them (Prism lower-cases parameter names).
import { deref, type MockSpec } from './select-example.ts';

type JsonObject = Record<string, unknown>;

/** The header Prism lists a request's violations in. */
export const VIOLATIONS_HEADER = 'sl-violations';

interface Violation {
  location: unknown[];
  code: unknown;
  message: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ValidationRefusal {
  message: string;
  status: 400;
  errorId: 'VALIDATION_FAILED';
  fieldErrors: FieldError[];
}

/** The spec's FieldError and ApiError limits (ui-api.yaml): longer lists and texts are cut. */
const MAX_FIELD_ERRORS = 20;
const MAX_FIELD_MESSAGE = 300;
const FIELD_PATTERN = /^[A-Za-z0-9_.[\]]+$/;
const PARTS = new Set(['body', 'path', 'query', 'header']);

function isViolation(value: unknown): value is Violation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Array.isArray(record.location) && typeof record.message === 'string';
}

/** The request-part violations of Prism's header (a security refusal has none), or none when it is absent. */
export function requestViolations(header: string | string[] | undefined): Violation[] {
  if (typeof header !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is Violation =>
      isViolation(entry) && entry.location[0] === 'request' && PARTS.has(String(entry.location[1])),
  );
}

/** The operation's parameters of one place, by lower-cased name (path-level ones first, as OpenAPI merges them). */
function parameterNames(spec: MockSpec, operation: JsonObject, pathItem: JsonObject): Map<string, string> {
  const names = new Map<string, string>();
  const lists: unknown[] = [pathItem.parameters, operation.parameters];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(spec, raw);
      if (typeof parameter === 'object' && parameter !== null && !Array.isArray(parameter)) {
        const name = (parameter as JsonObject).name;
        if (typeof name === 'string') names.set(name.toLowerCase(), name);
      }
    }
  }
  return names;
}

/** A body path as the FieldError names it: `origins[2]`, `limits.maxCurrent`. */
function bodyField(path: unknown[]): string {
  return path.reduce<string>((field, part) => {
    if (typeof part === 'number' || /^\d+$/.test(String(part))) return `${field}[${String(part)}]`;
    return field === '' ? String(part) : `${field}.${String(part)}`;
  }, '');
}

/** Prism names the property of a `required` or `additionalProperties` violation only in its message. */
function quotedName(message: string): string | undefined {
  return /(?:required property|found) '([^']+)'/.exec(message)?.[1];
}

/** What is wrong, in words a form can show next to the field (never the pattern itself). */
function reason(violation: Violation): string {
  switch (violation.code) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this request';
    case 'pattern':
    case 'format':
      return 'contains characters or a format that are not allowed';
    default: {
      const said = /\b(must .*)$/.exec(violation.message)?.[1];
      return said ?? 'is not valid';
    }
  }
}

function fieldOf(violation: Violation, parameters: Map<string, string>): string {
  const [, part, ...path] = violation.location;
  const quoted =
    violation.code === 'required' || violation.code === 'additionalProperties'
      ? quotedName(violation.message)
      : undefined;
  if (part === 'body') {
    const field = bodyField(quoted === undefined ? path : [...path, quoted]);
    return field === '' ? 'body' : field;
  }
  const raw = String(quoted ?? path[0] ?? part);
  return parameters.get(raw.toLowerCase()) ?? raw;
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The declared 400 for Prism's violations of one request; undefined when the request broke no request part. */
export function validationRefusal(
  spec: MockSpec,
  operation: JsonObject,
  pathItem: JsonObject,
  header: string | string[] | undefined,
): ValidationRefusal | undefined {
  const violations = requestViolations(header);
  if (violations.length === 0) return undefined;
  const parameters = parameterNames(spec, operation, pathItem);
  const fieldErrors: FieldError[] = [];
  const named: string[] = [];
  for (const violation of violations) {
    const field = fieldOf(violation, parameters);
    if (!FIELD_PATTERN.test(field) || fieldErrors.some((entry) => entry.field === field)) continue;
    const why = reason(violation);
    fieldErrors.push({
      field,
      message: clip(`${why[0]?.toUpperCase() ?? ''}${why.slice(1)}`, MAX_FIELD_MESSAGE),
    });
    named.push(`${field} ${why}`);
  }
  const shown = fieldErrors.slice(0, MAX_FIELD_ERRORS);
  return {
    message: clip(
      shown.length === 0
        ? 'The request is malformed or fails validation'
        : `The request is not valid: ${named.slice(0, MAX_FIELD_ERRORS).join('; ')}`,
      2000,
    ),
    status: 400,
    errorId: 'VALIDATION_FAILED',
    fieldErrors: shown,
  };
}

/** The refusal of a body that is not JSON at all (Prism's own answer to it is not the spec's error object). */
export function unreadableBodyRefusal(): ValidationRefusal {
  return {
    message: 'The request is not valid: the body is not JSON',
    status: 400,
    errorId: 'VALIDATION_FAILED',
    fieldErrors: [{ field: 'body', message: 'Is not JSON' }],
  };
}
